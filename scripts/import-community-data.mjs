#!/usr/bin/env node
// Writes content/community/videos/*.json and ambassadors.json from an extracted community data
// file (facts only: titles, ids, speakers, events, years, links).
//   node scripts/import-community-data.mjs [FILE]   (default ../shared/data/community.json)
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const file = path.resolve(process.argv[2] ?? path.join(root, '../shared/data/community.json'));
const data = JSON.parse(fs.readFileSync(file, 'utf8'));

// Our own one-line descriptions of each page.
const pages = {
  'conference-videos': ['Conference Videos', 'Talks about Playwright given at conferences and meetups, newest first.'],
  'release-videos': ['Release Videos', 'A short video tour of what each Playwright release added.'],
  'live-streams': ['Live Streams', 'Recorded live sessions: building, debugging and answering questions with the Playwright team and guests.'],
  'feature-videos': ['Feature Videos', 'Short videos that each show one Playwright feature in action.'],
  'mcp-videos': ['MCP & Agent Videos', 'Videos about driving the browser from AI agents with the Playwright MCP server and test agents.'],
  'learn-videos': ['Learn Videos', 'Videos for learning Playwright step by step, from the first test onwards.'],
};

const outDir = path.join(root, 'content/community/videos');
fs.mkdirSync(outDir, { recursive: true });
for (const [id, [title, description]] of Object.entries(pages)) {
  const source = data.videoPages[id];
  const videos = source.entries.map((e) => {
    const v = {
      title: e.title ?? (e.version ? `Playwright ${e.cardHeading?.replace(/^Playwright /, '') ?? `v${e.version}`}` : e.cardHeading),
      ...(e.youtubeId ? { youtubeId: e.youtubeId } : {}),
      url: e.youtubeUrl ?? e.url,
      speakers: e.speakers ?? [],
      ...(e.conference || e.host ? { event: e.conference ?? e.host } : {}),
      ...(e.year ? { year: e.year } : {}),
    };
    if (e.highlights?.length) v.description = `Highlights: ${e.highlights.join(', ')}.`;
    return v;
  });
  fs.writeFileSync(path.join(outDir, `${id}.json`), JSON.stringify({ title, description, videos }, null, 2) + '\n');
  console.log(`content/community/videos/${id}.json: ${videos.length} videos`);
}

const ambassadors = data.ambassadorsPage.ambassadors.map((a) => ({
  name: a.name,
  location: [a.city, a.country].filter(Boolean).join(', '),
  languages: a.languages,
  links: a.social.map((s) => ({ kind: s.kind === 'twitter' ? 'x' : s.kind, url: s.url })),
}));
fs.writeFileSync(path.join(root, 'content/community/ambassadors.json'), JSON.stringify({ ambassadors }, null, 2) + '\n');
console.log(`content/community/ambassadors.json: ${ambassadors.length} ambassadors`);
