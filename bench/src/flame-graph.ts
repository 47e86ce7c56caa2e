/** The parts of a V8 CPU profile (`.cpuprofile`, from the inspector or `node --cpu-prof`) a flame graph needs. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
}

/** A frame of the flame graph: one function on one path from the root, with the samples under it. */
export interface Frame {
  name: string;
  samples: number;
  children: Frame[];
}

/** Pixels: the graph's width, a row's height, and the narrowest frame drawn. Idle time stays in, as the share it is. */
const WIDTH = 1200;
const ROW = 17;
const MIN_PX = 0.5;

/** The profile as a tree of frames, children merged by name and sorted by name, as flame graphs are. */
export function frameTree(profile: CpuProfile): Frame {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map<number, number>();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const build = (id: number): Frame => {
    const node = byId.get(id)!;
    const children = new Map<string, Frame>();
    for (const child of (node.children ?? []).map(build)) {
      const same = children.get(child.name);
      if (same) merge(same, child);
      else children.set(child.name, child);
    }
    const list = [...children.values()].filter((child) => child.samples > 0).sort((a, b) => a.name.localeCompare(b.name));
    return {
      name: frameName(node.callFrame),
      samples: (counts.get(id) ?? 0) + list.reduce((sum, child) => sum + child.samples, 0),
      children: list,
    };
  };
  const root = profile.nodes.find((node) => node.callFrame.functionName === '(root)') ?? profile.nodes[0]!;
  return build(root.id);
}

function merge(into: Frame, from: Frame): void {
  into.samples += from.samples;
  for (const child of from.children) {
    const same = into.children.find((c) => c.name === child.name);
    if (same) merge(same, child);
    else into.children.push(child);
  }
  into.children.sort((a, b) => a.name.localeCompare(b.name));
}

/** `function (package or file:line)`, the package for code under node_modules, the path within the project otherwise. */
export function frameName({ functionName, url, lineNumber }: CpuProfile['nodes'][number]['callFrame']): string {
  const name = functionName || '(anonymous)';
  if (!url) return name;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `${name} (${pkg[1]})`;
  const file = url
    .replace(/^file:\/\//, '')
    .replace(/^.*?\/((?:events|contracts|platform|command-api|projections|processes|read-api|launcher|bench|testing)\/src\/)/, '$1');
  return `${name} (${file}:${lineNumber + 1})`;
}

/** An SVG flame graph of the profile: the root at the bottom, each frame as wide as its share of the samples. */
export function flameGraphSvg(profile: CpuProfile, title: string): string {
  const root = frameTree(profile);
  const rects: string[] = [];
  let depth = 0;
  const draw = (frame: Frame, x: number, level: number) => {
    const width = (frame.samples / root.samples) * WIDTH;
    if (width < MIN_PX) return;
    depth = Math.max(depth, level);
    const share = ((frame.samples / root.samples) * 100).toFixed(1);
    rects.push(
      `<g><title>${escape(frame.name)}: ${share}%</title><rect x="${x.toFixed(1)}" y="${-level * ROW}" width="${width.toFixed(1)}" height="${ROW - 1}" fill="${colour(frame.name)}"/>` +
        (width > 40 ? `<text x="${(x + 3).toFixed(1)}" y="${-level * ROW + 12}">${escape(fit(frame.name, width))}</text>` : '') +
        '</g>',
    );
    let childX = x;
    for (const child of frame.children) {
      draw(child, childX, level + 1);
      childX += (child.samples / root.samples) * WIDTH;
    }
  };
  draw(root, 0, 0);
  const height = (depth + 1) * ROW + 30;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 ${-depth * ROW - 30} ${WIDTH} ${height}" font-family="monospace" font-size="11">`,
    `<text x="0" y="${-depth * ROW - 12}" font-size="14">${escape(title)} (${root.samples.toLocaleString('en-US')} samples)</text>`,
    ...rects,
    '</svg>',
    '',
  ].join('\n');
}

/** Warm colours for the project's code, cool for packages, grey for Node and V8: stable per name. */
function colour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const shade = 55 + (hash % 30);
  if (/\((events|contracts|platform|command-api|projections|processes|read-api|launcher|bench|testing)\//.test(name))
    return `hsl(${15 + (hash % 30)}, 85%, ${shade}%)`;
  if (/\([@a-z0-9][^:)]*\)$/.test(name) && !name.includes('node:')) return `hsl(${190 + (hash % 40)}, 60%, ${shade}%)`;
  return `hsl(0, 0%, ${shade + 5}%)`;
}

function fit(text: string, width: number): string {
  const chars = Math.floor((width - 6) / 6.6);
  return text.length <= chars ? text : `${text.slice(0, Math.max(0, chars - 1))}…`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
