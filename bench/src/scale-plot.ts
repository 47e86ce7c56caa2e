import { escapeHtml } from '@more-ai/platform/mail/escape-html';

/** One measure of `npm run bench scale` at each size of the log. */
export interface ScaleSeries {
  name: string;
  unit: string;
  /** A rate: it costs more as it falls. A latency costs more as it grows. */
  higherIsBetter: boolean;
  /** Events in the log → the measure there; the smallest size is what the others are compared with. */
  values: { size: number; value: number }[];
}

/** Pixels: the whole picture, the plot inside it, and the legend to its right. */
const WIDTH = 900;
const HEIGHT = 440;
const PLOT = { left: 72, top: 56, width: 520, height: 300 };
const LEGEND_X = PLOT.left + PLOT.width + 36;
/** How far the first and last sizes sit inside the plot's edges. */
const INSET = 28;
/** The goal of issue 14: every figure within twice its cost at the smallest size. */
export const GOAL_RATIO = 2;
/** Colours told apart with colour-blindness too (Okabe and Ito), one per measure. */
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000', '#999999'];

/**
 * How much dearer a measure is at a size than at the smallest: ×1 the same, ×2 twice the latency,
 * or half the rate. Undefined without a value at the smallest size.
 */
export function costRatio(series: ScaleSeries, value: number): number | undefined {
  const first = [...series.values].sort((a, b) => a.size - b.size)[0];
  if (!first || first.value <= 0 || value <= 0) return undefined;
  return series.higherIsBetter ? first.value / value : value / first.value;
}

/**
 * The plot of the scale benchmark as SVG: the log's size on a log scale across, and each measure's
 * cost relative to its own value at the smallest size up, on a log scale too (so ×½ and ×2 are
 * equally far from ×1). Between ×1 and the goal, ×2, is a shaded band, with the goal dashed.
 * Everything is drawn here, in the SVG itself: no font or script is fetched.
 */
export function scalePlotSvg(series: readonly ScaleSeries[], title: string): string {
  const sizes = [...new Set(series.flatMap((s) => s.values.map((v) => v.size)))].sort((a, b) => a - b);
  const points = series.map((s) =>
    [...s.values]
      .sort((a, b) => a.size - b.size)
      .flatMap((v) => {
        const ratio = costRatio(s, v.value);
        return ratio === undefined ? [] : [{ ...v, ratio }];
      }),
  );
  const ratios = points.flat().map((p) => p.ratio);
  // Whole powers of two, always showing ×½ to ×4 at least, so the band reads the same on every run.
  const low = Math.floor(Math.log2(Math.min(0.5, ...ratios)));
  const high = Math.ceil(Math.log2(Math.max(4, ...ratios)));
  const smallest = Math.log10(sizes[0] ?? 1);
  const largest = Math.log10(sizes.at(-1) ?? 10);
  const x = (size: number) => PLOT.left + INSET + ((Math.log10(size) - smallest) / (largest - smallest || 1)) * (PLOT.width - 2 * INSET);
  const y = (ratio: number) => PLOT.top + PLOT.height - ((Math.log2(ratio) - low) / (high - low)) * PLOT.height;
  const px = (n: number) => n.toFixed(1);

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${PLOT.left}" y="28" font-size="16" font-weight="bold">${escapeHtml(title)}</text>`,
    // The goal: the band a measure stays in when it costs at most twice what it did at the smallest size.
    `<rect class="goal-band" x="${PLOT.left}" y="${px(y(GOAL_RATIO))}" width="${PLOT.width}" height="${px(y(1) - y(GOAL_RATIO))}" fill="#e6f4ea"/>`,
  ];
  for (let power = low; power <= high; power += 1) {
    const ratio = 2 ** power;
    parts.push(
      `<line x1="${PLOT.left}" x2="${PLOT.left + PLOT.width}" y1="${px(y(ratio))}" y2="${px(y(ratio))}" stroke="${ratio === 1 ? '#888888' : '#e0e0e0'}"/>`,
      `<text x="${PLOT.left - 8}" y="${px(y(ratio) + 4)}" text-anchor="end">×${ratioLabel(ratio)}</text>`,
    );
  }
  parts.push(
    `<line class="goal" x1="${PLOT.left}" x2="${PLOT.left + PLOT.width}" y1="${px(y(GOAL_RATIO))}" y2="${px(y(GOAL_RATIO))}" stroke="#2e7d32" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    `<text x="${PLOT.left + PLOT.width - 4}" y="${px(y(GOAL_RATIO) - 5)}" text-anchor="end" fill="#2e7d32">goal: ×${GOAL_RATIO} at most</text>`,
  );
  for (const size of sizes) {
    parts.push(
      `<line x1="${px(x(size))}" x2="${px(x(size))}" y1="${PLOT.top}" y2="${PLOT.top + PLOT.height}" stroke="#e0e0e0"/>`,
      `<text x="${px(x(size))}" y="${PLOT.top + PLOT.height + 18}" text-anchor="middle">${sizeLabel(size)}</text>`,
    );
  }
  parts.push(
    `<rect x="${PLOT.left}" y="${PLOT.top}" width="${PLOT.width}" height="${PLOT.height}" fill="none" stroke="#444444"/>`,
    `<text x="${PLOT.left + PLOT.width / 2}" y="${PLOT.top + PLOT.height + 42}" text-anchor="middle">events in the log (log scale)</text>`,
    `<text x="${PLOT.left}" y="${HEIGHT - 10}" fill="#555555">A latency is shown divided by its value at ${sizeLabel(sizes[0] ?? 0)}; a rate, its value at ${sizeLabel(sizes[0] ?? 0)} divided by it.</text>`,
    `<text transform="translate(18 ${PLOT.top + PLOT.height / 2}) rotate(-90)" text-anchor="middle">cost against the first size (log scale)</text>`,
  );

  if (sizes.length > 0)
    parts.push(`<text x="${WIDTH - 12}" y="${PLOT.top + 8}" text-anchor="end" fill="#555555">at ${sizeLabel(sizes.at(-1)!)}</text>`);
  series.forEach((s, index) => {
    const colour = COLOURS[index % COLOURS.length]!;
    const line = points[index]!;
    parts.push(
      `<polyline class="measure" fill="none" stroke="${colour}" stroke-width="2" points="${line.map((p) => `${px(x(p.size))},${px(y(p.ratio))}`).join(' ')}"/>`,
    );
    for (const p of line) {
      const tip = `${s.name} at ${sizeLabel(p.size)} events: ${valueLabel(p.value)} ${s.unit} (×${p.ratio.toFixed(2)})`;
      parts.push(
        `<circle cx="${px(x(p.size))}" cy="${px(y(p.ratio))}" r="3.5" fill="${colour}"><title>${escapeHtml(tip)}</title></circle>`,
      );
    }
    const last = line.at(-1);
    const legendY = PLOT.top + 28 + index * 22;
    parts.push(
      `<line x1="${LEGEND_X}" x2="${LEGEND_X + 22}" y1="${legendY}" y2="${legendY}" stroke="${colour}" stroke-width="3"/>`,
      `<text x="${LEGEND_X + 30}" y="${legendY + 4}">${escapeHtml(s.name)}</text>`,
      `<text x="${WIDTH - 12}" y="${legendY + 4}" text-anchor="end">${last ? `×${last.ratio.toFixed(2)}` : '-'}</text>`,
    );
  });
  parts.push('</svg>', '');
  return parts.join('\n');
}

/** 10k, 100k, 1M: how the sizes are spoken of. */
export function sizeLabel(size: number): string {
  if (size >= 1_000_000) return `${+(size / 1_000_000).toFixed(1)}M`;
  if (size >= 1_000) return `${+(size / 1_000).toFixed(1)}k`;
  return String(size);
}

function ratioLabel(ratio: number): string {
  return ratio >= 1 ? String(ratio) : `1/${1 / ratio}`;
}

function valueLabel(value: number): string {
  return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1);
}
