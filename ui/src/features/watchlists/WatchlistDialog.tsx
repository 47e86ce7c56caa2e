import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector, useStartOnChange } from '../../app/hooks';
import { selectIsProUser } from '../auth/selectors';
import { upgradePromptShown } from '../library/slice';
import { editorClosed, watchlistSaveRequested } from './slice';
import { DESCRIPTION_MAX, draftProblem, NAME_MAX, PRIVATE_FOR_PRO } from './watchlist';

/** The create and edit dialog of SPEC §2: name (30), description (200), 'Make this watchlist private' (PRO). */
export function WatchlistDialog() {
  const dispatch = useAppDispatch();
  const pro = useAppSelector(selectIsProUser);
  const { open, editing, saving, warning } = useAppSelector((state) => state.watchlists.editor);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [location] = useLocation();
  const shownOn = useRef(location);

  // The editor belongs to the screen it was opened on: leaving it (e.g. for the receipt after
  // upgrading to PRO from 'PRO Only: Private Watchlists') closes it instead of covering the next one.
  useEffect(() => {
    if (location === shownOn.current) return;
    shownOn.current = location;
    if (open) dispatch(editorClosed());
  }, [location, open, dispatch]);

  // Every opening starts from the watchlist edited, or from nothing for a new one.
  useStartOnChange(open ? (editing ?? 'new') : null, (opened) => {
    if (!opened) return;
    setName(editing?.name ?? '');
    setDescription(editing?.description ?? '');
    setPrivate(editing?.isPrivate ?? false);
    setProblem(null);
  });

  const rename = (value: string) => {
    setName(value);
    setProblem(null);
  };
  const choosePrivate = (checked: boolean) => {
    if (checked && !pro) dispatch(upgradePromptShown({ title: 'PRO Only: Private Watchlists', message: PRIVATE_FOR_PRO }));
    else setPrivate(checked);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { name, description, isPrivate };
    const found = draftProblem(draft);
    setProblem(found);
    if (!found) dispatch(watchlistSaveRequested(draft));
  };

  return (
    <Dialog
      className="watchlist-dialog"
      isOpen={open}
      onClose={() => dispatch(editorClosed())}
      title={editing ? 'Edit Watchlist' : 'Create New Watchlist'}
      icon="list"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {warning && (
            <Callout intent="warning" icon="warning-sign" compact>
              {warning}
            </Callout>
          )}
          <FormGroup
            label="Name"
            labelFor="watchlist-name"
            intent={problem ? 'danger' : 'none'}
            helperText={problem ?? `${name.length}/${NAME_MAX}`}
          >
            <InputGroup
              id="watchlist-name"
              value={name}
              maxLength={NAME_MAX}
              autoFocus
              onValueChange={rename}
              intent={problem ? 'danger' : 'none'}
            />
          </FormGroup>
          <FormGroup label="Description" labelFor="watchlist-description" helperText={`${description.length}/${DESCRIPTION_MAX}`}>
            <TextArea
              id="watchlist-description"
              value={description}
              maxLength={DESCRIPTION_MAX}
              fill
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormGroup>
          <Checkbox
            label="Make this watchlist private"
            checked={isPrivate}
            onChange={(event) => choosePrivate(event.currentTarget.checked)}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => dispatch(editorClosed())}>Cancel</Button>
              <Button type="submit" intent="primary" loading={saving}>
                {editing ? 'Save' : 'Create'}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
