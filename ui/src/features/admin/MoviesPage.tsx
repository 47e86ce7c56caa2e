import { ADMIN_MOVIES_PAGE_SIZE } from '@more-ai/contracts/api/admin';
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { ratingLabel } from '../movies/movie';
import { MoviePoster } from '../movies/MoviePoster';
import { AdminPageFrame } from './AdminPageFrame';
import { AdminTable, Pager, type AdminColumn } from './AdminTable';
import { formatDate } from './format';
import { selectMovies } from './selectors';
import { moviesPageChanged, moviesRequested, type AdminMovie } from './slice';
import { useAdminSelector } from './store';

const columns: AdminColumn<AdminMovie>[] = [
  { name: 'Poster', width: 64, render: (movie) => <MoviePoster movie={movie} size="small" /> },
  { name: 'Title', width: 200, grow: 3, render: (movie) => <strong className="admin-table__wrap">{movie.title}</strong> },
  { name: 'Year', width: 70, render: (movie) => movie.year },
  { name: 'Genres', width: 160, grow: 2, render: (movie) => <span className="admin-table__wrap">{movie.genre.join(', ')}</span> },
  { name: 'Language', width: 110, grow: 1, render: (movie) => movie.language },
  { name: 'Rating', width: 90, render: (movie) => ratingLabel(movie) },
  { name: 'Added By', width: 130, grow: 1, render: (movie) => movie.addedBy?.username ?? 'Catalogue' },
  { name: 'Created At', width: 150, render: (movie) => formatDate(movie.createdAt) },
];

/** SPEC §2 'Admin screens' Movies: the catalogue, 50 a page (SPEC §9), newest first. */
export function MoviesPage() {
  const dispatch = useAppDispatch();
  const movies = useAdminSelector(selectMovies);

  useEffect(() => {
    dispatch(moviesRequested());
  }, [dispatch]);

  return (
    <AdminPageFrame title="Movies">
      <AdminTable
        label="Movies"
        columns={columns}
        rows={movies.rows}
        rowHeight={72}
        status={movies.status}
        empty={{ icon: 'film', title: 'No movies yet' }}
        failedTitle="The movies could not be loaded"
        onRetry={() => dispatch(moviesRequested())}
      />
      <Pager
        label="Movies"
        page={movies.page}
        pageSize={ADMIN_MOVIES_PAGE_SIZE}
        total={movies.total}
        onPage={(page) => dispatch(moviesPageChanged(page))}
      />
    </AdminPageFrame>
  );
}
