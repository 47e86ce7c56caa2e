import './search.css';
import { Icon, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { installFeature } from '../../app/lazy-features';
import { navigateTo } from '../../app/navigation';
import { moviePath } from '../movies/movie';
import { MoviePoster } from '../movies/MoviePoster';
import { personPath } from '../people/person';
import { titleSearchFeature, useTitleSearchSelector } from './feature';
import { initialTitleSearchState, searchText, searchTyped, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './slice';

interface Option {
  readonly key: string;
  readonly href: string;
  readonly kind: 'movie' | 'person';
}

/**
 * The header's search: titles (typos and accents forgiven) and people as the user types, after a
 * short pause. A combobox: arrows move through the suggestions, Enter opens the one chosen (the
 * first when none is), Escape closes the list and then clears the box.
 */
export function TitleSearch() {
  const dispatch = useAppDispatch();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { query, status, suggestions } = useTitleSearchSelector((state) => state.titleSearch) ?? initialTitleSearchState;

  useEffect(() => installFeature(titleSearchFeature), []);

  const movies = suggestions?.movies ?? [];
  const people = suggestions?.people ?? [];
  const options: Option[] = [
    ...movies.map((movie) => ({ key: `movie-${movie._id}`, href: moviePath(movie._id), kind: 'movie' as const })),
    ...people.map((person) => ({ key: `person-${person.name}`, href: personPath(person.name), kind: 'person' as const })),
  ];
  const typed = searchText(query).length >= SEARCH_MIN_LENGTH;
  const shown = open && typed && (suggestions !== null || status === 'failed');
  const optionId = (index: number) => `${id}-option-${index}`;

  const type = (text: string) => {
    dispatch(searchTyped(text));
    setActive(-1);
    setOpen(true);
  };
  const choose = (option: Option | undefined) => {
    if (!option) return;
    setOpen(false);
    setActive(-1);
    dispatch(searchTyped(''));
    navigateTo(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length + (current === -1 && step === -1 ? 1 : 0)) % options.length);
    } else if (event.key === 'Enter') {
      if (!shown) return;
      event.preventDefault();
      choose(options[active === -1 ? 0 : active]);
    } else if (event.key === 'Escape') {
      if (shown) setOpen(false);
      else type('');
    }
  };

  return (
    <div className="title-search">
      <InputGroup
        type="text"
        name="q"
        leftIcon="search"
        placeholder="Search titles and people"
        aria-label="Search titles and people"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH * 2}
        value={query}
        onChange={(event) => type(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        rightElement={status === 'loading' ? <Spinner size={16} className="title-search__spinner" aria-label="Searching" /> : undefined}
      />
      <ul id={listId} role="listbox" aria-label="Suggestions" className="title-search__list" hidden={!shown}>
        {status === 'failed' && (
          <li className="title-search__note" role="presentation">
            Search failed. Please try again.
          </li>
        )}
        {status !== 'failed' && suggestions !== null && options.length === 0 && (
          <li className="title-search__note" role="presentation">
            No titles or people match
          </li>
        )}
        {movies.map((movie, index) => (
          <SuggestionOption key={movie._id} id={optionId(index)} active={active === index} onChoose={() => choose(options[index])}>
            <MoviePoster movie={movie} size="small" />
            <SuggestionText name={movie.title} facts={`${movie.year} · ${movie.language}${movie.kind === 'series' ? ' · Series' : ''}`} />
          </SuggestionOption>
        ))}
        {people.map((person, offset) => {
          const index = movies.length + offset;
          return (
            <SuggestionOption key={person.name} id={optionId(index)} active={active === index} onChoose={() => choose(options[index])}>
              <span className="title-search__person-icon" aria-hidden="true">
                <Icon icon="person" size={20} />
              </span>
              <SuggestionText name={person.name} facts={`Person · ${person.titles === 1 ? '1 title' : `${person.titles} titles`}`} />
            </SuggestionOption>
          );
        })}
      </ul>
    </div>
  );
}

interface SuggestionOptionProps {
  readonly id: string;
  readonly active: boolean;
  readonly onChoose: () => void;
  readonly children: ReactNode;
}

/** One suggestion in the list, highlighted while the arrows rest on it. */
function SuggestionOption({ id, active, onChoose, children }: SuggestionOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={active ? 'title-search__option title-search__option--active' : 'title-search__option'}
      // Keeps the focus in the box, so the list is not closed by a blur before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {children}
    </li>
  );
}

function SuggestionText({ name, facts }: { name: string; facts: string }) {
  return (
    <span className="title-search__text">
      <span className="title-search__name">{name}</span>
      <span className="title-search__facts">{facts}</span>
    </span>
  );
}
