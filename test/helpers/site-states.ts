// A small site in three states, for tests of what builds keep from one to the next: A; B (text
// changed, a heading renamed with the link to it, a page gone, the picture changed); C (one page
// edited whose link is checked against a page kept from B, and whose search records are indexed
// with those of pages kept from B).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { minimalSite } from './fixture.ts';

export type Files = Record<string, string | Buffer>;
export type SiteStates = Record<'A' | 'B' | 'C', Files>;

const page = (n: number, body: string) => `---\ntitle: Page ${n}\n---\n\n${body}\n`;
const sidebar = (pages: number[]) => `export default { docs: ['intro', 'guide', ${pages.map((n) => `'page-${n}'`).join(', ')}] };\n`;
const png = (colour: string) => sharp({ create: { width: 900, height: 500, channels: 3, background: colour } }).png().toBuffer();

function siteOf(pages: Record<number, string>, image: Buffer): Files {
  const files: Files = { ...minimalSite(), 'content/sidebars.ts': sidebar(Object.keys(pages).map(Number)), 'content/docs/img/pic.png': image };
  for (const [n, body] of Object.entries(pages)) files[`content/docs/page-${n}.md`] = page(Number(n), body);
  return files;
}

export async function siteStates(): Promise<SiteStates> {
  const [red, blue, green] = await Promise.all([png('#c33'), png('#33c'), png('#3c3')]);
  const base: Record<number, string> = { 0: 'Zero talks about apples.', 1: 'One shows ![a picture](./img/pic.png).', 2: 'Two links to [the details](./page-3.md#details).', 3: 'Three.\n\n## Details\n\nThe details.', 4: 'Four.', 5: 'Five.' };
  const { 5: _gone, ...kept } = base;
  const b = { ...kept, 0: 'Zero talks about pears.', 2: 'Two links to [the particulars](./page-3.md#particulars).', 3: 'Three.\n\n## Particulars\n\nThe particulars.' };
  return { A: siteOf(base, red), B: siteOf(b, blue), C: siteOf({ ...b, 2: 'Two, edited, links to [the particulars](./page-3.md#particulars).' }, green) };
}

/**
 * Makes a project's content folder hold exactly the files of a state (the config stays). Only
 * the files that differ are written, as an author's edit would: the others keep their times, so a
 * cached build keeps their pages (and reads what it kept of them).
 */
export function setState(dir: string, files: Files): void {
  const content = path.join(dir, 'content');
  const wanted = new Set(Object.keys(files).map((rel) => path.join(dir, rel)));
  if (fs.existsSync(content)) {
    for (const e of fs.readdirSync(content, { recursive: true, withFileTypes: true })) {
      const file = path.join(e.parentPath, e.name);
      if (e.isFile() && !wanted.has(file)) fs.rmSync(file);
    }
  }
  for (const [rel, body] of Object.entries(files)) {
    const file = path.join(dir, rel);
    const now = fs.existsSync(file) ? fs.readFileSync(file) : undefined;
    if (now?.equals(Buffer.from(body))) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  }
}
