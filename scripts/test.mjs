#!/usr/bin/env node
// npm test: finds Chromium for the browser tests (installing Debian's `chromium` with apt-get when
// it is missing and apt-get may be used), then runs every test with vitest.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const findChromium = () => candidates.find((p) => fs.existsSync(p));

let chromium = findChromium();
if (!chromium) {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (hasApt && isRoot) {
    console.log('Chromium not found: installing Debian\'s "chromium" package with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
    if (install.status !== 0) {
      console.error('apt-get could not install the "chromium" package; install it and run npm test again.');
      process.exit(1);
    }
    chromium = findChromium();
  }
  if (!chromium) {
    console.error('The browser tests need Chromium. Install Debian\'s "chromium" package (apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.');
    process.exit(1);
  }
}

const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
process.exit(result.status ?? 1);
