import Router from '@koa/router';
import getRawBody from 'raw-body';
import { unzipSync } from 'fflate';
import { v4 as uuidv4, v5 as uuidv5 } from 'uuid';
import {
  ApplyImportInput,
  applyImport,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_PREPARED,
  IMPORTED_WATCHLIST_NAME,
  importDraftViewOf,
  importedMessage,
  prepareImport,
} from '@more-ai/contracts/api/imports';
import type { GlobalPosition } from '@more-ai/events/position';
import { ApiError, Conflict, InvalidInput, parseInput, PlanLimitReached, validatePathIds } from '@more-ai/platform';
import { requireUser } from '@more-ai/platform/auth/middleware';
import { laterOf } from '../accounts/registration';
import { diaryDecider, latestToday } from '../diary/decide';
import type { CommandHandler } from '../pipeline/handle-command';
import { commandMetadata, respond } from '../pipeline/respond';
import { planLimitsOf } from '../plans/limits';
import type { ReadModelQueries } from '../read-models';
import { accountOf, signedIn } from '../watchlists/answers';
import { watchlistDecider } from '../watchlists/decide';
import { deletedAtGate } from '../watchlists/lifecycle-routes';
import { watchlistOwnerDecider } from '../watchlists/owner-gate';
import { importDecider, importedEntriesDecider, type ImportSummary } from './decide';
import { matchRow, planImport } from './matching';
import { letterboxdFileOf, looksLikeImdb, NOT_AN_EXPORT, parseImdb, parseLetterboxd } from './parse';
import type { ParsedImport } from './rows';

export const FILE_TOO_LARGE = `The file is larger than ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`;
export const ZIP_UNREADABLE = 'The .zip file cannot be read';
/** The most one CSV of a .zip may hold once inflated: a small .zip must not inflate into gigabytes. */
const INFLATED_MAX_BYTES = 50 * 1024 * 1024;
/** Diary entries logged per append: a big import is several bounded appends, each idempotent. */
const ENTRIES_PER_APPEND = 500;
const IMPORT_IDS = '3c9a1f7e-52d4-4b8a-9e61-0f7d2c4b8a15';

type Metadata = ReturnType<typeof commandMetadata>;

/**
 * One request of an apply issues several commands, some to the same stream; events' ids derive from
 * the Idempotency-Key and the stream, so each step carries a key of its own, derived from the request's.
 */
function stepOf(metadata: Metadata, step: string): Metadata {
  return metadata.idempotencyKey ? { ...metadata, idempotencyKey: `${metadata.idempotencyKey}:${step}` } : metadata;
}

export interface ImportRouteDependencies {
  commands: CommandHandler;
  reads: Pick<ReadModelQueries, 'titlesNearby' | 'movieViews'>;
}

/**
 * POST /api/imports: the raw file (a .zip or CSV text, not JSON), so it is routed before the JSON
 * body parser. It reads and matches the file and records the draft; nothing reaches the diary yet.
 */
export function importUploadRoutes({ commands, reads }: ImportRouteDependencies): Router {
  const router = new Router();
  router.post('/api/imports', requireUser(), async (ctx) => {
    const { file } = parseInput(prepareImport.request.query, ctx.query);
    const userId = signedIn(ctx);
    await accountOf(commands, userId);
    let raw: Buffer;
    try {
      raw = await getRawBody(ctx.req, { limit: IMPORT_FILE_MAX_BYTES, length: ctx.request.length });
    } catch (error) {
      if ((error as { type?: string }).type === 'entity.too.large') throw new ApiError(413, FILE_TOO_LARGE, 'FILE_TOO_LARGE');
      throw error;
    }
    const parsed = readUpload(raw, file);
    const nearby = await reads.titlesNearby(parsed.rows);
    const rows = parsed.rows.map((row, index) => matchRow(row, nearby[index] ?? []));
    const importId = uuidv4();
    const command = { type: 'PrepareImport', userId, importId, source: parsed.source, rows } as const;
    const result = await commands.handle(importDecider, importId, command, commandMetadata(ctx));
    const draft = importDraftViewOf(importId, result.state.source, result.state.rows);
    respond(ctx, 201, { message: IMPORT_PREPARED, import: draft }, result.position);
  });
  return router;
}

/** What an upload is: a Letterboxd .zip (by its first bytes), an IMDb ratings CSV (by its columns), or a Letterboxd CSV (by its name). */
export function readUpload(raw: Buffer, name: string | undefined): ParsedImport {
  if (raw.length === 0) throw new InvalidInput(NOT_AN_EXPORT, 'NOT_AN_EXPORT');
  if (raw.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return parseLetterboxd(unzipped(raw), true);
  const text = new TextDecoder('utf-8').decode(raw);
  if (looksLikeImdb(text)) return parseImdb(text);
  if (name !== undefined && letterboxdFileOf(name)) return parseLetterboxd(new Map([[name, text]]), false);
  throw new InvalidInput(NOT_AN_EXPORT, 'NOT_AN_EXPORT');
}

/** The CSV files at the top of a .zip, by name; folders (deleted/, likes/) and other files left unread. */
function unzipped(raw: Buffer): Map<string, string> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(raw, {
      filter: (entry) => letterboxdFileOf(entry.name) !== undefined && entry.originalSize <= INFLATED_MAX_BYTES,
    });
  } catch {
    throw new InvalidInput(ZIP_UNREADABLE, 'ZIP_UNREADABLE');
  }
  const decoder = new TextDecoder('utf-8');
  return new Map(Object.entries(files).map(([name, bytes]) => [name, decoder.decode(bytes)]));
}

/**
 * POST /api/imports/{importId}/apply. Applied within the request, in bounded steps that are each
 * idempotent: every entry's id derives from the import and its row, the watchlist's from the
 * import, so a retry (after a crash, or a double click) adds what is missing and nothing twice;
 * the import records what it added once.
 */
export function importRoutes({ commands, reads }: ImportRouteDependencies): Router {
  const router = validatePathIds(new Router(), applyImport.request.params.shape);
  router.post('/api/imports/:importId/apply', requireUser(), async (ctx) => {
    const { decisions } = parseInput(ApplyImportInput, ctx.request.body);
    const userId = signedIn(ctx);
    const importId = ctx.params.importId!;
    const metadata = commandMetadata(ctx);
    const reviewed = await commands.handle(
      importDecider,
      importId,
      { type: 'ReviewImport', userId, importId, decisions },
      stepOf(metadata, 'review'),
    );
    if (reviewed.state.applied) {
      respond(ctx, 200, { message: importedMessage(reviewed.state.applied.entries), summary: reviewed.state.applied }, undefined);
      return;
    }
    const account = await accountOf(commands, userId);
    const state = reviewed.state;
    const movieIds = [
      ...new Set(state.rows.flatMap((row) => [row.movieId, ...row.candidates.map((c) => c.movieId)]).filter((id) => id !== null)),
    ];
    const years = new Map((await reads.movieViews(movieIds)).map((movie) => [movie._id, movie.year]));
    const diary = (await commands.load(diaryDecider, userId)).state;
    const logged = new Set(Object.values(diary.entries).map((entry) => `${entry.movieId} ${entry.watchedOn}`));
    const plan = planImport(state.rows, {
      decisions: new Map(Object.entries(state.decisions).map(([row, movieId]) => [Number(row), movieId])),
      years,
      today: latestToday(new Date()),
      logged,
    });
    let position: GlobalPosition | undefined = reviewed.position;
    for (let start = 0; start < plan.entries.length; start += ENTRIES_PER_APPEND) {
      const entries = plan.entries.slice(start, start + ENTRIES_PER_APPEND).map(({ key, ...fields }) => ({
        entryId: uuidv5(`${importId} ${key}`, IMPORT_IDS),
        ...fields,
        visibility: 'private' as const,
      }));
      const logging = await commands.handle(
        importedEntriesDecider,
        userId,
        { type: 'LogImportedEntries', userId, entries },
        stepOf(metadata, `entries:${start}`),
      );
      position = laterOf(position, logging.position);
    }
    const watchlist = await addWatchlist(commands, { userId, importId, plan: account.plan, movieIds: plan.watchlist }, metadata);
    position = laterOf(position, watchlist.position);
    const summary: ImportSummary = {
      entries: plan.entries.length,
      watchlistId: watchlist.watchlistId,
      watchlistAdded: watchlist.added,
      watchlistLeftOut: plan.watchlist.length - watchlist.added,
      skipped: plan.skipped,
    };
    const applied = await commands.handle(
      importDecider,
      importId,
      { type: 'RecordImportApplied', userId, importId, summary },
      stepOf(metadata, 'applied'),
    );
    position = laterOf(position, applied.position);
    const recorded = applied.state.applied ?? summary;
    respond(ctx, 200, { message: importedMessage(recorded.entries), summary: recorded }, position);
  });
  return router;
}

/**
 * The import's watchlist ('Letterboxd watchlist'): opened at the owner's gate like any new list (so
 * the plan's number of watchlists holds), then its titles added one by one until the plan's limit
 * of titles per list; what does not fit is left out and counted.
 */
async function addWatchlist(
  commands: CommandHandler,
  { userId, importId, plan, movieIds }: { userId: string; importId: string; plan: 'free' | 'pro'; movieIds: string[] },
  metadata: Metadata,
): Promise<{ watchlistId: string | null; added: number; position: GlobalPosition | undefined }> {
  if (movieIds.length === 0) return { watchlistId: null, added: 0, position: undefined };
  const watchlistId = uuidv5(`${importId} watchlist`, IMPORT_IDS);
  const limits = await planLimitsOf(commands, plan);
  let position: GlobalPosition | undefined;
  try {
    const deleted = await deletedAtGate(commands, userId, limits.limited_watchlists);
    const opened = await commands.handle(
      watchlistOwnerDecider,
      userId,
      { type: 'OpenWatchlist', userId, watchlistId, limit: limits.limited_watchlists, deleted },
      stepOf(metadata, 'watchlist-open'),
    );
    const create = {
      type: 'CreateWatchlist',
      watchlistId,
      userId,
      plan,
      name: IMPORTED_WATCHLIST_NAME,
      description: '',
      isPrivate: false,
    } as const;
    const created = await commands.handle(watchlistDecider, watchlistId, create, stepOf(metadata, 'watchlist-create'));
    position = laterOf(opened.position, created.position);
  } catch (error) {
    if (error instanceof PlanLimitReached) return { watchlistId: null, added: 0, position };
    throw error;
  }
  let added = 0;
  for (const movieId of movieIds) {
    try {
      const result = await commands.handle(
        watchlistDecider,
        watchlistId,
        { type: 'AddMovie', userId, movieId, moviesPerWatchlist: limits.movies_per_watchlist },
        stepOf(metadata, `watchlist-add:${movieId}`),
      );
      position = laterOf(position, result.position);
      added += 1;
    } catch (error) {
      if (error instanceof PlanLimitReached) break;
      // Added by an earlier try of this import.
      if (error instanceof Conflict && error.code === 'MOVIE_ALREADY_IN_WATCHLIST') added += 1;
      else throw error;
    }
  }
  return { watchlistId, added, position };
}
