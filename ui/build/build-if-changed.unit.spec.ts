import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sourcesHash } from './build-if-changed';

describe('the hash that tells npm start whether to build the UI', () => {
  let base: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };
  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'ui-sources-'));
    write('src/App.tsx', 'export const App = 1;');
    write('src/deep/view.ts', 'export const view = 2;');
    write('index.html', '<div id="root"></div>');
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('stays the same while nothing changes, and ignores specs and missing inputs', () => {
    const before = sourcesHash(base, ['src', 'index.html', 'no-such-dir']);
    expect(sourcesHash(base, ['src', 'index.html'])).to.equal(before);
    write('src/App.unit.spec.ts', 'it()');
    write('src/deep/view.e2e.spec.tsx', 'it()');
    expect(sourcesHash(base, ['src', 'index.html'])).to.equal(before);
  });

  it('changes with a file changed, added or renamed, in a folder or named alone', () => {
    const before = sourcesHash(base, ['src', 'index.html']);
    write('src/deep/view.ts', 'export const view = 3;');
    const edited = sourcesHash(base, ['src', 'index.html']);
    expect(edited).to.not.equal(before);
    write('src/deep/other.ts', '');
    const added = sourcesHash(base, ['src', 'index.html']);
    expect(added).to.not.equal(edited);
    write('index.html', '<div id="app"></div>');
    expect(sourcesHash(base, ['src', 'index.html'])).to.not.equal(added);
    // The same bytes under another name.
    const named = sourcesHash(base, ['src']);
    rmSync(path.join(base, 'src/deep/other.ts'));
    write('src/deep/renamed.ts', '');
    expect(sourcesHash(base, ['src'])).to.not.equal(named);
  });
});
