// Starts `docgen dev` on a project folder and finds the address it serves at; listens to its
// live-reload stream.
import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from 'vitest';
import { docgenBin } from './cli.ts';

export interface Dev {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

export function startDev(dir: string, args: string[] = ['--port', '0'], env: Record<string, string> = {}): Promise<Dev> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [docgenBin, '--root', dir, 'dev', ...args], { env: { ...process.env, NODE_ENV: 'production', ...env } });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /at (http:\/\/[^\s/]+)/.exec(out);
      if (m) resolve({ child, origin: m[1], output: () => out });
    });
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => reject(new Error(`docgen dev exited with ${code}: ${out}`)));
  });
}

export interface EventStream {
  events: string[];
  /** The name of the next event (waiting for it up to `timeoutMs`: a bound, not a timing). */
  next: (timeoutMs?: number) => Promise<string>;
  /** The data of the event next() returned last (events are taken in order). */
  nextData: () => string | undefined;
  close: () => void;
}

/**
 * Collects the server-sent events of the live-reload stream: their names, and the pages they name.
 * `output`: what the server said, shown when an event does not come.
 */
export function listenForEvents(origin: string, output: () => string = () => ''): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const events: string[] = [];
    const data: string[] = [];
    const waiting: ((e: string) => void)[] = [];
    const req = http.get(`${origin}/__docgen/events`, (res) => {
      expect(res.headers['content-type']).toContain('text/event-stream');
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        for (const m of chunk.matchAll(/^event: (\w+)\ndata: (.*)$/gm)) {
          data.push(m[2]);
          const w = waiting.shift();
          if (w) w(m[1]);
          else events.push(m[1]);
        }
      });
      resolve({
        events,
        next: (timeoutMs = 10_000) =>
          events.length
            ? Promise.resolve(events.shift()!)
            : new Promise((res2, rej2) => {
                const t = setTimeout(() => rej2(new Error(`no event; the server said:\n${output()}`)), timeoutMs);
                waiting.push((e) => {
                  clearTimeout(t);
                  res2(e);
                });
              }),
        nextData: () => data.shift(),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
