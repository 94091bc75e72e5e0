// Our own poster for each community video: an SVG title card (series, year, event or title) on a
// colour picked from the video id. The video pages load it lazily from the site itself, so nothing
// is fetched from YouTube before the reader clicks play.
import { createHash } from 'node:crypto';
import type { VideoEntry } from './model.ts';

const PALETTE: [string, string][] = [
  ['#1f4d2c', '#0f1f14'],
  ['#1d4456', '#0d1a22'],
  ['#3b2f5c', '#16121f'],
  ['#52331d', '#1e140c'],
  ['#203a5f', '#0c1424'],
  ['#4a2440', '#1b0e18'],
];
const LINE = 28;
const MAX_LINES = 2;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits text into at most MAX_LINES lines of about LINE characters, ending in "…" when cut. */
export function wrapTitle(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > LINE) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  let last = kept[MAX_LINES - 1];
  if (last.length > LINE - 1) last = last.slice(0, LINE - 1).trimEnd();
  kept[MAX_LINES - 1] = `${last}…`;
  return kept;
}

export function videoThumbnail(video: VideoEntry, series: string): { file: string; svg: string } {
  const key = video.youtubeId ?? createHash('sha256').update(video.url).digest('hex').slice(0, 11);
  const [from, to] = PALETTE[parseInt(createHash('sha256').update(key).digest('hex').slice(0, 8), 16) % PALETTE.length];
  const lines = wrapTitle(video.event ?? video.title);
  const text = (x: number, y: number, size: number, value: string, extra = '') =>
    `<text x="${x}" y="${y}" font-size="${size}"${extra}>${escapeXml(value)}</text>`;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="640" height="360" fill="url(#g)"/>',
    '<circle cx="560" cy="300" r="150" fill="#fff" fill-opacity="0.04"/>',
    '<g fill="#fff" font-family="system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif">',
    text(36, 56, 22, series.toUpperCase(), ' font-weight="600" letter-spacing="2" fill-opacity="0.75"'),
    video.year ? text(604, 56, 22, video.year, ' font-weight="600" text-anchor="end" fill-opacity="0.75"') : '',
    ...lines.map((line, i) => text(36, 324 - (lines.length - 1 - i) * 42, 34, line, ' font-weight="700"')),
    '</g></svg>',
  ].join('');
  const sum = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  return { file: `assets/video-thumbnails/${key}-${sum}.svg`, svg };
}
