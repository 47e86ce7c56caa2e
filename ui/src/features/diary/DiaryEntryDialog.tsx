import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector, useStartOnChange } from '../../app/hooks';
import { characterCount, localToday, REVIEW_MAX, type DiaryEntryFieldsView } from './diary';
import { entrySaveRequested } from './slice';
import { StarRating } from './StarRating';

export interface DiaryEntryDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly movie: { readonly _id: string; readonly title: string; readonly year: number };
  /** The entry to edit; a new entry when left out. */
  readonly entry?: DiaryEntryFieldsView;
  /** A new entry of a film already watched starts as a rewatch. */
  readonly rewatchByDefault?: boolean;
}

/**
 * Marks a film watched, or edits an entry: the day watched (today unless told), a rating in half
 * stars, a short review, who may read it (private unless made public) and whether it was a rewatch.
 */
export function DiaryEntryDialog({ isOpen, onClose, movie, entry, rewatchByDefault = false }: DiaryEntryDialogProps) {
  const dispatch = useAppDispatch();
  const { saving, saved, error } = useAppSelector((state) => state.diary.save);
  const [watchedOn, setWatchedOn] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [review, setReview] = useState('');
  const [isPublic, setPublic] = useState(false);
  const [rewatch, setRewatch] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The save count when this dialog sent its entry: a higher one means it went through.
  const [sentAt, setSentAt] = useState<number | null>(null);

  useStartOnChange(isOpen ? (entry?._id ?? 'new') : null, (opened) => {
    if (!opened) return;
    setWatchedOn(entry?.watchedOn ?? localToday());
    setRating(entry?.rating ?? null);
    setReview(entry?.review ?? '');
    setPublic(entry?.visibility === 'public');
    setRewatch(entry?.rewatch ?? rewatchByDefault);
    setProblem(null);
    setSentAt(null);
  });

  // Closes once its own save went through; the next opening starts afresh (above).
  const savedMine = sentAt !== null && saved > sentAt;
  useEffect(() => {
    if (savedMine && isOpen) onClose();
  }, [savedMine, isOpen, onClose]);

  const today = localToday();
  const count = characterCount(review);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = !/^\d{4}-\d{2}-\d{2}$/.test(watchedOn)
      ? 'Choose the day you watched it'
      : watchedOn > today
        ? 'Watch date cannot be in the future'
        : Number(watchedOn.slice(0, 4)) < movie.year
          ? `Watch date cannot be before the film's year (${movie.year})`
          : count > REVIEW_MAX
            ? `Review must be at most ${REVIEW_MAX} characters`
            : null;
    setProblem(found);
    if (found) return;
    setSentAt(saved);
    dispatch(
      entrySaveRequested({
        movieId: movie._id,
        ...(entry ? { entryId: entry._id } : {}),
        watchedOn,
        rating,
        review,
        visibility: isPublic ? 'public' : 'private',
        rewatch,
      }),
    );
  };
  const shownError = problem ?? (sentAt !== null && !savedMine ? error : null);

  return (
    <Dialog
      className="diary-dialog"
      isOpen={isOpen}
      onClose={onClose}
      title={entry ? `Edit diary entry: ${movie.title}` : `Mark watched: ${movie.title}`}
      icon="eye-open"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {shownError && (
            <Callout intent="danger" icon="error" compact className="diary-dialog__error">
              {shownError}
            </Callout>
          )}
          <FormGroup label="Date watched" labelFor="diary-watched-on">
            <InputGroup
              id="diary-watched-on"
              type="date"
              value={watchedOn}
              min={`${Math.max(movie.year, 1888)}-01-01`}
              max={today}
              onValueChange={setWatchedOn}
              required
            />
          </FormGroup>
          <FormGroup label="Rating" labelFor="diary-rating" className="diary-dialog__rating">
            <StarRating value={rating} onChange={setRating} label={`Your rating of ${movie.title}`} />
          </FormGroup>
          <FormGroup
            label="Review"
            labelFor="diary-review"
            labelInfo="(optional)"
            intent={count > REVIEW_MAX ? 'danger' : 'none'}
            helperText={`${count}/${REVIEW_MAX}`}
          >
            <TextArea
              id="diary-review"
              className="diary-dialog__review"
              value={review}
              onChange={(event) => setReview(event.target.value)}
              rows={4}
              fill
              intent={count > REVIEW_MAX ? 'danger' : 'none'}
            />
          </FormGroup>
          <Switch
            checked={isPublic}
            onChange={(event) => setPublic(event.currentTarget.checked)}
            label={isPublic ? 'Public: shown on your profile' : 'Private: only you can see it'}
          />
          <Checkbox checked={rewatch} onChange={(event) => setRewatch(event.currentTarget.checked)} label="Rewatch: I had seen it before" />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" intent="primary" loading={saving && sentAt !== null}>
                {entry ? 'Save' : 'Add to diary'}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
