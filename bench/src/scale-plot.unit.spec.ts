import { expect } from 'chai';
import { costRatio, scalePlotSvg, sizeLabel, type ScaleSeries } from './scale-plot';

const latency: ScaleSeries = {
  name: 'GET <feed> & more p95',
  unit: 'ms',
  higherIsBetter: false,
  values: [
    { size: 1_000_000, value: 30 },
    { size: 10_000, value: 10 },
    { size: 100_000, value: 15 },
  ],
};
const rate: ScaleSeries = {
  name: 'replay',
  unit: 'events/s',
  higherIsBetter: true,
  values: [
    { size: 10_000, value: 8000 },
    { size: 100_000, value: 8000 },
    { size: 1_000_000, value: 2000 },
  ],
};

/** The x and y of every point of each polyline, in the order drawn. */
function polylines(svg: string): [number, number][][] {
  return [...svg.matchAll(/<polyline[^>]* points="([^"]*)"/g)].map((match) =>
    match[1]!.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]),
  );
}

/** Every tag opened is closed, in order, and every `&` starts an entity: what an XML parser insists on. */
function wellFormed(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name!);
    else if (open.pop() !== name) return false;
  }
  const strayAmpersand = /&(?!(amp|lt|gt|quot|#39);)/.test(svg);
  return open.length === 0 && !strayAmpersand && !/<[^>]*</.test(svg);
}

describe('the scale plot', () => {
  const svg = scalePlotSvg([latency, rate], 'How cost grows <with> the log');

  it('draws one line per measure, a point for each size', () => {
    const lines = polylines(svg);
    expect(lines).to.have.length(2);
    expect(lines.map((line) => line.length)).to.deep.equal([3, 3]);
    expect(svg.match(/<circle /g)).to.have.length(6);
  });

  it('places the sizes by their logarithm: 10k to 100k is as far as 100k to 1M, smallest on the left', () => {
    const [x10k, x100k, x1M] = polylines(svg)[0]!.map(([x]) => x);
    expect(x10k).to.be.below(x100k!);
    expect(x100k! - x10k!).to.be.closeTo(x1M! - x100k!, 0.2);
    expect(svg).to.include('>10k</text>').and.include('>100k</text>').and.include('>1M</text>');
  });

  it('measures each line against its own first size, a falling rate as a rising cost', () => {
    expect(costRatio(latency, 30)).to.equal(3);
    expect(costRatio(rate, 2000)).to.equal(4);
    const [feed, replay] = polylines(svg);
    // Both start at ×1; the feed ends at ×3, the replay at ×4: higher up, as dearer.
    expect(feed![0]![1]).to.equal(replay![0]![1]);
    expect(replay![2]![1]).to.be.below(feed![2]![1]);
    expect(svg).to.include('×4.00</text>');
  });

  it('draws the goal as a dashed line at ×2, the top of the shaded band from ×1', () => {
    const goal = /<line class="goal"[^>]* y1="([\d.]+)"[^>]*stroke-dasharray/.exec(svg);
    expect(goal, 'the dashed goal line').to.not.equal(null);
    const band = /<rect class="goal-band"[^>]* y="([\d.]+)"[^>]* height="([\d.]+)"/.exec(svg)!;
    expect(Number(band[1])).to.equal(Number(goal![1]));
    // The feed's line stays at ×1 at its first point, the bottom of the band.
    expect(Number(band[1]) + Number(band[2])).to.be.closeTo(polylines(svg)[0]![0]![1], 0.2);
    expect(svg).to.include('goal: ×2 at most');
  });

  it('escapes the title and the measures’ names', () => {
    expect(svg).to.include('How cost grows &lt;with&gt; the log');
    expect(svg).to.include('GET &lt;feed&gt; &amp; more p95');
    expect(svg).to.not.include('<feed>');
  });

  it('is well-formed SVG that fetches nothing', () => {
    expect(svg).to.match(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" /);
    expect(wellFormed(svg)).to.equal(true);
    expect(svg).to.not.match(/href|@import|url\(/);
  });

  it('speaks of sizes as 10k, 100k and 1M', () => {
    expect([10_000, 100_000, 1_000_000, 2_500_000, 640].map(sizeLabel)).to.deep.equal(['10k', '100k', '1M', '2.5M', '640']);
  });
});
