// Runs the real docgen CLI in a child process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { beforeAll, afterAll } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const docgenBin = path.join(repoRoot, 'bin/docgen.js');

export interface CliResult {
  code: number | null;
  /** The signal that ended the process (its code is then null). */
  signal?: NodeJS.Signals | null;
  /** The test's time ran out and it killed the process. */
  timedOut?: boolean;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], options: { cwd?: string; timeoutMs?: number; env?: Record<string, string> } = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [docgenBin, ...args], { cwd: options.cwd ?? repoRoot, env: { ...process.env, NODE_ENV: 'production', ...options.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 120_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, timedOut, stdout, stderr });
    });
  });
}

/** Starts `docgen serve` and resolves with its origin once it listens. */
export function startServe(args: string[], options: { cwd?: string } = {}): Promise<{ origin: string; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [docgenBin, 'serve', '--port', '0', ...args], { cwd: options.cwd ?? repoRoot, env: { ...process.env, NODE_ENV: 'production' } });
    let out = '';
    const onData = (d: Buffer) => {
      out += d;
      const m = /at (http:\/\/[^\s/]+)/.exec(out);
      if (m) resolve({ origin: m[1], stop: () => child.kill() });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => reject(new Error(`docgen serve exited with ${code}: ${out}`)));
  });
}

/** Builds a project folder (the build must succeed) and serves its output. */
export async function buildAndServe(dir: string): Promise<{ origin: string; stop: () => void }> {
  const r = await runCli(['--root', dir, 'build'], { timeoutMs: 120_000 });
  if (r.code !== 0) throw new Error(`docgen build failed in ${dir}:\n${r.stderr}`);
  return startServe(['--dir', 'build'], { cwd: dir });
}

/**
 * For a test file: a copy of a fixture folder (`test/fixtures/<name>`) built and served for all its
 * tests, stopped and removed after them. `url('/x')` is a page of it.
 */
export function servedFixture(name: string): { url: (p: string) => string } {
  let dir = '';
  let serve: { origin: string; stop: () => void } | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `docgen-${name}-`));
    fs.cpSync(path.join(repoRoot, 'test/fixtures', name), dir, { recursive: true });
    serve = await buildAndServe(dir);
  }, 180_000);
  afterAll(() => {
    serve?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { url: (p) => `${serve!.origin}${p}` };
}

/** A line of build or check progress, as written without a terminal ("Writing pages: 12 pages in 0.31 s"). */
const PROGRESS_LINE = /^[A-Z][A-Za-z ,]*: (?:[\d,]+ pages in )?\d+\.\d+ s$/;

/** What a command wrote to stderr besides its progress lines: its problems, and anything unexpected. */
export function withoutProgress(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => !PROGRESS_LINE.test(line))
    .join('\n');
}
