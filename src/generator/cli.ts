// The docgen command line: build, merge, serve, check, dev (alias start), version (alias docs:version),
// clear, write-heading-ids and migrate; each command's work lives in its
// own module, loaded only when that command runs.
import path from 'node:path';
import fs from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import { DocgenError, formatProblem } from './errors.ts';
import { loadConfig, resolveConfigFile } from './config/load.ts';
import { commandDone, guardExit } from './guard/main-thread.ts';
import { releaseIfMine } from './emit/output-lock.ts';
import { parseShard, type ShardSpec } from './build/shard-spec.ts';


function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535');
  return port;
}

async function run(action: () => Promise<void>): Promise<void> {
  try {
    await action();
    commandDone();
  } catch (err) {
    commandDone();
    if (err instanceof DocgenError) {
      for (const p of err.problems) console.error(formatProblem(p));
      const n = err.problems.filter((p) => p.severity === 'error').length;
      console.error(`\n✖ ${n} error${n === 1 ? '' : 's'}`);
    } else {
      console.error(err instanceof Error ? err.stack ?? err.message : String(err));
      console.error('\n✖ docgen failed unexpectedly (this is a bug in docgen)');
    }
    process.exitCode = 1;
  }
}

/** DOCGEN_STATS=file: on exit, write wall time, CPU time (all threads) and peak memory as JSON. */
function recordStats(): void {
  const file = process.env.DOCGEN_STATS;
  if (!file) return;
  const started = performance.now();
  process.once('exit', () => {
    const usage = process.resourceUsage();
    const stats = { wallMs: Math.round(performance.now() - started), userMs: Math.round(usage.userCPUTime / 1000), systemMs: Math.round(usage.systemCPUTime / 1000), maxRssKb: usage.maxRSS, exitCode: process.exitCode ?? 0 };
    fs.writeFileSync(file, JSON.stringify(stats));
  });
}

export async function main(argv: string[]): Promise<void> {
  guardExit(releaseIfMine);
  recordStats();
  const program = new Command();
  // (Commander ends the process itself after --help, --version or a usage error: docgen's decision.)
  program.exitOverride(() => commandDone());
  program.name('docgen').description('Build, preview and check a documentation site.').option('--root <dir>', 'project root (paths in the config are relative to it)', process.cwd());

  program
    .command('build')
    .description('render the whole site to static files')
    .option('--config <file>', 'site config file (default: config/site.config.ts, else a Docusaurus site\'s docusaurus.config.js)')
    .option('--out <dir>', 'output folder (its root is the site base URL)', 'build')
    .option('--no-cache', 'ignore and do not update the build cache in .docgen/cache')
    .option('--quiet', 'say nothing while working (problems and the result only)')
    .option('--verbose', 'at the end, the time of every step')
    .option('--shard <i/n>', 'build shard i of n: a share of the pages, for `docgen merge` to join (e.g. 2/4)', (v: string) => parseShard(v))
    .action((opts: { config?: string; out: string; cache: boolean; quiet?: boolean; verbose?: boolean; shard?: ShardSpec }) =>
      run(async () => {
        const started = performance.now();
        const root = path.resolve(program.opts<{ root: string }>().root);
        const { build, timings } = await import('./build/build.ts');
        const { createProgress, progressMode } = await import('./progress.ts');
        const progress = createProgress(progressMode(opts), { verbose: !!opts.verbose });
        const result = await build({ root, configFile: resolveConfigFile(root, opts.config), outDir: opts.out, cache: opts.cache, progress, shard: opts.shard }).then(
          (r) => (progress.end(timings), r),
          (err: unknown) => {
            progress.end();
            throw err;
          },
        );
        for (const w of result.warnings) console.warn(formatProblem(w));
        const unchanged = result.files - result.written;
        const what = opts.shard ? `shard ${opts.shard.index}/${opts.shard.count}: ${result.routes} of ${result.allRoutes} pages` : `${result.routes} pages`;
        console.log(`✔ built ${what} (${result.files} files, ${result.written} written${unchanged ? `, ${unchanged} unchanged` : ''}) into ${result.outDir}/ in ${((performance.now() - started) / 1000).toFixed(2)} s`);
      }),
    );

  program
    .command('merge')
    .argument('<out>', 'output folder of the whole site (replaced, as a build replaces its own)')
    .argument('<shards...>', 'the output folders of every `docgen build --shard i/n`, each once')
    .description('join the outputs of a sharded build into the site one build makes')
    .option('--config <file>', 'site config file (default: config/site.config.ts, else a Docusaurus site\'s docusaurus.config.js)')
    .action((out: string, shards: string[], opts: { config?: string }) =>
      run(async () => {
        const started = performance.now();
        const root = path.resolve(program.opts<{ root: string }>().root);
        const { merge } = await import('./build/merge.ts');
        const result = await merge({ root, configFile: resolveConfigFile(root, opts.config), outDir: out, shards });
        console.log(`✔ merged ${result.shards} shards (${result.routes} pages, ${result.files} files copied) into ${result.outDir}/ in ${((performance.now() - started) / 1000).toFixed(2)} s`);
      }),
    );

  program
    .command('serve')
    .description('preview a built site')
    .option('--dir <dir>', 'folder of a built site', 'build')
    .option('--config <file>', 'site config file, for the base URL (default: config/site.config.ts, else a Docusaurus site\'s docusaurus.config.js)')
    .option('--port <port>', 'port', parsePort, 3000)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .action((opts: { dir: string; config: string; port: number; host: string }) =>
      run(async () => {
        const root = path.resolve(program.opts<{ root: string }>().root);
        const dir = path.resolve(root, opts.dir);
        // A build killed while it put its output in place: its commit is finished first (never a half-moved site).
        const { finishKilledCommit } = await import('./emit/commit-journal.ts');
        finishKilledCommit(dir, opts.dir);
        if (!fs.existsSync(path.join(dir, 'index.html'))) throw new DocgenError({ severity: 'error', file: opts.dir, message: 'no built site here; run `docgen build` first' });
        const { config } = await loadConfig(resolveConfigFile(root, opts.config), root);
        const { startPreview } = await import('./serve/preview.ts');
        const { securityHeaders } = await import('./emit/headers.ts');
        const server = await startPreview({ dir, baseUrl: config.baseUrl, port: opts.port, host: opts.host, headers: securityHeaders(config) });
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : opts.port;
        console.log(`✔ serving ${path.relative(root, dir) || '.'}/ at http://${opts.host === '0.0.0.0' ? 'localhost' : opts.host}:${port}${config.baseUrl}`);
      }),
    );

  program
    .command('check')
    .description('report every problem of the site (links, anchors, sidebars, API prose, front matter) without writing anything')
    .option('--config <file>', 'site config file (default: config/site.config.ts, else a Docusaurus site\'s docusaurus.config.js)')
    .option('--format <format>', 'text or json', (v: string) => {
      if (v !== 'text' && v !== 'json') throw new InvalidArgumentError('expected text or json');
      return v;
    }, 'text')
    .option('--quiet', 'say nothing while working (the problems only)')
    .option('--verbose', 'at the end, the time of every step')
    .action((opts: { config?: string; format: 'text' | 'json'; quiet?: boolean; verbose?: boolean }) =>
      run(async () => {
        const root = path.resolve(program.opts<{ root: string }>().root);
        const { checkSite, printCheck } = await import('./build/check.ts');
        const { timings } = await import('./build/build.ts');
        const { createProgress, progressMode } = await import('./progress.ts');
        const progress = createProgress(progressMode(opts), { verbose: !!opts.verbose });
        const result = await checkSite({ root, configFile: resolveConfigFile(root, opts.config), progress }).then(
          (r) => (progress.end(timings), r),
          (err: unknown) => {
            progress.end();
            throw err;
          },
        );
        printCheck(result, opts.format);
        if (result.errors > 0) process.exitCode = 1;
      }),
    );

  program
    .command('dev')
    .alias('start')
    .description('serve the site from memory while you write: pages render on request and the browser reloads on every change')
    .option('--config <file>', 'site config file (default: config/site.config.ts, else a Docusaurus site\'s docusaurus.config.js)')
    .option('--port <port>', 'port', parsePort, 3000)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--open', 'open the site in the browser')
    .action((opts: { config?: string; port: number; host: string; open?: boolean }) =>
      run(async () => {
        const root = path.resolve(program.opts<{ root: string }>().root);
        if (process.env.DOCGEN_TIMINGS) console.error(`dev: command at ${Math.round(performance.now())} ms`);
        const { startDevServer } = await import('./dev/server.ts');
        const started = performance.now();
        if (process.env.DOCGEN_TIMINGS) console.error(`dev: modules loaded at ${Math.round(started)} ms`);
        const server = await startDevServer({ root, configFile: resolveConfigFile(root, opts.config), port: opts.port, host: opts.host, open: opts.open === true });
        console.log(`✔ docgen dev at ${server.url} (ready in ${Math.round(performance.now() - started)} ms); pages render on request and reload on every change`);
        process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
      }),
    );

  program
    .command('migrate')
    .description("write a docgen config (config/site.config.ts) from a Docusaurus site's docusaurus.config.js")
    .option('--from <file>', 'the Docusaurus config (default: docusaurus.config.{ts,mts,cts,js,mjs,cjs})')
    .option('--force', 'write over an existing docgen config')
    .action((opts: { from?: string; force?: boolean }) =>
      run(async () => {
        const root = path.resolve(program.opts<{ root: string }>().root);
        const { migrate } = await import('./config/docusaurus/migrate.ts');
        const result = await migrate({ root, from: opts.from, force: opts.force === true });
        console.log(`✔ wrote ${result.written} from ${result.from}${result.skipped ? `; ${result.skipped} settings not carried over are listed at its top` : ''}`);
      }),
    );

  program
    .command('version')
    .alias('docs:version')
    .argument('<name>', 'name of the new docs version, e.g. 1.63')
    .description('snapshot the current docs and sidebars into a new docs version (like docs:version)')
    .option('--config <file>', 'site config file (default: config/site.config.ts, else a Docusaurus site\'s docusaurus.config.js)')
    .action((name: string, opts: { config: string }) =>
      run(async () => {
        const root = path.resolve(program.opts<{ root: string }>().root);
        const { snapshotVersion } = await import('./version-snapshot.ts');
        const result = await snapshotVersion({ root, configFile: resolveConfigFile(root, opts.config), name });
        console.log(`✔ docs version "${name}" created: ${result.docsDir}/ (${result.files} files), ${result.sidebarsFile}, ${result.versionsFile}${result.apiData ? `, ${result.apiData} (its API data)` : ''}${result.variablesFile ? `, ${result.variablesFile} (its site variables)` : ''}`);
      }),
    );

  program
    .command('clear')
    .description("remove what docgen made in the project: the build cache (.docgen/) and the built site")
    .option('--config <file>', 'site config file (default: config/site.config.ts, else a Docusaurus site\'s docusaurus.config.js)')
    .option('--out <dir>', 'output folder of the builds', 'build')
    .action((opts: { config?: string; out: string }) =>
      run(async () => {
        const root = path.resolve(program.opts<{ root: string }>().root);
        const { clearSite } = await import('./clear-site.ts');
        const removed = await clearSite({ root, configFile: resolveConfigFile(root, opts.config), outDir: opts.out });
        if (!removed.length) console.log('✔ nothing to remove: no build cache (.docgen/) and no built site');
        else console.log(`✔ removed ${removed.map((r) => `${r.path} (${r.what})`).join(', ')}`);
      }),
    );

  program
    .command('write-heading-ids')
    .argument('[files...]', 'Markdown or MDX files or folders (default: every docs version, page and blog post of the site)')
    .description('write an explicit id ({#id}) into every heading that has none, the id its anchor has now')
    .option('--config <file>', 'site config file (default: config/site.config.ts, else a Docusaurus site\'s docusaurus.config.js)')
    .option('--maintain-case', "keep the heading's letter case in the id")
    .option('--overwrite', 'replace the explicit ids headings have too')
    .action((files: string[], opts: { config?: string; maintainCase?: boolean; overwrite?: boolean }) =>
      run(async () => {
        const root = path.resolve(program.opts<{ root: string }>().root);
        const { headingIdFiles, writeHeadingIds } = await import('./write-heading-ids.ts');
        const { config } = await loadConfig(resolveConfigFile(root, opts.config), root);
        const targets = headingIdFiles(files, config, root);
        const result = writeHeadingIds(targets, root, { maintainCase: opts.maintainCase === true, overwrite: opts.overwrite === true, mdxBraceIds: config.markdown.mdx1Compat?.headingIds !== false });
        for (const p of result.problems) console.error(formatProblem(p));
        if (result.changed.length) console.log(`✔ heading ids written in ${result.changed.length} of ${result.read} files: ${result.changed.join(', ')}`);
        else console.log(`✔ every heading already has an id (${result.read} files read)`);
        if (result.problems.length) process.exitCode = 1;
      }),
    );

  await program.parseAsync(argv);
}
