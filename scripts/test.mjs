#!/usr/bin/env node
// npm test: finds Chromium for the browser tests and nginx for the server tests (installing
// Debian's `chromium` and `nginx` packages with apt-get when they are missing and apt-get may be
// used), then runs every test with vitest.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const tools = [
  { name: 'Chromium', pkg: 'chromium', env: 'CHROMIUM_PATH', candidates: ['/usr/bin/chromium', '/usr/bin/chromium-browser'] },
  { name: 'nginx', pkg: 'nginx', env: 'NGINX_PATH', candidates: ['/usr/sbin/nginx', '/usr/bin/nginx'] },
];
const find = (tool) => [process.env[tool.env], ...tool.candidates].filter(Boolean).find((p) => fs.existsSync(p));

const missing = tools.filter((t) => !find(t));
if (missing.length) {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (hasApt && isRoot) {
    const pkgs = missing.map((t) => t.pkg);
    console.log(`${missing.map((t) => t.name).join(' and ')} not found: installing Debian's ${pkgs.map((p) => `"${p}"`).join(' and ')} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...pkgs], { stdio: 'inherit', env });
    if (install.status !== 0) {
      console.error(`apt-get could not install ${pkgs.join(', ')}; install them and run npm test again.`);
      process.exit(1);
    }
  }
}
const env = { ...process.env };
for (const tool of tools) {
  const found = find(tool);
  if (!found) {
    console.error(`The tests need ${tool.name}. Install Debian's "${tool.pkg}" package (apt-get install -y ${tool.pkg}) or set ${tool.env}, then run npm test again.`);
    process.exit(1);
  }
  env[tool.env] = found;
}

const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
