// Holds texts a build makes early and uses late: rendered page HTML (and Markdown) between the
// rendering phases, each page's content summary (read in every phase), a large site's search
// records until their index segment is built. Small sites
// keep them in memory; past a budget they are appended to one temporary file and read back by
// offset, so memory stays flat however large the site is (one file, not one per text: creating
// files is slow).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class TextStore {
  private readonly memory = new Map<string, string>();
  private readonly spilled = new Map<string, { offset: number; bytes: number }>();
  private held = 0;
  private dir: string | undefined;
  private fd: number | undefined;
  private end = 0;

  private readonly budget: number;

  /** `budget`: characters kept in memory (DOCGEN_TEXT_IN_MEMORY sets every store's, for tests: 0 sends every text to disk). */
  constructor(budget = 32 * 1024 * 1024) {
    const forced = process.env.DOCGEN_TEXT_IN_MEMORY;
    this.budget = forced ? Number(forced) : budget;
  }

  put(key: string, html: string): void {
    if (this.held + html.length <= this.budget) {
      this.memory.set(key, html);
      this.held += html.length;
      return;
    }
    if (this.fd === undefined) {
      this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-html-'));
      this.fd = fs.openSync(path.join(this.dir, 'pages'), 'w+');
    }
    const bytes = fs.writeSync(this.fd, html, this.end, 'utf8');
    this.spilled.set(key, { offset: this.end, bytes });
    this.end += bytes;
  }

  /** Returns a page's HTML and forgets it ('' for a key never stored). */
  take(key: string): string {
    const html = this.memory.get(key);
    if (html !== undefined) {
      this.memory.delete(key);
      this.held -= html.length;
      return html;
    }
    const text = this.read(key);
    this.spilled.delete(key);
    return text;
  }

  /** Returns a text and keeps it ('' for a key never stored). */
  read(key: string): string {
    const text = this.memory.get(key);
    if (text !== undefined) return text;
    const at = this.spilled.get(key);
    if (!at || this.fd === undefined) return '';
    const buffer = Buffer.allocUnsafe(at.bytes);
    fs.readSync(this.fd, buffer, 0, at.bytes, at.offset);
    return buffer.toString('utf8');
  }

  /** Forgets every text and removes the temporary file (the store may be used again). */
  dispose(): void {
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
    this.dir = undefined;
    this.memory.clear();
    this.spilled.clear();
    this.held = 0;
    this.end = 0;
  }
}
