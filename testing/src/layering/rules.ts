import type { ImportEdge } from './imports';

/**
 * ARCHITECTURE.md, "Dependencies point one way": what each production workspace may import besides
 * itself. Events and contracts at the bottom (events may use contracts' shared vocabulary), platform
 * on them, then command-api, projections and processes; read-api may also use the projectors'
 * query modules; the UI sees only contracts; only launcher composes the services.
 */
export const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  contracts: [],
  events: ['contracts'],
  platform: ['contracts', 'events'],
  'command-api': ['contracts', 'events', 'platform'],
  projections: ['contracts', 'events', 'platform'],
  processes: ['contracts', 'events', 'platform'],
  'read-api': ['contracts', 'events', 'platform', 'projections'],
  ui: ['contracts'],
  launcher: ['contracts', 'events', 'platform', 'command-api', 'projections', 'processes', 'read-api'],
};

/** Specs and the test support folders may import anything; production code never imports them. */
export function isTestCode(file: string): boolean {
  return /\.spec\.tsx?$/.test(file) || /^(testing|e2e|bench)\//.test(file);
}

export function workspaceOf(file: string): string {
  return file.split('/')[0]!;
}

/** Why an import breaks the layering, or undefined when it is allowed. */
export function forbiddenBecause(edge: ImportEdge): string | undefined {
  if (!edge.ours) return undefined;
  if (edge.to === undefined) return `'${edge.specifier}' does not resolve to a file of ours`;
  if (isTestCode(edge.from)) return undefined;
  if (isTestCode(edge.to)) return 'production code imports test code';
  const from = workspaceOf(edge.from);
  const to = workspaceOf(edge.to);
  const allowed = MAY_IMPORT[from];
  if (from === to) return undefined;
  if (!allowed) return `${from}/ has no place in the layering (add it to MAY_IMPORT)`;
  return allowed.includes(to) ? undefined : `${from}/ may import only ${allowed.length ? allowed.join(', ') : 'itself'}, not ${to}/`;
}

/** A read-model table by its schema: `rm_movies.movies`. */
const READ_MODEL_TABLE = /\brm_[a-z_]+\.[a-z_]+/g;

/**
 * The read-model tables a file names where it should not: the read-api maps HTTP to the
 * projectors' query modules and names no table of theirs (ARCHITECTURE: a projector owns its
 * tables and the queries over them).
 */
export function tablesNamedOutOfPlace(file: string, source: string): string[] {
  if (workspaceOf(file) !== 'read-api' || isTestCode(file)) return [];
  return [...source.matchAll(READ_MODEL_TABLE)].map((match) => match[0]);
}
