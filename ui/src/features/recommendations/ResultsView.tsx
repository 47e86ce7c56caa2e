import { Button, NonIdealState, Tag } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MovieCard } from '../movies/MovieCard';
import { filterChips } from './filters';
import { QuotaBar } from './QuotaBar';
import { onResultsEntry } from './history';
import { backToSearch } from './slice';

/** SPEC §2 results view: the picks, what they were based on, and the way back to the search. */
export function ResultsView() {
  const dispatch = useAppDispatch();
  const { results, askedFor } = useAppSelector((state) => state.recommendations);
  const heading = useRef<HTMLHeadingElement>(null);
  const chips = askedFor ? filterChips(askedFor.filters) : [];

  // The results replace the search: start reading (and, with a screen reader, listening) at their top.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <section className="results" aria-labelledby="results-title">
      <div className="results__head">
        <h1 className="results__title" id="results-title" ref={heading} tabIndex={-1}>
          {results.length > 0 ? `Here are your top ${results.length} picks powered by our AI` : 'No recommendations found'}
        </h1>
        <Button icon="arrow-left" variant="outlined" onClick={() => (onResultsEntry() ? window.history.back() : dispatch(backToSearch()))}>
          Back to search
        </Button>
      </div>

      <div className="results__asked">
        {askedFor?.description && (
          <div className="results__asked-part">
            <h2 className="results__asked-title">Based on your Prompt</h2>
            <p className="results__prompt">“{askedFor.description}”</p>
          </div>
        )}
        {chips.length > 0 && (
          <div className="results__asked-part">
            <h2 className="results__asked-title">Filters applied</h2>
            <div className="movie-tags">
              {chips.map((chip) => (
                <Tag key={chip} round intent="primary" minimal>
                  {chip}
                </Tag>
              ))}
            </div>
          </div>
        )}
      </div>

      {/* What is left today stays in sight while the picks are read: the next search spends one. */}
      <QuotaBar />

      {results.length === 0 ? (
        <NonIdealState icon="search" description="Try fewer filters or different words." className="results__empty" />
      ) : (
        <ol className="results__list">
          {results.map((movie) => (
            <li key={movie._id}>
              <MovieCard movie={movie} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
