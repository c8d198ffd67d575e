import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendRouteMiss } from './errors';

const ONE_YEAR_S = 31_536_000;

/**
 * Serves stored uploads under /uploads and the built web app with history fallback:
 * any GET that is not an API call and not a file answers index.html, so deep links work.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance) => {
  const uploadsDir = join(app.config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: ONE_YEAR_S * 1000,
    index: false,
  });

  const webRoot = app.config.webDistDir;
  const hasWeb = existsSync(join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (vite.config.ts): sent to browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, path) {
        const hashedAsset = path.includes('/assets/');
        response.setHeader(
          'cache-control',
          hashedAsset ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache',
        );
        // A shared cache must not hand the .br copy to a client that cannot read it.
        response.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // Files that are not there (an API path, an upload, a fingerprinted asset from another build) are a
    // real 404; everything else is a client-side route of the web app.
    const isFile = ['/api/', '/uploads/', '/assets/'].some((prefix) => request.url.startsWith(prefix));
    if (!isFile && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
    }
    return sendRouteMiss(app, request, reply);
  });
});
