// docgen dev: serves the site from memory, rendering each page when it is first asked for, and
// reloads open browser tabs (server-sent events at /__docgen/events) after every change of the
// content, the config, the static files, the templates or the client code. It answers requests
// for this machine's names only (host-check.ts), with the production security headers but HSTS:
// the live reload needs nothing more than the policy's 'self' (its script, stylesheet and event
// stream are on the same origin).
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import express from 'express';
import type { FSWatcher } from 'chokidar';
import { DocgenError, formatProblem, problem, type Problem } from '../errors.ts';
import { packageRoot } from '../client-bundle.ts';
import { DevSite, type RenderModule } from './site.ts';
import { DEV_CLIENT_PATH, loadErrorPage, withOverlay } from './overlay.ts';
import { DEV_CLIENT_SCRIPT, DEV_OVERLAY_CSS, DEV_OVERLAY_CSS_PATH } from './client-script.ts';
import { FORBIDDEN_HOST_MESSAGE, isAllowedHost } from './host-check.ts';
import { securityHeaders } from '../emit/headers.ts';
import type { SiteConfig } from '../config/schema.ts';
import { keepQuery, siteRequest } from '../../shared/urls.ts';
import { staticFileOf } from './static-file.ts';
import { watchedPaths } from './watched-paths.ts';

export interface DevOptions {
  root: string;
  configFile: string;
  port: number;
  host: string;
  open?: boolean;
  /** Where messages go (the terminal by default). */
  log?: (line: string) => void;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.map': 'application/json', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8' };

export async function startDevServer(options: DevOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const site = new DevSite(options.root, options.configFile);
  // The server listens while the site loads: a request made meanwhile is answered once it is loaded.
  const loading = site.load();
  loading.catch(() => {});
  const reported = new Set<string>();
  const report = (problems: Problem[]) => {
    for (const p of problems) {
      const line = formatProblem(p);
      if (!reported.has(line)) log(line);
      reported.add(line);
    }
  };

  // Live reload: every open page holds one event stream.
  const streams = new Set<http.ServerResponse>();
  /** Sends an event to every open page; `page`: the route path of the only page it concerns. */
  const broadcast = (event: string, page = '*') => {
    for (const res of streams) res.write(`event: ${event}\ndata: ${page}\n\n`);
  };
  // A page found to have a broken anchor once it was out: the tabs showing it reload.
  site.onPageChanged = (routePath, problems) => {
    report(problems);
    broadcast('reload', routePath);
  };

  const app = express();
  app.disable('x-powered-by');
  const headers = new WeakMap<SiteConfig, Record<string, string>>();
  app.use((req, res, next) => {
    if (!isAllowedHost(req.headers.host, options.host)) {
      res.status(403).type('text').send(FORBIDDEN_HOST_MESSAGE);
      return;
    }
    const withHeaders = () => {
      const config = site.config;
      if (config) res.set(headers.get(config) ?? headers.set(config, securityHeaders(config)).get(config));
      next();
    };
    loading.then(withHeaders, withHeaders);
  });
  app.get('/__docgen/events', async (req, res) => {
    // A page listening for reloads is only told it is connected once changes are being watched.
    await startWatching();
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
  });
  app.get(DEV_CLIENT_PATH, (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'no-store').send(DEV_CLIENT_SCRIPT);
  });
  app.get(DEV_OVERLAY_CSS_PATH, (_req, res) => {
    res.type('text/css').set('Cache-Control', 'no-store').send(DEV_OVERLAY_CSS);
  });
  app.use((req, res, next) => {
    loading.then(() => handle(req, res)).catch(next);
  });

  /** A page, with the overlay of its problems and of the load that failed since it loaded (if one did). */
  const sendPage = (res: express.Response, page: { status: number; html: string; problems: Problem[] }) => {
    const html = withOverlay(page.html, { load: site.loadError?.problems, page: page.problems });
    res.status(page.status).type('html').set('Cache-Control', 'no-store').send(html);
    // Watching a large site's files takes a while: it starts once the first page is out.
    setImmediate(() => void startWatching());
  };
  const notFound = async (res: express.Response) => {
    const path404 = site.notFoundPath();
    const page = path404 ? await site.page(path404) : undefined;
    if (page) sendPage(res, { ...page, status: 404 });
    else res.status(404).type('text').send('Not found');
  };

  async function handle(req: express.Request, res: express.Response): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').end();
      return;
    }
    if (!site.config) {
      // Never loaded (broken from the start): every URL says why, and reloads once it is fixed.
      res.status(500).type('html').set('Cache-Control', 'no-store').send(loadErrorPage(site.loadError?.problems ?? [problem(options.configFile, 'the site is not loaded')]));
      setImmediate(() => void startWatching());
      return;
    }
    // (Otherwise, after a load that failed, the last site that loaded is served, its pages with the
    // problems of that load in their overlay.)
    const base = site.config.baseUrl;
    const request = siteRequest(base, req.path);
    if (request.kind === 'bad') {
      res.status(400).type('text').send('Bad request');
      return;
    }
    if (request.kind === 'outside') return notFound(res);
    if (request.kind === 'redirect') {
      res.redirect(request.status, keepQuery(request.location, req.originalUrl));
      return;
    }
    const rel = request.rel;
    const page = await site.page(rel === '' ? base : base + rel);
    if (page) {
      report(page.problems);
      sendPage(res, page);
      return;
    }
    if (rel.startsWith('_data/')) {
      const data = await site.pageData(rel);
      if (data?.json) {
        report(data.problems);
        // A page with errors, or of a site that failed to load again, loads in full, so that its overlay shows.
        if (site.loadError || data.problems.some((p) => p.severity === 'error')) res.status(500).type('text').send('page has errors');
        else res.type('json').set('Cache-Control', 'no-store').send(data.json);
        return;
      }
    }
    const markdown = rel.endsWith('.md') ? await site.markdownCopy(rel) : undefined;
    if (markdown !== undefined) {
      res.type('text/markdown; charset=utf-8').set('Cache-Control', 'no-store').send(markdown);
      return;
    }
    const index = await site.searchFile(rel);
    if (index !== undefined) {
      res.type('json').set('Cache-Control', 'no-store').send(index);
      return;
    }
    const linked = rel.startsWith('assets/') ? await site.asset(rel) : undefined;
    if (linked) {
      res.type(path.extname(rel)).set('Cache-Control', 'no-store').send(linked);
      return;
    }
    const generated = await site.file(rel);
    if (generated !== undefined) {
      res.type(CONTENT_TYPES[path.extname(rel)] ?? 'application/octet-stream').set('Cache-Control', 'no-store').send(typeof generated === 'string' ? generated : Buffer.from(generated));
      return;
    }
    const file = staticFileOf(path.resolve(options.root, site.config.staticDir), rel);
    if (file) {
      res.sendFile(file, { headers: { 'Cache-Control': 'no-store' } });
      return;
    }
    return notFound(res);
  }

  // Watch everything a page is made from (watched-paths.ts); changes arriving together are handled together.
  const pkg = packageRoot();
  const watched = () => watchedPaths(options.root, options.configFile, [...new Set([site.config, site.lastConfig])].filter((c): c is SiteConfig => c !== undefined), pkg);
  let watcher: FSWatcher | undefined;
  let watching: Promise<void> | undefined;
  let closed = false;
  /**
   * Starts watching (once): after the first page is served, a page listens for reloads, or a second
   * has gone by. The heads of the docs read at start are kept then too.
   */
  function startWatching(): Promise<void> {
    // (chokidar is loaded then too: it is not needed for the first page.)
    return (watching ??= Promise.all([import('chokidar'), loading]).then(
      ([{ watch }]) =>
        new Promise<void>((resolve) => {
          if (closed) return resolve();
          site.keepHeads();
          watcher = watch(watched(), { ignoreInitial: true, ignored: (p: string) => /[\\/](node_modules|\.git|\.docgen)([\\/]|$)/.test(p) });
          watcher.on('all', onChange);
          watcher.once('ready', () => resolve());
        }),
    ));
  }
  let changed = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const onChange = (event: string, file: string) => {
    changed.set(file, event);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = changed;
      changed = new Map();
      running = running
        .then(async () => {
          // The files as applyChanges reads them: chokidar drops a second change of the same file
          // within 50 ms, so once they are applied, a file that changed since is looked at again.
          const seen = new Map([...batch.keys()].map((f) => [f, signature(f)]));
          await applyChanges(batch);
          setTimeout(() => {
            for (const [f, sig] of seen) if (signature(f) !== sig) onChange('change', f);
          }, 80).unref();
        })
        .catch((err) => log(`✖ ${(err as Error).stack ?? err}`));
    }, 5);
  };

  const inside = (file: string, dir: string) => file.startsWith(path.join(pkg, dir) + path.sep);
  async function applyChanges(batch: Map<string, string>): Promise<void> {
    const files = [...batch.keys()];
    const templates = files.some((f) => inside(f, 'src/templates') || inside(f, 'src/components') || inside(f, 'src/shared'));
    // After a failed load only a full load can tell whether the site is whole again.
    let reload = templates || site.loadError !== undefined || files.some((f) => inside(f, 'src/client'));
    if (!reload) {
      // Edits of a page's body re-render that page only, edits of a file pages were made from
      // (their dependency records) those pages; anything else reloads the site model.
      // (A doc's own file is its page's to update: when that cannot be done in place, say a broken
      // front matter, the site reloads, even if pages recorded the file as read.)
      for (const [file, event] of batch) {
        if (!(event === 'change' && (/\.mdx?$/.test(file) && site.isDoc(file) ? site.updateDoc(file) : site.updateDependents(file)))) reload = true;
      }
    }
    if (templates) site.render = await reloadRenderModule(site.render, log);
    const failedBefore = site.loadError !== undefined;
    if (reload) {
      await site.load();
      site.keepHeads();
      // (A config that names other content folders: those are watched from now on.)
      watcher?.add(watched());
    }
    reported.clear();
    report(site.loadError ? site.loadError.problems : site.warnings);
    broadcast('reload');
    for (const f of files) log(`↻ ${path.relative(options.root, f)}`);
    if (site.loadError) log(loadFailure());
    else if (failedBefore) log('✔ the site loads again');
  }
  /** What the terminal says after a load that failed, under its problems. */
  const loadFailure = () =>
    site.config
      ? '✖ the site could not be reloaded: its pages show the last version that loaded, with these problems, until the file is fixed and saved'
      : '✖ the site cannot be loaded: every page says why until the file is fixed and saved (no restart needed)';

  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') reject(new DocgenError(problem('--port', `port ${options.port} is already in use on ${options.host}; stop the other server or pass --port with another number`)));
      else if (err.code === 'EADDRNOTAVAIL') reject(new DocgenError(problem('--host', `cannot listen on ${options.host}: no such address on this machine`)));
      else reject(err);
    });
    server.listen(options.port, options.host, () => resolve());
  });
  try {
    await loading;
  } catch (err) {
    // (A failure that is not the site's: nothing to serve.)
    server.close();
    throw err;
  }
  report(site.loadError ? site.loadError.problems : site.warnings);
  if (site.loadError) log(loadFailure());
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}${(site.config ?? site.lastConfig)?.baseUrl ?? '/'}`;
  const watchSoon = setTimeout(() => void startWatching(), 1000);

  if (options.open) openBrowser(url);
  return {
    url,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      clearTimeout(watchSoon);
      await watcher?.close();
      await site.dispose();
      for (const res of streams) res.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What a file looks like to a change check: modification time and size. */
function signature(file: string): string {
  const st = fs.statSync(file, { throwIfNoEntry: false });
  return st ? `${st.mtimeMs}:${st.size}` : 'gone';
}

/** After a template change: bundle the generator again and render with the new templates. */
async function reloadRenderModule(current: RenderModule, log: (line: string) => void): Promise<RenderModule> {
  const bundler = path.join(packageRoot(), 'scripts/bundle-cli.mjs');
  if (!import.meta.url.includes('/dist/') || !fs.existsSync(bundler)) {
    log('templates changed: restart docgen dev to render with them');
    return current;
  }
  const { ensureBundle } = (await import(pathToFileURL(bundler).href)) as { ensureBundle: () => Promise<string> };
  const cli = await ensureBundle();
  return (await import(new URL('dev-render.js', cli).href)) as RenderModule;
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  try {
    spawn(command, args, { stdio: 'ignore', detached: true }).on('error', () => {}).unref();
  } catch {
    // no browser to open: the URL is printed anyway
  }
}
