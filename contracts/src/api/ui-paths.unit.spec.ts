import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_CONTRACTS } from './index';
import { openApiDocument } from './openapi';

const UI_SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../ui/src');
/** The API client's base path: the UI's paths are relative to it. */
const BASE = '/api';

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(file);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Every `call(api.get, '/path')` (and api.plain.post, api.postFile, …) of the UI's sagas, with a path given as a
 * literal, a template (`/watchlist/${id}`, its parameters as `{}`) or a constant of the same file.
 */
function callsOf(source: string): { method: string; path: string }[] {
  const literal = "('[^']*'|`[^`]*`)";
  const constants = new Map([...source.matchAll(new RegExp(`const (\\w+) = ${literal};`, 'g'))].map((match) => [match[1]!, match[2]!]));
  return [...source.matchAll(/call\(api(?:\.plain)?\.(get|post|postFile|put|patch|delete), ('[^']*'|`[^`]*`|\w+)/g)].map((match) => {
    const given = constants.get(match[2]!) ?? match[2]!;
    // A file posted as it is is still a POST.
    const method = match[1] === 'postFile' ? 'post' : match[1]!;
    return { method, path: BASE + given.slice(1, -1).replace(/\$\{[^}]*\}/g, '{}') };
  });
}

describe('the paths the UI calls', () => {
  it('are all in the OpenAPI document, with their methods', () => {
    const document = openApiDocument(API_CONTRACTS, { title: 'MoRe AI API', version: 'test' }) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const declared = new Set(
      Object.entries(document.paths).flatMap(([pathname, operations]) =>
        Object.keys(operations).map((method) => `${method} ${pathname.replace(/\{[^}]+\}/g, '{}')}`),
      ),
    );
    const calls = sourcesOf(UI_SOURCES).flatMap((file) => callsOf(readFileSync(file, 'utf8')));
    expect(calls.length, 'the calls found in ui/src').to.be.greaterThan(25);
    const missing = calls.map(({ method, path: called }) => `${method} ${called}`).filter((call) => !declared.has(call));
    expect([...new Set(missing)]).to.deep.equal([]);
  });
});
