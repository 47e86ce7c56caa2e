import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import Koa from 'koa';
import { parse } from 'yaml';
import { securityHeaders, settingsOf, type ServiceName } from '@more-ai/platform';

// No Docker engine runs in the test run, so these read the deployment files the way Docker Compose,
// the image build and nginx would, and check them against the code they deploy.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
const isFile = (file: string) => existsSync(path.join(repo, file)) && statSync(path.join(repo, file)).isFile();

// ---- docker-compose.yml ----

interface Service {
  image?: string;
  build?: { context?: string; dockerfile?: string; target?: string };
  environment?: Record<string, string | number | boolean | null>;
  ports?: (string | { published?: string | number; target?: number })[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: Record<string, { condition?: string }>;
  restart?: string;
  deploy?: { replicas?: number };
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const service = (name: string): Service => compose.services[name] ?? expect.fail(`no service ${name}`);
const environmentOf = (name: string) => Object.fromEntries(Object.entries(service(name).environment ?? {}).map(([k, v]) => [k, String(v)]));

/** What compose makes of `${NAME}`, `${NAME:?error}` and `${NAME:-default}`, given a value for every NAME. */
const interpolate = (value: string) => value.replace(/\$\{([A-Z0-9_]+)[^}]*\}/g, (_, name: string) => `sample-${name.toLowerCase()}`);

const apps: { name: ServiceName; port: number; health: string }[] = [
  { name: 'command-api', port: 3001, health: '/health' },
  { name: 'read-api', port: 3002, health: '/api/health' },
  { name: 'projections', port: 3003, health: '/health' },
  { name: 'processes', port: 3004, health: '/health' },
];

// ---- Dockerfile and .dockerignore ----

interface Instruction {
  keyword: string;
  args: string;
  workdir: string;
}
interface Stage {
  base?: Stage;
  instructions: Instruction[];
}

function parseDockerfile(text: string): Map<string, Stage> {
  const stages = new Map<string, Stage>();
  let current: Stage | undefined;
  let workdir = '/';
  for (const line of text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [, from = '', name = from] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      const base = stages.get(from);
      workdir = base?.instructions.at(-1)?.workdir ?? '/';
      current = { base, instructions: [] };
      stages.set(name, current);
      continue;
    }
    if (keyword.toUpperCase() === 'WORKDIR') workdir = path.posix.resolve(workdir, args);
    current?.instructions.push({ keyword: keyword.toUpperCase(), args, workdir });
  }
  return stages;
}
const stages = parseDockerfile(read('Dockerfile'));
const stage = (name: string): Stage => stages.get(name) ?? expect.fail(`Dockerfile has no stage ${name}`);
const lineage = (s: Stage): Instruction[] => [...(s.base ? lineage(s.base) : []), ...s.instructions];
const words = (args: string): string[] => (args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/));

function copyOf({ args, workdir }: Instruction) {
  const all = words(args);
  const from = all.find((w) => w.startsWith('--from='))?.slice('--from='.length);
  const paths = all.filter((w) => !w.startsWith('--'));
  return { from, sources: paths.slice(0, -1), dest: paths.at(-1)!, workdir };
}
const copies = (instructions: Instruction[]) => instructions.filter((i) => i.keyword === 'COPY').map(copyOf);

/** Where a repo file lands in the image built from these instructions (the last COPY of it wins). */
function imagePathOf(file: string, instructions: Instruction[]): string | undefined {
  let found: string | undefined;
  for (const { from, sources, dest, workdir } of copies(instructions)) {
    if (from) continue;
    const target = path.posix.resolve(workdir, dest);
    for (const source of sources.map((s) => s.replace(/\/$/, ''))) {
      if (statSync(path.join(repo, source)).isDirectory()) {
        if (source === '.' || file.startsWith(`${source}/`)) found = path.posix.join(target, path.posix.relative(source, file));
      } else if (file === source) {
        found = dest.endsWith('/') || sources.length > 1 ? path.posix.join(target, path.posix.basename(source)) : target;
      }
    }
  }
  return found;
}

const dockerignore = read('.dockerignore')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
function globToRegExp(glob: string): RegExp {
  const escaped = glob.split('/').map((part) =>
    part === '**'
      ? '\0'
      : part
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')
          .replace(/\?/g, '[^/]'),
  );
  return new RegExp(`^${escaped.join('/').replace(/\0\//g, '(?:.*/)?').replace(/\0/g, '.*')}$`);
}
/** .dockerignore: a pattern matches a path or one of its folders; the last matching line decides. */
function keptOutOfBuild(file: string): boolean {
  let ignored = false;
  for (const line of dockerignore) {
    const pattern = globToRegExp(line.replace(/^!/, '').replace(/^\/|\/$/g, ''));
    const parts = file.split('/');
    if (parts.some((_, k) => pattern.test(parts.slice(0, k + 1).join('/')))) ignored = !line.startsWith('!');
  }
  return ignored;
}

// ---- The source the images run ----

const rootManifest = JSON.parse(read('package.json')) as { workspaces: string[] };
const workspaces = new Map(
  rootManifest.workspaces.map((folder) => [(JSON.parse(read(`${folder}/package.json`)) as { name: string }).name, folder]),
);

/** Resolves as tsx and Vite do here; undefined for npm packages and Node built-ins. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else {
    const [scope, name, ...rest] = specifier.split('/');
    const folder = workspaces.get(`${scope}/${name}`);
    if (!folder) return undefined;
    base = `${folder}/src/${rest.length ? rest.join('/') : 'index'}`;
  }
  base = base.replace(/\?.*$/, '');
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(isFile);
  return found ?? expect.fail(`${from} imports ${specifier}, which does not exist`);
}

/** Every repo file the roots load at run time (type-only imports are erased, so they are not followed). */
function importGraph(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of read(file).matchAll(
      /\b(import|export)\s+(type\s)?[^'";]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g,
    )) {
      if (match[2]) continue;
      const target = resolveImport(file, (match[3] ?? match[4])!);
      if (target) queue.push(target);
    }
  }
  return seen;
}

/** Environment variables the files read besides the configuration module: `process.env.X` and `process.env['X']`. */
function environmentReadBy(files: Iterable<string>): string[] {
  const names = new Set<string>();
  for (const file of [...files].filter((f) => /\.tsx?$/.test(f))) {
    for (const m of read(file).matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) names.add((m[1] ?? m[2])!);
  }
  return [...names].sort();
}

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(path.join(repo, folder), { recursive: true, encoding: 'utf8' })
    .map((f) => `${folder}/${f.split(path.sep).join('/')}`)
    .filter((f) => !/(^|\/)(node_modules|dist)\//.test(f) && /\.tsx?$/.test(f) && !/\.spec\.tsx?$/.test(f));
}

/** The entry file a service's image runs (its CMD), and every file that entry loads. */
function entryOf(target: string): string {
  const cmd =
    lineage(stage(target))
      .filter((i) => i.keyword === 'CMD')
      .at(-1) ?? expect.fail(`stage ${target} has no CMD`);
  return words(cmd.args).find((w) => w.endsWith('.ts')) ?? expect.fail(`CMD of ${target} runs no TypeScript file`);
}

// ---- deploy/nginx.conf ----

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}
function parseNginx(text: string): Directive[] {
  const tokens = text.match(/#[^\n]*|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[{};]|[^\s{};"'#]+/g) ?? [];
  let i = 0;
  const block = (): Directive[] => {
    const out: Directive[] = [];
    let statement: string[] = [];
    while (i < tokens.length) {
      const token = tokens[i++]!;
      if (token.startsWith('#')) continue;
      if (token === '}') return out;
      if (token === ';' || token === '{') {
        out.push({ name: statement[0]!, args: statement.slice(1), ...(token === '{' ? { block: block() } : {}) });
        statement = [];
      } else statement.push(token.replace(/^(["'])([\s\S]*)\1$/, '$2'));
    }
    return out;
  };
  return block();
}
const nginx = parseNginx(read('deploy/nginx.conf'));
const server = nginx.find((d) => d.name === 'server')?.block ?? expect.fail('nginx.conf has no server');
const directive = (block: Directive[], name: string) => block.find((d) => d.name === name);

/** The location nginx picks for a path: an exact match, else the longest prefix (this config has no regex locations). */
function locationFor(uri: string): Directive[] {
  const locations = server.filter((d) => d.name === 'location' && !d.args[0]!.startsWith('@'));
  expect(
    locations.filter((l) => l.args[0] === '~' || l.args[0] === '~*'),
    'regex locations (teach locationFor their order)',
  ).to.be.empty;
  const exact = locations.find((l) => l.args[0] === '=' && l.args[1] === uri);
  const prefixes = locations.filter((l) => l.args[0] !== '=' && uri.startsWith(l.args.at(-1)!));
  const chosen = exact ?? prefixes.sort((a, b) => b.args.at(-1)!.length - a.args.at(-1)!.length)[0];
  return chosen?.block ?? expect.fail(`no location serves ${uri}`);
}

/** The `upstream` block a proxied URL names, if it names one. */
function upstreamBlock(url: URL): Directive[] | undefined {
  return nginx.find((d) => d.name === 'upstream' && d.args[0] === url.host)?.block;
}

/** Where a request is proxied, following `proxy_pass $variable` through its `map`, and an upstream to its server. */
function upstreamFor(method: string, uri: string): URL {
  const target = directive(locationFor(uri), 'proxy_pass')?.args[0] ?? expect.fail(`${uri} is not proxied`);
  let url = new URL(target.startsWith('$') ? mapped(target, method) : target);
  const servers = upstreamBlock(url)?.filter((d) => d.name === 'server');
  if (servers) {
    expect(servers, url.host).to.have.length(1);
    url = new URL(`${url.protocol}//${servers[0]!.args[0]}`);
  }
  return url;
}

function mapped(variable: string, method: string): string {
  const map = nginx.find((d) => d.name === 'map' && d.args[1] === variable) ?? expect.fail(`no map sets ${variable}`);
  expect(map.args[0]).to.equal('$request_method');
  const entry = map.block!.find((d) => d.name === method) ?? map.block!.find((d) => d.name === 'default');
  return entry!.args[0]!;
}

/** Headers a location adds, reading each `include` from the file the Dockerfile copies there. */
function addedHeaders(block: Directive[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const d of block) {
    if (d.name === 'add_header') headers[d.args[0]!.toLowerCase()] = d.args[1]!;
    if (d.name === 'include') {
      const included = copies(lineage(stage('proxy'))).find((c) => path.posix.resolve(c.workdir, c.dest) === d.args[0]);
      Object.assign(headers, addedHeaders(parseNginx(read(included?.sources[0] ?? expect.fail(`nothing copied to ${d.args[0]}`)))));
    }
  }
  return headers;
}

async function responseHeaders(app: Koa): Promise<Headers> {
  app.use((ctx) => void (ctx.body = 'ok'));
  const listening = http.createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  try {
    return (await fetch(`http://127.0.0.1:${(listening.address() as AddressInfo).port}/`)).headers;
  } finally {
    listening.close();
  }
}

describe('docker-compose.yml: the production shape', () => {
  it('runs the event store, PostgreSQL 17, Mailpit, the four services and the proxy', () => {
    expect(Object.keys(compose.services)).to.have.members([
      'eventstore',
      'postgres',
      'mailpit',
      'command-api',
      'read-api',
      'projections',
      'processes',
      'proxy',
    ]);
    expect(service('eventstore').image).to.match(/(kurrent|eventstore)[^:]*:\S+$/);
    expect(service('postgres').image).to.match(/^postgres:17([.-]|$)/);
    expect(service('mailpit').image).to.match(/^axllent\/mailpit(:|$)/);
    for (const name of [...apps.map((a) => a.name), 'proxy']) {
      expect(service(name).build, name).to.include({ context: '.', dockerfile: 'Dockerfile', target: name });
      stage(name);
    }
  });

  it('runs two replicas of every app service against the same stores', () => {
    for (const { name } of apps) expect(service(name).deploy?.replicas, name).to.equal(2);
  });

  it('publishes the app at http://localhost:3000 through the proxy only, on the port nginx listens on', () => {
    const listen = Number(directive(server, 'listen')?.args[0]);
    expect(service('proxy').ports).to.deep.equal([`3000:${listen}`]);
    for (const { name } of apps) expect(service(name).ports, name).to.equal(undefined);
  });

  it('gives every service a health check; each app service probes its own health route on its PORT', () => {
    for (const [name, s] of Object.entries(compose.services)) {
      expect(s.healthcheck?.disable, name).to.not.equal(true);
      expect([s.healthcheck?.test ?? []].flat().slice(1).join(' '), name).to.match(/\S/);
    }
    for (const { name, port, health } of apps) {
      expect(environmentOf(name).PORT).to.equal(String(port));
      expect([service(name).healthcheck!.test].flat().join(' ')).to.contain(`:${port}${health}'`);
    }
  });

  it('starts a service only once what it needs is healthy, and restarts it when it fails', () => {
    for (const [name, s] of Object.entries(compose.services)) {
      expect(s.restart, name).to.be.oneOf(['always', 'unless-stopped', 'on-failure']);
      for (const [needed, { condition }] of Object.entries(s.depends_on ?? {}))
        expect(condition, `${name} -> ${needed}`).to.equal('service_healthy');
    }
    for (const { name } of apps) expect(service(name).depends_on).to.include.keys('postgres', 'eventstore');
    expect(service('read-api').depends_on).to.include.keys('command-api', 'projections');
    expect(service('proxy').depends_on).to.include.keys('command-api', 'read-api');
  });

  it('points every app service at the postgres and eventstore services, with secrets taken from the environment', () => {
    const postgres = environmentOf('postgres');
    expect(postgres.POSTGRES_PASSWORD).to.match(/^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
    for (const { name } of apps) {
      const env = environmentOf(name);
      const database = new URL(interpolate(env.DATABASE_URL!));
      expect([database.protocol, database.hostname, database.port || '5432'], name).to.deep.equal(['postgres:', 'postgres', '5432']);
      expect([database.username, database.password, database.pathname]).to.deep.equal([
        postgres.POSTGRES_USER,
        interpolate(postgres.POSTGRES_PASSWORD!),
        `/${postgres.POSTGRES_DB}`,
      ]);
      const eventstore = new URL(env.EVENTSTORE_URL!);
      expect([eventstore.protocol, eventstore.hostname, eventstore.port], name).to.deep.equal(['esdb:', 'eventstore', '2113']);
      expect(env.PII_MASTER_KEY, name).to.match(/^\$\{PII_MASTER_KEY:\?[^}]+\}$/);
      expect(new URL(env.SMTP_URL!).host, name).to.equal('mailpit:1025');
      expect(env.MAIL_FROM, name).to.match(/\S/);
    }
    expect(environmentOf('read-api').COMMAND_API_URL).to.equal(`http://command-api:${environmentOf('command-api').PORT}`);
  });

  it('sets every environment variable the code of each service reads', () => {
    for (const { name } of apps) {
      const code = importGraph([entryOf(name)]);
      // Guards the scan itself: every service reads its settings through the one configuration module.
      expect(code, name).to.include('platform/src/config.ts');
      const needed = [...settingsOf(name), ...environmentReadBy(code)];
      expect(needed, name).to.include.members(['PORT', 'DATABASE_URL', 'EVENTSTORE_URL', 'PII_MASTER_KEY', 'LOG_LEVEL']);
      expect(Object.keys(environmentOf(name)), name).to.include.members(needed);
    }
  });
});

describe('Dockerfile: one build for every image', () => {
  it('copies only paths that exist and that .dockerignore lets into the build', () => {
    const sources = [...stages.values()]
      .flatMap((s) => copies(s.instructions))
      .filter((c) => !c.from)
      .flatMap((c) => c.sources);
    expect(sources).to.not.be.empty;
    for (const source of sources) {
      expect(existsSync(path.join(repo, source)), source).to.equal(true);
      expect(keptOutOfBuild(source.replace(/\/$/, '')), source).to.equal(false);
    }
    expect(keptOutOfBuild('.env')).to.equal(true);
    expect(keptOutOfBuild('events/node_modules/x/index.js')).to.equal(true);
  });

  it('installs from the lockfile with every workspace manifest in place', () => {
    const withInstall = [...stages.values()].find((s) => s.instructions.some((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args)));
    const before = lineage(withInstall ?? expect.fail('no stage runs npm ci'));
    const upToInstall = before.slice(
      0,
      before.findIndex((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args)),
    );
    const workdir = upToInstall.at(-1)!.workdir;
    for (const file of ['package.json', 'package-lock.json', ...rootManifest.workspaces.map((w) => `${w}/package.json`)]) {
      expect(imagePathOf(file, upToInstall), file).to.equal(path.posix.join(workdir, file));
    }
  });

  it("puts every file a service loads where the service's command runs it from", () => {
    for (const { name } of apps) {
      const instructions = lineage(stage(name));
      const workdir = instructions.at(-1)!.workdir;
      for (const file of importGraph([entryOf(name)])) {
        expect(imagePathOf(file, instructions), `${name}: ${file}`).to.equal(path.posix.join(workdir, file));
        expect(keptOutOfBuild(file), `${name}: ${file}`).to.equal(false);
      }
    }
  });

  it('builds the UI with every file it imports, and serves what it built', () => {
    const build = stage('ui-build').instructions.find((i) => i.keyword === 'RUN' && /npm run \S+ -w \S+/.test(i.args))!;
    const [, script, workspace] = /npm run (\S+) -w (\S+)/.exec(build.args)!;
    const folder = workspaces.get(workspace!) ?? expect.fail(`no workspace ${workspace}`);
    expect((JSON.parse(read(`${folder}/package.json`)) as { scripts: Record<string, string> }).scripts).to.have.property(script!);
    const instructions = lineage(stage('ui-build'));
    for (const file of importGraph(sourceFilesUnder(folder))) {
      expect(imagePathOf(file, instructions), file).to.equal(path.posix.join(build.workdir, file));
      expect(keptOutOfBuild(file), file).to.equal(false);
    }
    const served = copies(stage('proxy').instructions).find((c) => c.from === 'ui-build');
    expect(served?.sources).to.deep.equal([path.posix.join(build.workdir, folder, 'dist')]);
    expect(directive(server, 'root')?.args[0]).to.equal(served?.dest);
  });
});

describe('deploy/nginx.conf: the proxy', () => {
  it('sends GET and HEAD under /api to the read-api and every other method to the command-api', () => {
    const at = (name: string) => `${name}:${environmentOf(name).PORT}`;
    for (const method of ['GET', 'HEAD']) expect(upstreamFor(method, '/api/plans').host, method).to.equal(at('read-api'));
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(upstreamFor(method, '/api/recommendations/recommend').host, method).to.equal(at('command-api'));
  });

  it('spreads API requests over every replica, following replicas as they come and go', () => {
    for (const method of ['GET', 'POST']) {
      const upstream = upstreamBlock(new URL(mapped('$api_backend', method))) ?? expect.fail(`${method} goes to no upstream`);
      // `resolve` re-asks Docker's DNS (every address of the service's replicas); it needs a shared zone and a resolver.
      expect(directive(upstream, 'server')?.args, method).to.include('resolve');
      expect(directive(upstream, 'zone'), method).to.not.equal(undefined);
    }
    expect(nginx.find((d) => d.name === 'resolver')?.args[0]).to.equal('127.0.0.11');
  });

  it('serves the built UI, falling back to index.html for client-side routes', () => {
    expect(directive(locationFor('/watchlists/42'), 'proxy_pass')).to.equal(undefined);
    expect(directive(locationFor('/watchlists/42'), 'try_files')?.args.at(-1)).to.equal('/index.html');
    expect(directive(locationFor('/assets/index-abc123.js'), 'try_files')?.args.at(-1)).to.equal('=404');
  });

  it('serves / from the landing page the UI build rendered, never cached without asking again', () => {
    expect(directive(locationFor('/'), 'try_files')?.args).to.deep.equal(['/landing.html', '/index.html']);
    expect(directive(locationFor('/'), 'add_header')?.args).to.deep.equal(['Cache-Control', 'no-cache']);
    expect(directive(locationFor('/login'), 'try_files')?.args.at(-1)).to.equal('/index.html');
  });

  it('forwards the client address, scheme and request id, bounds request bodies and compresses', () => {
    const forwarded = locationFor('/api/plans')
      .filter((d) => d.name === 'proxy_set_header')
      .map((d) => d.args[0]!.toLowerCase());
    expect(forwarded).to.include.members(['x-forwarded-for', 'x-forwarded-proto', 'x-request-id']);
    const [, size, unit = ''] = /^(\d+)([kKmM]?)$/.exec(directive(server, 'client_max_body_size')!.args[0]!)!;
    const bytes = Number(size) * ({ k: 1024, m: 1024 ** 2 }[unit.toLowerCase()] ?? 1);
    // At least the command-api's own 64 kB limit, so it answers oversized commands itself.
    expect(bytes).to.be.within(64 * 1024, 10 * 1024 ** 2);
    expect(directive(server, 'gzip')?.args).to.deep.equal(['on']);
  });

  it("sends the build's precompressed files, caching hashed assets for good and index.html never", () => {
    expect(directive(server, 'gzip_static')?.args).to.deep.equal(['on']);
    expect(directive(server, 'gzip_vary')?.args).to.deep.equal(['on']);
    // brotli_static needs ngx_brotli, which the official nginx image used for the proxy does not have.
    const proxyImage = /^FROM\s+(\S+)\s+AS\s+proxy$/im.exec(read('Dockerfile'))?.[1] ?? expect.fail('the Dockerfile has no proxy stage');
    if (proxyImage.startsWith('nginx:')) expect(directive(server, 'brotli_static'), proxyImage).to.equal(undefined);
    expect(addedHeaders(locationFor('/assets/index-abc123.js'))).to.include({ 'cache-control': 'public, max-age=31536000, immutable' });
    for (const uri of ['/', '/watchlists/42']) expect(addedHeaders(locationFor(uri)), uri).to.include({ 'cache-control': 'no-cache' });
  });

  it('compresses proxied API JSON over 1 kB only', () => {
    expect(directive(server, 'gzip_proxied')?.args).to.deep.equal(['any']);
    expect(directive(server, 'gzip_min_length')?.args).to.deep.equal(['1024']);
    expect(directive(server, 'gzip_types')?.args).to.include('application/json');
  });

  it('passes the live event tail through as it is written: proxied to the read-api, unbuffered, uncompressed', () => {
    const live = locationFor('/api/admin/events/live');
    expect(upstreamFor('GET', '/api/admin/events/live').host).to.equal(`read-api:${environmentOf('read-api').PORT}`);
    expect(directive(live, 'proxy_buffering')?.args).to.deep.equal(['off']);
    expect(directive(live, 'gzip')?.args).to.deep.equal(['off']);
    const forwarded = live.filter((d) => d.name === 'proxy_set_header').map((d) => d.args[0]!.toLowerCase());
    expect(forwarded).to.include.members(['x-forwarded-for', 'x-forwarded-proto', 'x-request-id']);
    // Everything else under /api keeps nginx's buffering.
    expect(directive(locationFor('/api/plans'), 'proxy_buffering')).to.equal(undefined);
  });

  it('gives UI pages the same security headers as the one-port launcher', async () => {
    const bare = await responseHeaders(new Koa());
    const secured = new Koa();
    secured.use(securityHeaders());
    const expected = Object.fromEntries([...(await responseHeaders(secured)).entries()].filter(([name]) => !bare.has(name)));
    expect(Object.keys(expected)).to.include('content-security-policy');
    for (const uri of ['/', '/watchlists/42', '/assets/index-abc123.js'])
      expect(addedHeaders(locationFor(uri)), uri).to.deep.include(expected);
  });
});
