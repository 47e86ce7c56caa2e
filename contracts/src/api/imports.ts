import { z } from 'zod';
import { Id } from '../text';
import { commandAnswer, ok, route } from './contract';

/** The largest file an import reads: a Letterboxd .zip or one CSV file. */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The name of the watchlist an import adds a Letterboxd watchlist to. */
export const IMPORTED_WATCHLIST_NAME = 'Letterboxd watchlist';
export const IMPORT_PREPARED = 'Your file is read: check the matches, then import';
/** An unknown import, or someone else's: the same answer, so no one learns another member's import exists. */
export const IMPORT_NOT_FOUND = 'Import not found';
export const importedMessage = (entries: number) => `Imported ${entries} ${entries === 1 ? 'title' : 'titles'} into your diary`;

const Candidate = z.object({ movieId: z.string(), title: z.string(), year: z.number().int() });
const RowView = z.object({
  /** The row's index in the import: what a decision names. */
  row: z.number().int(),
  file: z.enum(['diary', 'watched', 'ratings', 'watchlist', 'reviews', 'imdb']),
  title: z.string(),
  year: z.number().int().nullable(),
});

/** An import read and matched, waiting for the member's review. */
export const ImportDraftView = z.object({
  _id: z.string(),
  source: z.enum(['letterboxd', 'imdb']),
  counts: z.object({ matched: z.number().int(), uncertain: z.number().int(), notFound: z.number().int() }),
  /** Rows whose match is uncertain, each with the catalog titles it may be, the closest first. */
  uncertain: z.array(RowView.extend({ candidates: z.array(Candidate) })),
  notFound: z.array(RowView),
  /** Whether it holds a watchlist (added to a new watchlist, 'Letterboxd watchlist'). */
  hasWatchlist: z.boolean(),
});
export type ImportDraftView = z.infer<typeof ImportDraftView>;

/** A matched row as a draft shows it (the command side's rows carry more: dates, ratings, reviews). */
export interface DraftRow {
  file: z.infer<typeof RowView>['file'];
  title: string;
  year: number | null;
  status: 'matched' | 'uncertain' | 'not-found';
  candidates: z.infer<typeof Candidate>[];
}

/**
 * The review of an import's rows: what the upload answers and what reading the import back answers,
 * built the same way on both sides so a reloaded review shows the rows the upload showed.
 */
export function importDraftViewOf(importId: string, source: ImportDraftView['source'], rows: readonly DraftRow[]): ImportDraftView {
  const indexed = rows.map((row, index) => ({ row, index }));
  const view = ({ row, index }: { row: DraftRow; index: number }) => ({ row: index, file: row.file, title: row.title, year: row.year });
  return {
    _id: importId,
    source,
    counts: {
      matched: rows.filter((row) => row.status === 'matched').length,
      uncertain: rows.filter((row) => row.status === 'uncertain').length,
      notFound: rows.filter((row) => row.status === 'not-found').length,
    },
    uncertain: indexed.filter(({ row }) => row.status === 'uncertain').map((item) => ({ ...view(item), candidates: item.row.candidates })),
    notFound: indexed.filter(({ row }) => row.status === 'not-found').map(view),
    hasWatchlist: rows.some((row) => row.file === 'watchlist'),
  };
}

export const ImportSummaryView = z.object({
  entries: z.number().int(),
  watchlistId: z.string().nullable(),
  watchlistAdded: z.number().int(),
  watchlistLeftOut: z.number().int(),
  skipped: z.number().int(),
});
export type ImportSummaryView = z.infer<typeof ImportSummaryView>;

/** The most decisions one apply carries. */
export const DECISIONS_MAX = 5_000;

/** POST /api/imports/{importId}/apply: for uncertain rows, a candidate's movie id, or null to skip the row. */
export const ApplyImportInput = z.object({
  decisions: z
    .array(
      z.object({
        row: z.number({ error: 'Row must be a whole number' }).int('Row must be a whole number').min(0, 'Row must be a whole number'),
        movieId: Id('Movie id').nullable(),
      }),
      { error: 'Decisions must be a list' },
    )
    .max(DECISIONS_MAX, `At most ${DECISIONS_MAX} decisions`)
    .default([]),
});
export type ApplyImportInput = z.output<typeof ApplyImportInput>;

const TAG = 'Imports';
const ByImport = z.object({ importId: Id('Import id') });

export const prepareImport = route({
  method: 'post',
  path: '/api/imports',
  operationId: 'prepareImport',
  summary:
    'Read a Letterboxd export (the .zip, as application/zip; or one of its CSV files, as text/csv with ?file=diary.csv) or an IMDb ratings CSV, and match it to the catalog. Nothing is added until it is applied',
  tag: TAG,
  access: 'user',
  request: { query: z.object({ file: z.string().max(100, 'File name is too long').optional() }) },
  responses: {
    201: ok('Read and matched', commandAnswer({ message: z.string(), import: ImportDraftView })),
    404: 'The account is gone',
  },
});

export const applyImport = route({
  method: 'post',
  path: '/api/imports/{importId}/apply',
  operationId: 'applyImport',
  summary:
    'Add an import to the diary (and its watchlist to a new watchlist, as far as the plan allows), with the choices made for its uncertain rows; applying again adds nothing',
  tag: TAG,
  access: 'user',
  request: { params: ByImport, body: ApplyImportInput },
  responses: {
    200: ok('Applied (or applied before)', commandAnswer({ message: z.string(), summary: ImportSummaryView })),
    404: 'No such import of yours',
  },
});

/** GET /api/imports/{importId}: the draft again (a reloaded review), and what applying it added once it is applied. */
export const ImportView = z.object({ import: ImportDraftView, applied: ImportSummaryView.nullable() });
export type ImportView = z.infer<typeof ImportView>;

export const getImport = route({
  method: 'get',
  path: '/api/imports/{importId}',
  operationId: 'getImport',
  summary: 'One of your imports: its rows as matched for review, and what it added once applied',
  tag: TAG,
  access: 'user',
  request: { params: ByImport },
  responses: {
    200: ok('The import', ImportView),
    404: 'No such import of yours',
  },
});

export const importContracts = [prepareImport, getImport, applyImport];
