import '../browse/browse.css';
import { Callout, Tag } from '@blueprintjs/core';
import type { MovieView } from '@more-ai/contracts/movies';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useAppDispatch, usePageTitle } from '../../app/hooks';
import { BrowseCard, BrowseCardSkeleton } from '../browse/BrowseCard';
import { usePersonSelector } from './feature';
import { personRequested } from './slice';
import { StateNotice } from '../layout/StateNotice';

/** /person/{name}: a person's titles as director, creator and cast, newest first, with how many of each. */
export default function PersonPage() {
  const params = useParams<{ name: string }>();
  const name = params.name ?? '';
  const dispatch = useAppDispatch();
  const { status, person, error } = usePersonSelector((state) => state.personPage);
  usePageTitle(person?.name ?? name);

  useEffect(() => {
    dispatch(personRequested(name));
  }, [name, dispatch]);

  return (
    <div className="page person-page">
      <div className="app-container">
        {status === 'loading' && (
          <>
            <h1 className="page__title">{name}</h1>
            <ul className="browse-grid" aria-label="Loading titles" aria-busy="true">
              {Array.from({ length: 6 }, (_, index) => (
                <li key={index}>
                  <BrowseCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        )}
        {status === 'failed' && (
          <Callout intent="danger" icon="error">
            {error}
          </Callout>
        )}
        {status === 'notFound' && (
          <StateNotice
            className="page-empty-state"
            heading="h1"
            icon="person"
            title="Person not found"
            description="No title in the catalog credits anyone by this name."
          />
        )}
        {status === 'loaded' && person && (
          <>
            <h1 className="page__title">{person.name}</h1>
            <p className="person-page__counts">
              {[
                counted(person.directed.length, 'as director'),
                counted(person.created.length, 'as creator'),
                counted(person.cast.length, 'in the cast'),
              ]
                .filter((text) => text !== null)
                .join(' · ')}
            </p>
            <Role title="Director" movies={person.directed} />
            <Role title="Creator" movies={person.created} />
            <Role title="Cast" movies={person.cast} />
          </>
        )}
      </div>
    </div>
  );
}

function counted(count: number, role: string): string | null {
  if (count === 0) return null;
  return `${count} ${count === 1 ? 'title' : 'titles'} ${role}`;
}

function Role({ title, movies }: { title: string; movies: readonly MovieView[] }) {
  if (movies.length === 0) return null;
  const id = `person-role-${title.toLowerCase()}`;
  return (
    <section className="person-page__role" aria-labelledby={id}>
      <h2 id={id} className="person-page__role-title">
        {title}{' '}
        <Tag minimal round>
          {movies.length}
        </Tag>
      </h2>
      <ul className="browse-grid">
        {movies.map((movie) => (
          <li key={movie._id}>
            <BrowseCard movie={movie} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
