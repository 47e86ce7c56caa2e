import path from 'node:path';
import { importMovies } from '@more-ai/command-api/catalog/import';
import { toMovieFacts } from '@more-ai/command-api/catalog/title';
import { readTitleFile, TitleFileError } from '@more-ai/command-api/catalog/title-file';
import { CommandHandler } from '@more-ai/command-api/pipeline/handle-command';
import { openEventLog } from '@more-ai/events/open';
import { connectToData } from '../data-connection';
import { readConfig } from '@more-ai/platform';

const USAGE = 'Usage: npm run catalog -- import <file.json|file.csv>   (the format: catalog/README.md)';

/**
 * `npm run catalog -- import <file>`: adds the titles of a JSON or CSV file in the catalog format
 * to the catalog, as the seed does for the bundled files. Every title is checked on its own: the
 * valid ones are imported, each refused one is listed with its row and problems (exit code 1).
 */
async function main(args: string[]): Promise<number> {
  const [command, file, ...extra] = args;
  if (command !== 'import' || !file || extra.length > 0) return fail(USAGE);
  // npm runs scripts from the repo root; a relative path means where the user typed it.
  const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const { titles, refused } = await readTitleFile(where);
  for (const { row, label, problems } of refused) console.error(`row ${row}${label ? ` (${label})` : ''}: ${problems}`);

  const data = await connectToData(readConfig());
  const events = await openEventLog(data);
  try {
    const summary = await importMovies(
      new CommandHandler(events.log),
      events.log,
      titles.map(({ title }) => toMovieFacts(title, 'import')),
      { metadata: { actor: 'system', correlationId: `catalog-import:${path.basename(where)}`, causationId: 'catalog-cli' } },
    );
    for (const title of summary.duplicates) console.error(`listed more than once, the last entry counts: ${title}`);
    console.log(
      `Imported ${path.basename(where)}: ${summary.cataloged} new, ${summary.revised} revised, ${summary.unchanged} unchanged, ${refused.length} refused`,
    );
    return refused.length > 0 ? 1 : 0;
  } finally {
    await events.close();
    await data.release();
  }
}

function fail(message: string): number {
  console.error(message);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error instanceof TitleFileError ? error.message : `catalog: ${error.message}`);
    process.exit(1);
  },
);
