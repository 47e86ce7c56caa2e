import type { Knex } from 'knex';
import type { ImportView } from '@more-ai/contracts/api/imports';

/** `userId`'s import `importId`, or undefined when there is none of theirs (someone else's reads as none). */
export async function importOf(db: Knex, userId: string, importId: string): Promise<ImportView | undefined> {
  const row: { draft: ImportView['import']; applied: ImportView['applied'] } | undefined = await db('rm_imports.drafts')
    .where({ import_id: importId, user_id: userId })
    .first('draft', 'applied');
  return row && { import: row.draft, applied: row.applied };
}
