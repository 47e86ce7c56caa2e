import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Router from '@koa/router';
import { API_CONTRACTS } from '@more-ai/contracts/api/index';
import { openApiDocument } from '@more-ai/contracts/api/openapi';
import { NotFound } from '@more-ai/platform';

const SWAGGER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** The files of swagger-ui-dist the page loads; nothing else of the package is served. */
const SWAGGER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'application/javascript',
  'favicon-32x32.png': 'image/png',
};

// The stock index.html starts Swagger UI from an inline script, which our Content-Security-Policy
// (script-src 'self') refuses: the page loads this file instead.
const INITIALIZER = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout' });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>MoRe AI API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/initializer.js"></script>
  </body>
</html>
`;

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document of every /api route, generated from the contracts)
 * and /api/docs, the API reference page: Swagger UI served from our own origin, no CDN.
 */
export function apiDocsRoutes(): Router {
  const router = new Router();
  let document: Record<string, unknown> | undefined;

  router.get('/api/openapi.json', (ctx) => {
    document ??= openApiDocument(API_CONTRACTS, {
      title: 'MoRe AI API',
      version: '0.1.0',
      description:
        'Movie recommendations, favorites, watchlists and follows. GETs are answered by the read-api, every other method by the command-api.',
    });
    ctx.body = document;
  });

  router.get('/api/docs', (ctx) => {
    ctx.type = 'text/html';
    ctx.body = PAGE;
  });

  router.get('/api/docs/:file', (ctx) => {
    const file = ctx.params.file!;
    if (file === 'initializer.js') {
      ctx.type = 'application/javascript';
      ctx.body = INITIALIZER;
      return;
    }
    const type = SWAGGER_FILES[file];
    if (!type) throw new NotFound('No such file', 'NOT_FOUND');
    ctx.type = type;
    ctx.body = createReadStream(path.join(SWAGGER_DIR, file));
  });

  return router;
}
