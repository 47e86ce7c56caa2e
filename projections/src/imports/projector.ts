import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { AccountDeleted, ImportApplied, ImportPrepared } from '@more-ai/events/catalog/index';
import { ImportDraftView, importDraftViewOf, ImportSummaryView, type DraftRow } from '@more-ai/contracts/api/imports';
import { storableText } from '@more-ai/platform/consumers/storable';
import { defineProjector } from '../runner/projector';
import { importsMigrations } from './migrations';

type Prepared = RecordedEventOf<typeof ImportPrepared>;
type Applied = RecordedEventOf<typeof ImportApplied>;
type Deleted = RecordedEventOf<typeof AccountDeleted>;

/**
 * Read model `rm_imports.drafts`: each member's imports as their review shows them (GET
 * /api/imports/{importId}), so a review survives a reload, and what applying one added. A deleted
 * account's imports go, and an import that raced the deletion makes none. Every payload is checked
 * before it is stored: an event whose ids, rows or summary are malformed is passed over, so no
 * input can stop the projector.
 */
export const importsProjector = defineProjector({
  name: 'imports',
  schema: 'rm_imports',
  migrations: importsMigrations,
  // Runs of one type keep the order: an import prepared, then applied, then its account deleted ends up gone.
  on: { ImportPrepared: recordDrafts, ImportApplied: recordApplied, AccountDeleted: forgetAccounts },
});

/** The draft an upload answered, rebuilt from the event; undefined when the event cannot make one. */
export function draftOf(data: Prepared['data']): ImportDraftView | undefined {
  if (typeof data.importId !== 'string' || typeof data.rows !== 'string') return undefined;
  try {
    // The rows are JSON inside a string: its escapes may spell what PostgreSQL cannot store (U+0000, a
    // lone surrogate), so each text read from it is made storable as the runner makes events' own.
    const rows = JSON.parse(data.rows, (_key, value: unknown) => (typeof value === 'string' ? storableText(value) : value)) as DraftRow[];
    if (!Array.isArray(rows)) return undefined;
    const draft = ImportDraftView.safeParse(importDraftViewOf(data.importId, data.source, rows));
    return draft.success ? draft.data : undefined;
  } catch {
    // Rows that are not JSON, or not rows: no draft.
    return undefined;
  }
}

async function recordDrafts(events: readonly Prepared[], trx: Knex.Transaction): Promise<void> {
  const userIds = [...new Set(events.map((event) => event.data.userId).filter((userId) => typeof userId === 'string'))];
  const deleted = new Set((await trx('deleted_accounts').whereIn('user_id', userIds).pluck('user_id')) as string[]);
  const rows = events.flatMap(({ data }) => {
    const draft = draftOf(data);
    if (!draft || typeof data.userId !== 'string' || deleted.has(data.userId)) return [];
    return [{ import_id: data.importId, user_id: data.userId, draft: JSON.stringify(draft), applied: null }];
  });
  // An import is prepared once; a replayed event changes nothing.
  if (rows.length > 0) await trx('drafts').insert(rows).onConflict('import_id').ignore();
}

async function recordApplied(events: readonly Applied[], trx: Knex.Transaction): Promise<void> {
  for (const { data } of events) {
    const summary = ImportSummaryView.safeParse(data);
    if (!summary.success || typeof data.importId !== 'string' || typeof data.userId !== 'string') continue;
    await trx('drafts')
      .where({ import_id: data.importId, user_id: data.userId })
      .update({ applied: JSON.stringify(summary.data) });
  }
}

async function forgetAccounts(events: readonly Deleted[], trx: Knex.Transaction): Promise<void> {
  const userIds = events.map((event) => event.data.userId).filter((userId) => typeof userId === 'string');
  if (userIds.length === 0) return;
  await trx('deleted_accounts')
    .insert(userIds.map((user_id) => ({ user_id })))
    .onConflict('user_id')
    .ignore();
  await trx('drafts').whereIn('user_id', userIds).delete();
}
