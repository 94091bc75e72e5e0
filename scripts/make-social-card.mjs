#!/usr/bin/env node
// Draws the Java site's social card (the image other sites show with a link to it: og:image,
// twitter:image) as HTML and SVG, and renders it to a 1200×630 PNG with headless Chromium:
//   node scripts/make-social-card.mjs [out.png]   (default: content/static/img/social-card.png)
// The colours are the theme's (src/templates/styles/tokens.css, dark mode); the mark is the site's
// logo (content/static/img/logo.svg). Run it again after changing the text or the colours, and
// commit the PNG.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(process.argv[2] ?? path.join(root, 'content/static/img/social-card.png'));
const logo = fs.readFileSync(path.join(root, 'content/static/img/logo.svg'), 'utf8');

const card = {
  title: 'Playwright for Java',
  line: 'Drive Chromium, Firefox and WebKit from Java: reliable end-to-end tests and browser automation.',
  address: 'playwright.dev/java',
};

// Dark-mode tokens of the theme: background, raised surface, border, text, muted text, primary.
const colours = { bg: '#1b1b1d', raised: '#242526', border: '#444950', text: '#e3e3e3', muted: '#aeb3b9', heading: '#f2f2f2', primary: '#45ba4b', primaryDark: '#2d7a32' };

/** A small browser window with three test steps ticked off: what the library does, drawn. */
const browserWindow = `
<svg class="window" viewBox="0 0 360 264" width="360" height="264" aria-hidden="true">
  <rect x="1" y="1" width="358" height="262" rx="16" fill="${colours.raised}" stroke="${colours.border}" stroke-width="2"/>
  <path d="M1 17a16 16 0 0 1 16-16h326a16 16 0 0 1 16 16v31H1Z" fill="#2f3033"/>
  <circle cx="26" cy="25" r="6" fill="#e13238"/><circle cx="46" cy="25" r="6" fill="#e6a700"/><circle cx="66" cy="25" r="6" fill="${colours.primary}"/>
  <rect x="92" y="15" width="244" height="20" rx="10" fill="${colours.bg}"/>
  ${[0, 1, 2]
    .map((i) => {
      const y = 86 + i * 68;
      const widths = [170, 210, 140];
      return `<circle cx="44" cy="${y}" r="15" fill="${colours.primaryDark}"/>
  <path d="m37 ${y}l5 5 9-10" fill="none" stroke="#ffffff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="74" y="${y - 12}" width="${widths[i]}" height="10" rx="5" fill="${colours.text}" opacity="0.85"/>
  <rect x="74" y="${y + 4}" width="${widths[i] - 60}" height="8" rx="4" fill="${colours.muted}" opacity="0.45"/>`;
    })
    .join('\n  ')}
</svg>`;

const html = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; }
  body {
    width: 1200px; height: 630px; overflow: hidden; box-sizing: border-box;
    display: flex; align-items: center; gap: 56px; padding: 0 80px;
    font-family: system-ui, 'Segoe UI', Helvetica, Arial, 'DejaVu Sans', sans-serif;
    color: ${colours.text};
    background:
      radial-gradient(circle at 88% 12%, rgba(69, 186, 75, 0.22), transparent 42%),
      radial-gradient(circle at 8% 100%, rgba(69, 186, 75, 0.12), transparent 38%),
      ${colours.bg};
  }
  body::after {
    content: ''; position: absolute; left: 0; right: 0; bottom: 0; height: 10px;
    background: linear-gradient(90deg, ${colours.primaryDark}, ${colours.primary});
  }
  .text { flex: 1; min-width: 0; }
  .brand { display: flex; align-items: center; gap: 22px; }
  .brand svg { width: 88px; height: 88px; flex: none; }
  h1 { margin: 0; font-size: 64px; line-height: 1.08; font-weight: 800; color: ${colours.heading}; letter-spacing: -0.01em; }
  h1 span { color: ${colours.primary}; }
  p { margin: 34px 0 0; font-size: 30px; line-height: 1.4; color: ${colours.muted}; }
  .address { margin-top: 40px; font-size: 24px; font-weight: 600; color: ${colours.primary}; letter-spacing: 0.02em; }
  .window { flex: none; }
</style></head>
<body>
  <div class="text">
    <div class="brand">${logo}<h1>Playwright<br><span>for Java</span></h1></div>
    <p>${card.line}</p>
    <div class="address">${card.address}</div>
  </div>
  ${browserWindow}
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: 'load' });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out, type: 'png' });
  console.log(`${path.relative(process.cwd(), out)}: 1200×630 (${card.title})`);
} finally {
  await browser.close();
}
