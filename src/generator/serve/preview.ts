// docgen serve: a preview server for a built site with the production URL rules (the same as the
// nginx.conf the build writes): /java/X serves X.html; /java/X.html, /java/X/index.html and
// /java/X/ redirect to /java/X; anything else answers 404 with the site's not-found page. Hashed
// assets are cached for a year, everything else is revalidated; every answer carries the site's
// security headers; text files are sent gzipped to clients that accept it, as a production host
// would. Never serves files outside the output folder.
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import express from 'express';
import { cacheControlFor, CACHE_REVALIDATE } from '../emit/headers.ts';
import { keepQuery, siteRequest, UNSERVED_PATHS } from '../../shared/urls.ts';
import { DocgenError, problem } from '../errors.ts';

export interface PreviewOptions {
  dir: string;
  baseUrl: string;
  port: number;
  host: string;
  /** Headers sent with every answer (the site's security headers). */
  headers?: Record<string, string>;
}

/** Maps a request path to a file of the built site, a redirect, or nothing (the URL rules of shared/urls.ts). */
export function resolveRequest(dir: string, baseUrl: string, urlPath: string): { file: string } | { redirect: string; status?: 301 | 302 } | null {
  const request = siteRequest(baseUrl, urlPath);
  if (request.kind === 'redirect') return request.status === 301 ? { redirect: request.location } : { redirect: request.location, status: request.status };
  if (request.kind !== 'inside' || UNSERVED_PATHS.includes(request.rel)) return null;
  const rel = request.rel;
  const root = path.resolve(dir);
  const candidates = rel === '' ? ['index.html'] : [rel, `${rel}.html`];
  for (const c of candidates) {
    const file = path.resolve(root, c);
    if (!file.startsWith(root + path.sep)) return null;
    try {
      if (fs.statSync(file).isFile()) return { file };
    } catch {
      // try the next candidate
    }
  }
  return null;
}

/** Extensions of the text files sent gzipped (everything else is already compressed or tiny). */
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.json', '.svg', '.txt', '.xml', '.md']);

/** The gzipped bytes of a file, kept while the file's size and modification time stay the same. */
const gzipCache = new Map<string, { mtimeMs: number; size: number; gz: Buffer }>();
function gzipped(file: string): Buffer {
  const stat = fs.statSync(file);
  const hit = gzipCache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.gz;
  const gz = zlib.gzipSync(fs.readFileSync(file));
  gzipCache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, gz });
  return gz;
}

/** Sends a file of the site: gzipped when it is text and the client accepts gzip (express adds the
 * ETag and answers 304 and HEAD), otherwise as it is. */
function sendSiteFile(req: express.Request, res: express.Response, file: string, cacheControl: string): void {
  if (!COMPRESSIBLE.has(path.extname(file))) {
    res.sendFile(file, { dotfiles: 'deny', headers: { 'Cache-Control': cacheControl } });
    return;
  }
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip', 'identity') !== 'gzip') {
    res.sendFile(file, { dotfiles: 'deny', headers: { 'Cache-Control': cacheControl } });
    return;
  }
  res.set({ 'Cache-Control': cacheControl, 'Content-Encoding': 'gzip' }).type(path.extname(file));
  res.send(gzipped(file));
}

export function createPreviewApp(options: Pick<PreviewOptions, 'dir' | 'baseUrl' | 'headers'>): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const root = path.resolve(options.dir);
  const notFound = path.join(root, '404.html');
  app.use((req, res) => {
    res.set(options.headers ?? {});
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').end();
      return;
    }
    const hit = resolveRequest(options.dir, options.baseUrl, req.path);
    if (hit && 'redirect' in hit) {
      res.redirect(hit.status ?? 301, keepQuery(hit.redirect, req.originalUrl));
      return;
    }
    if (hit) {
      const rel = path.relative(root, hit.file).split(path.sep).join('/');
      sendSiteFile(req, res, hit.file, cacheControlFor(rel));
      return;
    }
    res.status(404);
    if (fs.existsSync(notFound)) sendSiteFile(req, res, notFound, CACHE_REVALIDATE);
    else res.type('text').send('Not found');
  });
  return app;
}

export function startPreview(options: PreviewOptions): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(createPreviewApp(options));
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') reject(new DocgenError(problem('--port', `port ${options.port} is already in use on ${options.host}; stop the other server or pass --port with another number`)));
      else reject(err);
    });
    server.listen(options.port, options.host, () => resolve(server));
  });
}
