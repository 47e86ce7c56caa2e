import { LinkButton } from '../layout/LinkButton';

/** The empty states' way out: people are found by the movies they discover, on the community feed. */
export function FindPeople() {
  return (
    <div className="following__actions">
      <LinkButton href="/recommendations" intent="primary" icon="people">
        Discover people on the community feed
      </LinkButton>
      <LinkButton href="/browse" variant="outlined" icon="grid-view">
        Browse movies
      </LinkButton>
    </div>
  );
}
