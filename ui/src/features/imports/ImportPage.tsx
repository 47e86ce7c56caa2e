import { Button, Callout, Card, FileInput, Radio, RadioGroup, Spinner, Tag } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { useAppDispatch, usePageTitle } from '../../app/hooks';
import { LinkButton } from '../layout/LinkButton';
import { useImportsSelector } from './feature';
import {
  importConfirmed,
  importFileChosen,
  importOpened,
  importReset,
  matchChosen,
  titlesToImport,
  type ImportDraftView,
  type ImportSummaryView,
} from './slice';
import './imports.css';

const FILE_NAMES: Readonly<Record<ImportDraftView['notFound'][number]['file'], string>> = {
  diary: 'diary.csv',
  watched: 'watched.csv',
  ratings: 'ratings.csv',
  watchlist: 'watchlist.csv',
  reviews: 'reviews.csv',
  imdb: 'IMDb ratings',
};

const yearOf = (year: number | null) => (year === null ? '' : ` (${year})`);

/**
 * /import (issue 13): a Letterboxd or IMDb export read, its uncertain matches reviewed, then added.
 * The review has its own address, /import/{id}: a reload or another tab reads the import back and
 * shows the same review, or what it added once applied.
 */
export default function ImportPage() {
  const dispatch = useAppDispatch();
  const state = useImportsSelector((root) => root.imports);
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  usePageTitle('Import');

  useEffect(() => {
    if (id === undefined) {
      // Back at /import (the Back button, or 'Choose another file'): the page asks for a file again.
      if (state.step !== 'choose' && state.step !== 'reading') dispatch(importReset());
    } else if (state.importId !== id && state.step !== 'reading') {
      dispatch(importOpened(id));
    }
  }, [id, state.importId, state.step, dispatch]);

  const choosing = state.step === 'choose' || state.step === 'reading';
  const startAgain = () => navigate('/import');

  return (
    <div className="page import-page">
      <div className="app-container import-page__inner">
        <h1 className="page__title">Import from Letterboxd or IMDb</h1>
        {choosing && (id === undefined || state.step === 'reading') && (
          <Card className="import-card">
            <p>
              Upload the .zip Letterboxd gives you (Settings, Import &amp; Export, Export your data), one of its CSV files, or your IMDb
              ratings CSV. You can check every match before anything is added.
            </p>
            <ul className="import-card__notes">
              <li>Each diary entry becomes an entry of your diary, with its rating and review; imported entries are private.</li>
              <li>A film you marked watched without a diary entry is dated the day you added it on Letterboxd.</li>
              <li>Your Letterboxd watchlist becomes a new watchlist, &lsquo;Letterboxd watchlist&rsquo;, as far as your plan allows.</li>
            </ul>
            <FileInput
              large
              fill
              disabled={state.step === 'reading'}
              text={state.step === 'reading' ? 'Reading your file…' : 'Choose a .zip or .csv file…'}
              buttonText="Browse"
              inputProps={{ accept: '.zip,.csv,application/zip,text/csv', 'aria-label': 'Export file' }}
              onInputChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) dispatch(importFileChosen({ file, name: file.name }));
              }}
            />
            {state.step === 'reading' && <Spinner className="import-card__spinner" size={24} aria-label="Reading your file" />}
            {state.error && (
              <Callout className="import-card__error" intent="danger" icon="error" role="alert">
                {state.error}
              </Callout>
            )}
          </Card>
        )}
        {id !== undefined && (state.step === 'loading' || (state.step === 'choose' && state.importId !== id)) && (
          <Spinner className="import-card__spinner" size={32} aria-label="Opening your import" />
        )}
        {state.step === 'missing' && (
          <Card className="import-card" aria-labelledby="import-missing-draft-title">
            <h2 id="import-missing-draft-title" className="import-card__title">
              Import not found
            </h2>
            <Callout className="import-card__error" intent="warning" icon="warning-sign" role="alert">
              {state.error}
            </Callout>
            <div className="import-actions">
              <LinkButton large intent="primary" icon="import" href="/import" text="Start a new import" />
            </div>
          </Card>
        )}
        {(state.step === 'review' || state.step === 'applying') && state.draft && <Review onAgain={startAgain} />}
        {state.step === 'done' && state.summary && <Done summary={state.summary} onAgain={startAgain} />}
      </div>
    </div>
  );
}

function Review({ onAgain }: { onAgain: () => void }) {
  const dispatch = useAppDispatch();
  const state = useImportsSelector((root) => root.imports);
  const draft = state.draft!;
  const count = titlesToImport(state);
  return (
    <>
      <Card className="import-card" aria-labelledby="import-counts-title">
        <h2 id="import-counts-title" className="import-card__title">
          What we found
        </h2>
        <div className="import-counts">
          <Tag large minimal intent="success" icon="tick">
            {draft.counts.matched} matched
          </Tag>
          <Tag large minimal intent="warning" icon="help">
            {draft.counts.uncertain} to review
          </Tag>
          <Tag large minimal icon="cross">
            {draft.counts.notFound} not in our catalog
          </Tag>
        </div>
      </Card>
      {draft.uncertain.length > 0 && (
        <Card className="import-card" aria-labelledby="import-review-title">
          <h2 id="import-review-title" className="import-card__title">
            To review
          </h2>
          <ol className="import-rows">
            {draft.uncertain.map((row) => (
              <li key={row.row} className="import-row">
                <RadioGroup
                  label={
                    <span>
                      <strong>{row.title}</strong>
                      {yearOf(row.year)} <span className="import-row__file">from {FILE_NAMES[row.file]}</span>
                    </span>
                  }
                  selectedValue={state.choices[row.row] ?? ''}
                  onChange={(event) => dispatch(matchChosen({ row: row.row, movieId: event.currentTarget.value || null }))}
                >
                  {row.candidates.map((candidate) => (
                    <Radio key={candidate.movieId} value={candidate.movieId} label={`Use ${candidate.title} (${candidate.year})`} />
                  ))}
                  <Radio value="" label="Skip" />
                </RadioGroup>
              </li>
            ))}
          </ol>
        </Card>
      )}
      {draft.notFound.length > 0 && (
        <Card className="import-card" aria-labelledby="import-missing-title">
          <h2 id="import-missing-title" className="import-card__title">
            Not in our catalog
          </h2>
          <ul className="import-missing">
            {draft.notFound.map((row) => (
              <li key={row.row}>
                {row.title}
                {yearOf(row.year)} <span className="import-row__file">from {FILE_NAMES[row.file]}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <div className="import-actions">
        <Button large text="Choose another file" onClick={onAgain} disabled={state.step === 'applying'} />
        <Button
          intent="primary"
          large
          icon="import"
          loading={state.step === 'applying'}
          disabled={count === 0}
          text={`Import ${count} ${count === 1 ? 'title' : 'titles'}`}
          onClick={() => dispatch(importConfirmed())}
        />
      </div>
    </>
  );
}

function Done({ summary, onAgain }: { summary: ImportSummaryView; onAgain: () => void }) {
  return (
    <Card className="import-card" aria-labelledby="import-done-title">
      <h2 id="import-done-title" className="import-card__title">
        Imported
      </h2>
      <ul className="import-card__notes">
        <li>
          {summary.entries} {summary.entries === 1 ? 'entry' : 'entries'} added to your diary.
        </li>
        {summary.watchlistAdded > 0 && (
          <li>
            {summary.watchlistAdded} {summary.watchlistAdded === 1 ? 'title' : 'titles'} added to &lsquo;Letterboxd watchlist&rsquo;.
          </li>
        )}
        {summary.watchlistLeftOut > 0 && (
          <li>
            {summary.watchlistLeftOut === 1 ? '1 watchlist title' : `${summary.watchlistLeftOut} watchlist titles`} did not fit your
            plan&apos;s limits and {summary.watchlistLeftOut === 1 ? 'was' : 'were'} left out. Upgrade to PRO for unlimited watchlists and
            titles.
          </li>
        )}
        {summary.skipped > 0 && (
          <li>
            {summary.skipped === 1 ? '1 row was' : `${summary.skipped} rows were`} skipped (not in our catalog, skipped in review, or
            without a usable date).
          </li>
        )}
      </ul>
      <div className="import-actions">
        <Button large text="Import another file" onClick={onAgain} />
        {summary.watchlistId && <LinkButton large href={`/watchlist/${summary.watchlistId}`} text="Open the watchlist" icon="list" />}
        <LinkButton large href="/diary" intent="primary" text="Open your diary" icon="book" />
      </div>
    </Card>
  );
}
