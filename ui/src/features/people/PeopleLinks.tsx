import { Fragment } from 'react';
import { Link } from 'wouter';
import { personPath } from './person';

/** Names as links to their person pages, separated by commas. */
export function PeopleLinks({ names }: { names: readonly string[] }) {
  return (
    <>
      {names.map((name, index) => (
        <Fragment key={`${name}-${index}`}>
          {index > 0 && ', '}
          <Link href={personPath(name)} className="person-link">
            {name}
          </Link>
        </Fragment>
      ))}
    </>
  );
}
