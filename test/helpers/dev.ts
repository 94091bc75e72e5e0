// Starts `docgen dev` on a project folder and finds the address it serves at.
import { spawn, type ChildProcess } from 'node:child_process';
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
