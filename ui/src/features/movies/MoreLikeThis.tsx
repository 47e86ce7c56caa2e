import { Card, Classes, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { UnknownAction } from 'redux';
import { call, put, takeLatest } from 'redux-saga/effects';
import { Link } from 'wouter';
import { defineAction } from '../../app/actions';
import { useAppDispatch } from '../../app/hooks';
import { installFeature, type LazyFeature } from '../../app/lazy-features';
import { api, errorMessage } from '../../api/client';
import { loggedOut } from '../auth/slice';
import type { MovieView } from './movie';
import { MoviePoster } from './MoviePoster';

export const SIMILAR_FAILED = 'Could not load similar titles';

export interface MoreLikeThisState {
  readonly movieId: string | null;
  readonly status: 'loading' | 'loaded' | 'failed';
  readonly movies: readonly MovieView[];
  readonly error: string | null;
}

const initialState: MoreLikeThisState = { movieId: null, status: 'loading', movies: [], error: null };

export const similarRequested = defineAction<string>()('moreLikeThis/similarRequested');
/** Keyed by the movie asked about, so a late answer for a page the user has left is dropped. */
export const similarLoaded = defineAction<{ movieId: string; movies: MovieView[] }>()('moreLikeThis/similarLoaded');
export const similarFailed = defineAction<{ movieId: string; error: string }>()('moreLikeThis/similarFailed');

export function moreLikeThisReducer(state: MoreLikeThisState = initialState, action: UnknownAction): MoreLikeThisState {
  if (loggedOut.match(action)) return initialState;
  if (similarRequested.match(action)) return { movieId: action.payload, status: 'loading', movies: [], error: null };
  if (similarLoaded.match(action))
    return action.payload.movieId === state.movieId ? { ...state, status: 'loaded', movies: action.payload.movies } : state;
  if (similarFailed.match(action))
    return action.payload.movieId === state.movieId ? { ...state, status: 'failed', error: action.payload.error } : state;
  return state;
}

export function* loadSimilar({ payload: movieId }: ReturnType<typeof similarRequested>) {
  try {
    const { movies }: { movies: MovieView[] } = yield call(api.get, `/movies/${encodeURIComponent(movieId)}/similar`);
    yield put(similarLoaded({ movieId, movies }));
  } catch (error) {
    yield put(similarFailed({ movieId, error: errorMessage(error, SIMILAR_FAILED) }));
  }
}

export function* moreLikeThisSaga() {
  yield takeLatest(similarRequested.type, loadSimilar);
}

/** 'More like this' joins the store when a movie page first shows it. */
export const moreLikeThisFeature: LazyFeature = {
  key: 'moreLikeThis',
  reducer: moreLikeThisReducer as LazyFeature['reducer'],
  saga: moreLikeThisSaga,
};

const useMoreLikeThisSelector = useSelector.withTypes<{ moreLikeThis?: MoreLikeThisState }>();

/** 'More like this' under a movie: titles close to it, each with why, each leading to its own page. */
export function MoreLikeThis({ movieId }: { readonly movieId: string }) {
  const dispatch = useAppDispatch();
  const state = useMoreLikeThisSelector((root) => root.moreLikeThis) ?? initialState;

  useEffect(() => {
    installFeature(moreLikeThisFeature);
    dispatch(similarRequested(movieId));
  }, [dispatch, movieId]);

  const current = state.movieId === movieId ? state : initialState;
  return (
    <section className="more-like-this" aria-labelledby="more-like-this-heading">
      <H2 id="more-like-this-heading" className="more-like-this__heading">
        More like this
      </H2>
      {current.status === 'loading' && <Spinner size={24} aria-label="Loading similar titles" />}
      {current.status === 'failed' && <NonIdealState icon="error" description={current.error ?? SIMILAR_FAILED} />}
      {current.status === 'loaded' && current.movies.length === 0 && (
        <p className={Classes.TEXT_MUTED}>Nothing close to this one that you have not already got.</p>
      )}
      {current.status === 'loaded' && current.movies.length > 0 && (
        <ul className="more-like-this__list">
          {current.movies.map((movie) => (
            <li key={movie._id}>
              <Card className="more-like-this__card" compact>
                <MoviePoster movie={movie} size="small" />
                <div className="more-like-this__text">
                  <Link href={`/movie/${movie._id}`} className="more-like-this__title">
                    {movie.title}
                  </Link>
                  <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                    {movie.year} · {movie.language}
                  </span>
                  {movie.reason && <p className={`more-like-this__reason ${Classes.TEXT_SMALL}`}>{movie.reason}</p>}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
