import { expect } from 'chai';
import { flameGraphSvg, frameName, frameTree, type CpuProfile } from './flame-graph';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

/** root → a → (b, b again under another node id, c); samples: a ×1, b ×2 + ×1, c ×1, idle ×5. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 6] },
    { id: 2, callFrame: frame('handle', 'file:///work/app/read-api/src/app.ts', 41), children: [3, 4, 5] },
    { id: 3, callFrame: frame('query', 'file:///work/app/node_modules/knex/lib/client.js', 9) },
    { id: 4, callFrame: frame('query', 'file:///work/app/node_modules/knex/lib/client.js', 9) },
    { id: 5, callFrame: frame('', 'node:internal/streams/writable', 3) },
    { id: 6, callFrame: frame('(idle)') },
  ],
  samples: [2, 3, 3, 4, 5, 6, 6, 6, 6, 6],
};

describe('flame graphs of CPU profiles', () => {
  it('merges the same function called from the same place and counts what runs under each frame', () => {
    const root = frameTree(profile);
    expect(root.samples).to.equal(10);
    expect(root.children.map((child) => [child.name, child.samples])).to.deep.equal([
      ['(idle)', 5],
      ['handle (read-api/src/app.ts:42)', 5],
    ]);
    expect(root.children[1]!.children.map((child) => [child.name, child.samples])).to.deep.equal([
      ['(anonymous) (node:internal/streams/writable:4)', 1],
      ['query (knex)', 3],
    ]);
  });

  it('names packages by package, the project by its path, and Node by its module', () => {
    expect(frameName(frame('verify', 'file:///x/node_modules/@koa/router/dist/index.mjs', 5))).to.equal('verify (@koa/router)');
    expect(frameName(frame('run', 'file:///somewhere/main/platform/src/auth/tokens.ts', 9))).to.equal(
      'run (platform/src/auth/tokens.ts:10)',
    );
    expect(frameName(frame('(program)'))).to.equal('(program)');
  });

  it('draws each frame as wide as its share, with its share in its tooltip', () => {
    const svg = flameGraphSvg(profile, 'Read <path> & more');
    expect(svg).to.match(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200"/);
    expect(svg).to.include('Read &lt;path&gt; &amp; more (10 samples)');
    expect(svg).to.include('<title>(root): 100.0%</title><rect x="0.0" y="0" width="1200.0"');
    expect(svg).to.include('<title>query (knex): 30.0%</title><rect x="720.0" y="-34" width="360.0"');
    expect(svg).to.include('<title>handle (read-api/src/app.ts:42): 50.0%</title>');
  });
});
