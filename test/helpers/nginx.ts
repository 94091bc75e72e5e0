// Runs Debian's nginx in the foreground with the nginx.conf a build wrote: a small main config
// (temporary folder for pid, logs and temp files, a free port) includes the built file, of which
// only the `listen` and `root` lines are changed to point at the test's port and build folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const nginxCandidates = () => [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter((p): p is string => !!p);

export function findNginx(): string | undefined {
  return nginxCandidates().find((p) => fs.existsSync(p));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** The built nginx.conf with its listen and root lines pointed at a port and folder. */
export function adaptNginxConf(conf: string, port: number, root: string): string {
  let listen = 0;
  let rooted = 0;
  const out = conf
    .replace(/^(\s*)listen [^;]+;$/gm, (_m, indent: string) => (listen++, `${indent}listen 127.0.0.1:${port};`))
    .replace(/^(\s*)root [^;]+;$/gm, (_m, indent: string) => (rooted++, `${indent}root ${root};`));
  if (listen !== 1 || rooted !== 1) throw new Error(`nginx.conf: expected one listen and one root line, found ${listen} and ${rooted}`);
  return out;
}

export interface RunningNginx {
  origin: string;
  stop: () => Promise<void>;
  /** What nginx wrote to its error log so far. */
  errors: () => string;
}

export async function startNginx(siteDir: string): Promise<RunningNginx> {
  const bin = findNginx();
  if (!bin) throw new Error('nginx not found: install Debian\'s "nginx" package (apt-get install -y nginx) or set NGINX_PATH; npm test installs it when it runs as root');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-nginx-'));
  const port = await freePort();
  const site = adaptNginxConf(fs.readFileSync(path.join(siteDir, 'nginx.conf'), 'utf8'), port, siteDir);
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const mime = fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : 'types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; text/plain txt; text/xml xml; }';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(dir, t)};`).join('\n');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 128; }
http {
  ${mime}
  default_type application/octet-stream;
  access_log off;
${temp}
  include ${path.join(dir, 'site.conf')};
}
`,
  );
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;
  const errors = () => output + (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Wait until it answers (or gives up with its error log).
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      const log = errors();
      await stop();
      throw new Error(`nginx exited with status ${child.exitCode}:\n${log}`);
    }
    try {
      await fetch(`${origin}/`, { redirect: 'manual' });
      break;
    } catch {
      if (i > 200) {
        const log = errors();
        await stop();
        throw new Error(`nginx did not answer on ${origin}:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { origin, stop, errors };
}
