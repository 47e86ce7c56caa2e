import { Alert, Button, Card, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useAppDispatch } from '../../app/hooks';
import { moviePath } from '../movies/movie';
import { MoviePoster } from '../movies/MoviePoster';
import { dayLabel, groupByMonth, starGlyphs, starsLabel, type DiaryEntryView } from './diary';
import { DiaryEntryDialog } from './DiaryEntryDialog';
import { entryRemoveRequested } from './slice';

export interface DiaryEntriesProps {
  readonly entries: readonly DiaryEntryView[];
  /** The member's own diary: each entry can be edited and removed, and says who may read it. */
  readonly own: boolean;
}

/** Diary entries, newest watch first, under a heading for each month. */
export function DiaryEntries({ entries, own }: DiaryEntriesProps) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<DiaryEntryView | null>(null);
  const [removing, setRemoving] = useState<DiaryEntryView | null>(null);

  return (
    <div className="diary-months">
      {groupByMonth(entries).map((group) => (
        <section key={group.month} className="diary-month" aria-labelledby={`diary-month-${group.month}`}>
          <h2 id={`diary-month-${group.month}`} className="diary-month__title">
            {group.label}
          </h2>
          <ul className="diary-month__entries">
            {group.entries.map((entry) => (
              <li key={entry._id}>
                <DiaryEntryCard entry={entry} own={own} onEdit={() => setEditing(entry)} onRemove={() => setRemoving(entry)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {editing && <DiaryEntryDialog isOpen onClose={() => setEditing(null)} movie={editing.movie} entry={editing} />}
      <Alert
        className="diary-remove"
        isOpen={removing !== null}
        intent="danger"
        icon="trash"
        cancelButtonText="Cancel"
        confirmButtonText="Remove"
        canEscapeKeyCancel
        canOutsideClickCancel
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) dispatch(entryRemoveRequested(removing._id));
          setRemoving(null);
        }}
      >
        <h4 className="diary-remove__title">Remove from your diary?</h4>
        <p>{removing && `${removing.movie.title}, watched ${dayLabel(removing.watchedOn)}.`}</p>
      </Alert>
    </div>
  );
}

interface DiaryEntryCardProps {
  readonly entry: DiaryEntryView;
  readonly own: boolean;
  readonly onEdit: () => void;
  readonly onRemove: () => void;
}

function DiaryEntryCard({ entry, own, onEdit, onRemove }: DiaryEntryCardProps) {
  const { movie } = entry;
  return (
    <Card className="diary-entry" elevation={1} data-entry-id={entry._id}>
      <MoviePoster movie={movie} size="small" />
      <div className="diary-entry__body">
        <h3 className="diary-entry__title">
          <Link href={moviePath(movie._id)}>{movie.title}</Link> <span className="diary-entry__year">{movie.year}</span>
        </h3>
        <p className="diary-entry__facts">
          <time dateTime={entry.watchedOn}>{dayLabel(entry.watchedOn)}</time>
          {entry.rating !== null && (
            <span className="diary-entry__stars" role="img" aria-label={`Rated ${starsLabel(entry.rating)} of 5`}>
              {starGlyphs(entry.rating)}
            </span>
          )}
          {entry.rewatch && (
            <Tag minimal icon="repeat">
              Rewatch
            </Tag>
          )}
          {own && (
            <Tag minimal icon={entry.visibility === 'public' ? 'globe' : 'lock'}>
              {entry.visibility === 'public' ? 'Public' : 'Private'}
            </Tag>
          )}
        </p>
        {entry.review && <p className="diary-entry__review">{entry.review}</p>}
        {own && (
          <div className="diary-entry__actions">
            <Button icon="edit" variant="outlined" size="small" onClick={onEdit} aria-label={`Edit the entry of ${movie.title}`}>
              Edit
            </Button>
            <Button
              icon="trash"
              variant="outlined"
              size="small"
              intent="danger"
              onClick={onRemove}
              aria-label={`Remove the entry of ${movie.title}`}
            >
              Remove
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
