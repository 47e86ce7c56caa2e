import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

const CHARSET = '<meta charset="UTF-8" />';

/**
 * Puts src/theme-boot.ts in the head of every page as a classic script, so it runs before the first
 * paint: a module script would run after it. Built on its own (a few hundred bytes, no package) and
 * named by its content like every asset. The page's security policy allows scripts of its own origin
 * only, so it is a file rather than inline.
 */
export function themeBootScript(): Plugin {
  let config: ResolvedConfig;
  let fileName = '';
  return {
    name: 'theme-boot-script',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      const output = (await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          lib: { entry: path.resolve(config.root, 'src/theme-boot.ts'), formats: ['iife'], name: 'themeBoot' },
        },
      })) as Rollup.RollupOutput[];
      const code = output[0]!.output[0].code;
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `${config.build.assetsDir}/theme-boot-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      // Right after the character set: before the stylesheet, whose download a script after it would wait for.
      handler: (html) => {
        if (!html.includes(CHARSET)) throw new Error(`index.html has no ${CHARSET} to put the theme script after`);
        return html.replace(CHARSET, `${CHARSET}\n    <script src="${config.base}${fileName}"></script>`);
      },
    },
  };
}
