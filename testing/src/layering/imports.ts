import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

/** One import of one of our files: what it names and the file of ours it resolves to, if any. */
export interface ImportEdge {
  from: string;
  specifier: string;
  /** Repo-relative path; undefined for a package or node: module, or an import of ours that does not resolve. */
  to: string | undefined;
  ours: boolean;
}

const SOURCE = /\.(ts|tsx)$/;
const SCOPE = '@more-ai/';

/** Every .ts and .tsx file under `folders` (repo-relative), without dependencies and builds. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    const absolute = path.join(root, folder);
    if (!existsSync(absolute)) return;
    for (const entry of readdirSync(absolute)) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      const relative = path.posix.join(folder, entry);
      if (statSync(path.join(root, relative)).isDirectory()) walk(relative);
      else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) found.push(relative);
    }
  };
  for (const folder of folders) walk(folder);
  return found.sort();
}

/**
 * The imports of one file, type-only ones included (a type from the wrong layer couples the layers
 * just the same): static imports, re-exports, and import() with a literal name.
 */
export function importsOf(root: string, file: string): ImportEdge[] {
  const program = parseSync(readFileSync(path.join(root, file), 'utf8'), {
    syntax: 'typescript',
    tsx: file.endsWith('.tsx'),
    decorators: true,
  });
  const specifiers: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const item = node as {
      type?: string;
      source?: { value?: unknown };
      callee?: { type?: string };
      arguments?: { expression?: { type?: string; value?: unknown } }[];
    };
    const named = item.type === 'ImportDeclaration' || item.type === 'ExportAllDeclaration' || item.type === 'ExportNamedDeclaration';
    if (named && typeof item.source?.value === 'string') specifiers.push(item.source.value);
    const argument = item.arguments?.[0]?.expression;
    if (
      item.type === 'CallExpression' &&
      item.callee?.type === 'Import' &&
      argument?.type === 'StringLiteral' &&
      typeof argument.value === 'string'
    )
      specifiers.push(argument.value);
    for (const value of Object.values(node)) visit(value);
  };
  visit(program.body);
  return specifiers.map((specifier) => {
    const ours = specifier.startsWith(SCOPE) || specifier.startsWith('.');
    return { from: file, specifier, ours, to: ours ? resolve(root, file, specifier) : undefined };
  });
}

// Workspaces export './*' as './src/*.ts' and '.' as './src/index.ts' (each package.json "exports").
function resolve(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith(SCOPE)) {
    const [workspace, ...rest] = specifier.slice(SCOPE.length).split('/');
    base = path.posix.join(workspace!, 'src', rest.length ? rest.join('/') : 'index');
  } else {
    base = path.posix.join(path.posix.dirname(from), specifier);
  }
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile());
}
