import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the server may send compressed; woff2 and images are compressed already and only grow. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|ttf|otf|eot|woff)$/;
/** A smaller file fits in a packet or two either way, and the .br beside it is not worth a lookup. */
const MINIMUM_BYTES = 1024;

/** Every file under `folder`, at any depth. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes file.br (brotli at its best quality) and file.gz (gzip level 9) beside each text file of the
 * build, so the server sends the smaller one a browser accepts without compressing on every request.
 * A compressed copy that is not smaller than the file is not written.
 */
export async function precompress(folder: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const files = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.test(file));
  for (const file of files) {
    if ((await stat(file)).size < MINIMUM_BYTES) continue;
    const raw = await readFile(file);
    const [brotlied, gzipped] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (brotlied.length < raw.length) await writeFile(`${file}.br`, brotlied);
    if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
    totals.files += 1;
    totals.bytes += raw.length;
    totals.brotliBytes += Math.min(brotlied.length, raw.length);
  }
  return totals;
}

/**
 * Runs after everything is written (closeBundle), so it also covers files other plugins write beside
 * the bundle, such as the icon paths.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      // A failed build leaves nothing worth serving.
      if (error) return;
      const { files, bytes, brotliBytes } = await precompress(outDir);
      const kilobytes = (n: number) => `${(n / 1000).toFixed(1)} kB`;
      this.info(`${files} files compressed: ${kilobytes(bytes)} raw, ${kilobytes(brotliBytes)} brotli`);
    },
  };
}
