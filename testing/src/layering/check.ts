import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cyclesOf } from './cycles';
import { importsOf, sourceFiles, type ImportEdge } from './imports';
import { forbiddenBecause, isTestCode, tablesNamedOutOfPlace, workspaceOf } from './rules';

export interface LayeringReport {
  files: number;
  forbidden: { edge: ImportEdge; reason: string }[];
  fileCycles: string[][];
  workspaceCycles: string[][];
  /** Read-model tables named outside their projectors where only query modules may read them. */
  tableReads: { file: string; table: string }[];
}

/** Reads every workspace's sources under `root` and checks their imports against the layering. */
export function checkLayering(root: string): LayeringReport {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const files = sourceFiles(
    root,
    workspaces.map((workspace) => `${workspace}/src`),
  );
  const edges = files.flatMap((file) => importsOf(root, file));
  const forbidden = edges.flatMap((edge) => {
    const reason = forbiddenBecause(edge);
    return reason ? [{ edge, reason }] : [];
  });
  const fileGraph = graphOf(edges.filter((edge) => edge.to !== undefined).map((edge) => [edge.from, edge.to!]));
  const between = edges.filter((edge) => edge.to !== undefined && !isTestCode(edge.from) && !isTestCode(edge.to));
  const workspaceGraph = graphOf(
    between.map((edge): [string, string] => [workspaceOf(edge.from), workspaceOf(edge.to!)]).filter(([from, to]) => from !== to),
  );
  const tableReads = files.flatMap((file) =>
    tablesNamedOutOfPlace(file, readFileSync(path.join(root, file), 'utf8')).map((table) => ({ file, table })),
  );
  return { files: files.length, forbidden, fileCycles: cyclesOf(fileGraph), workspaceCycles: cyclesOf(workspaceGraph), tableReads };
}

function graphOf(pairs: readonly (readonly [string, string])[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [from, to] of pairs) {
    const targets = graph.get(from) ?? [];
    if (!targets.includes(to)) targets.push(to);
    graph.set(from, targets);
    if (!graph.has(to)) graph.set(to, []);
  }
  return graph;
}

/** `npm run check:deps`: lists each forbidden import and cycle, and fails when there is one. */
function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const report = checkLayering(root);
  for (const { edge, reason } of report.forbidden) console.log(`forbidden: ${edge.from} imports '${edge.specifier}': ${reason}`);
  for (const cycle of report.fileCycles) console.log(`file cycle: ${cycle.join(' -> ')}`);
  for (const cycle of report.workspaceCycles) console.log(`workspace cycle: ${cycle.join(' -> ')}`);
  for (const { file, table } of report.tableReads)
    console.log(`table read: ${file} names ${table}; ask the projector's query module instead`);
  const problems = report.forbidden.length + report.fileCycles.length + report.workspaceCycles.length + report.tableReads.length;
  console.log(
    `${report.files} files: ${report.forbidden.length} forbidden imports, ${report.fileCycles.length} file cycles, ${report.workspaceCycles.length} workspace cycles, ${report.tableReads.length} read-model tables named by the read-api`,
  );
  if (problems > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
