#!/usr/bin/env node
// Takes screenshots of pages of a running site in desktop (1280) and mobile (390) widths, light
// and dark: node scripts/screenshots.mjs http://127.0.0.1:3000 /java/ /java/docs/intro …
// PNGs go to screenshots/ (ignored by git).
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const [origin, ...paths] = process.argv.slice(2);
const full = process.env.FULL === '1';
fs.mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const theme of (process.env.THEMES ?? 'light,dark').split(',')) {
  for (const [name, width, height] of [['desktop', 1280, 800], ['mobile', 390, 844]]) {
    if (process.env.ONLY && process.env.ONLY !== name) continue;
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: theme, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') console.log(`console error on ${page.url()}: ${m.text()}`); });
    for (const p of paths) {
      await page.goto(origin + p, { waitUntil: 'load' });
      const file = `screenshots/${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${name}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: full });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
