// Builds the real site once with the real CLI and serves it for the integration and browser tests,
// with `docgen serve` and with Debian's nginx running the nginx.conf the build wrote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runCli, startServe } from './helpers/cli.ts';
import { startNginx } from './helpers/nginx.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
    siteOrigin: string;
    /** The same build served by nginx with the generated nginx.conf. */
    nginxOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  // Every temporary folder of the run (the tests', and the CLIs' and browsers' they start) in one,
  // removed at the end: the test workers and their children inherit TMPDIR, which os.tmpdir() reads.
  const runTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-tests-'));
  process.env.TMPDIR = runTmp;
  const dir = fs.mkdtempSync(path.join(runTmp, 'docgen-site-'));
  const out = path.join(dir, 'build');
  const build = await runCli(['build', '--out', out], { timeoutMs: 300_000 });
  if (build.code !== 0) throw new Error(`building the site failed:\n${build.stdout}\n${build.stderr}`);
  const server = await startServe(['--dir', out]);
  const nginx = await startNginx(out).catch((err) => {
    server.stop();
    throw err;
  });
  project.provide('siteDir', out);
  project.provide('siteOrigin', server.origin);
  project.provide('nginxOrigin', nginx.origin);
  return async () => {
    server.stop();
    await nginx.stop();
    fs.rmSync(runTmp, { recursive: true, force: true });
  };
}
