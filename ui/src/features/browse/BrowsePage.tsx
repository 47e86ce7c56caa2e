import './browse.css';
import { Button, Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { BROWSE_LENGTHS, BROWSE_SORTS, type BrowseSort } from '@more-ai/contracts/api/browse';
import { CONTENT_TYPES, FILTER_OPTIONS, MOVIE_GENRES, MOVIE_LANGUAGES } from '@more-ai/contracts/movies';
import { useEffect, type ChangeEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppDispatch, usePageTitle } from '../../app/hooks';
import { LinkButton } from '../layout/LinkButton';
import { BrowseCard, BrowseCardSkeleton } from './BrowseCard';
import { useBrowseSelector } from './feature';
import {
  browseHref,
  filtersFromSearch,
  isFiltered,
  NO_FILTERS,
  pageCount,
  searchOf,
  SORT_LABELS,
  toggledGenre,
  withChange,
  type BrowseFilters,
} from './filters';
import { browseRequested } from './slice';
import { StateNotice } from '../layout/StateNotice';

const SKELETONS = 12;

/**
 * /browse: the whole catalog, filtered by genre, language, era, runtime, content type and platform,
 * sorted and paged by the server. The address holds every choice, so a view can be shared and Back
 * returns to the one before.
 */
export default function BrowsePage() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(useSearch());
  const search = searchOf(filters);
  const { status, page, error } = useBrowseSelector((state) => state.browse);
  usePageTitle('Browse');

  useEffect(() => {
    dispatch(browseRequested(search));
  }, [search, dispatch]);

  const go = (next: BrowseFilters) => navigate(browseHref(next));
  const loading = status === 'loading' || status === 'idle';
  const pages = page ? pageCount(page.total, page.pageSize) : 1;

  return (
    <div className="page browse-page">
      <div className="app-container">
        <h1 className="page__title">Browse</h1>
        <FilterBar filters={filters} platforms={page?.platforms ?? []} onChange={go} />
        <div className="browse-page__summary" aria-live="polite">
          {!loading && page && <span>{page.total === 1 ? '1 title' : `${page.total.toLocaleString('en-IN')} titles`}</span>}
          {isFiltered(filters) && (
            <Button variant="minimal" icon="filter-remove" onClick={() => go({ ...NO_FILTERS, sort: filters.sort })}>
              Clear filters
            </Button>
          )}
        </div>

        {status === 'failed' && (
          <Callout intent="danger" icon="error" className="browse-page__failed">
            {error}
            <Button variant="minimal" icon="refresh" onClick={() => dispatch(browseRequested(search))}>
              Try again
            </Button>
          </Callout>
        )}

        {loading && (
          <ul className="browse-grid" aria-label="Loading titles" aria-busy="true">
            {Array.from({ length: SKELETONS }, (_, index) => (
              <li key={index}>
                <BrowseCardSkeleton />
              </li>
            ))}
          </ul>
        )}

        {!loading && page && page.movies.length === 0 && (
          <StateNotice
            className="page-empty-state"
            heading="h2"
            icon="search"
            title="No titles match these filters"
            description="Try fewer filters, or another genre or language."
            action={
              <Button icon="filter-remove" onClick={() => go({ ...NO_FILTERS, sort: filters.sort })}>
                Clear filters
              </Button>
            }
          />
        )}

        {!loading && page && page.movies.length > 0 && (
          <>
            <ul className="browse-grid" aria-label="Titles">
              {page.movies.map((movie) => (
                <li key={movie._id}>
                  <BrowseCard movie={movie} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className="browse-pager" aria-label="Pages">
                <LinkButton
                  href={browseHref({ ...filters, page: filters.page - 1 })}
                  icon="chevron-left"
                  variant="outlined"
                  disabled={filters.page <= 1}
                >
                  Previous
                </LinkButton>
                <span className="browse-pager__where">
                  Page {filters.page} of {pages}
                </span>
                <LinkButton
                  href={browseHref({ ...filters, page: filters.page + 1 })}
                  endIcon="chevron-right"
                  variant="outlined"
                  disabled={filters.page >= pages}
                >
                  Next
                </LinkButton>
              </nav>
            )}
          </>
        )}
      </div>
    </div>
  );
}

type SelectKey = 'language' | 'era' | 'length' | 'type' | 'platform';

interface FilterBarProps {
  readonly filters: BrowseFilters;
  readonly platforms: readonly string[];
  readonly onChange: (filters: BrowseFilters) => void;
}

function FilterBar({ filters, platforms, onChange }: FilterBarProps) {
  const selects: readonly { key: SelectKey; label: string; options: readonly string[]; any: string }[] = [
    { key: 'language', label: 'Language', options: MOVIE_LANGUAGES, any: 'Any language' },
    { key: 'era', label: 'Era', options: FILTER_OPTIONS.era, any: 'Any era' },
    { key: 'length', label: 'Runtime', options: BROWSE_LENGTHS, any: 'Any length' },
    { key: 'type', label: 'Content type', options: CONTENT_TYPES, any: 'Any type' },
    // A platform in the address that no title lists any more still shows as chosen.
    {
      key: 'platform',
      label: 'Platform',
      options: filters.platform && !platforms.includes(filters.platform) ? [filters.platform, ...platforms] : platforms,
      any: 'Any platform',
    },
  ];
  const choose = (key: SelectKey) => (event: ChangeEvent<HTMLSelectElement>) =>
    onChange(withChange(filters, { [key]: event.currentTarget.value === '' ? null : event.currentTarget.value }));
  return (
    <section className="browse-filters" aria-label="Filters">
      <fieldset className="browse-filters__genres">
        <legend>Genre</legend>
        {MOVIE_GENRES.map((genre) => {
          const on = filters.genres.includes(genre);
          return (
            <Button
              key={genre}
              size="small"
              variant={on ? 'solid' : 'outlined'}
              intent={on ? 'primary' : 'none'}
              aria-pressed={on}
              onClick={() => onChange(toggledGenre(filters, genre))}
            >
              {genre}
            </Button>
          );
        })}
      </fieldset>
      <div className="browse-filters__selects">
        {selects.map(({ key, label, options, any }) => (
          <Select key={key} label={label} id={`browse-${key}`} value={filters[key]} options={options} any={any} onChange={choose(key)} />
        ))}
        <FormGroup label="Sort by" labelFor="browse-sort" className="browse-filters__select">
          <HTMLSelect
            id="browse-sort"
            value={filters.sort}
            onChange={(event) => onChange(withChange(filters, { sort: event.currentTarget.value as BrowseSort }))}
          >
            {BROWSE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
    </section>
  );
}

interface SelectProps {
  readonly label: string;
  readonly id: string;
  readonly value: string | null;
  readonly options: readonly string[];
  readonly any: string;
  readonly onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

function Select({ label, id, value, options, any, onChange }: SelectProps) {
  return (
    <FormGroup label={label} labelFor={id} className="browse-filters__select">
      <HTMLSelect id={id} value={value ?? ''} onChange={onChange}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
