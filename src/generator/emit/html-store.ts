// Holds rendered page HTML between the two rendering phases. Small sites keep it in memory; past
// a budget it goes to a temporary folder, so memory stays flat however large the site is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class HtmlStore {
  private readonly memory = new Map<string, string>();
  private readonly spilled = new Map<string, string>();
  private bytes = 0;
  private dir: string | undefined;

  constructor(private readonly budget = 96 * 1024 * 1024) {}

  put(key: string, html: string): void {
    if (this.bytes + html.length <= this.budget) {
      this.memory.set(key, html);
      this.bytes += html.length;
      return;
    }
    this.dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-html-'));
    const file = path.join(this.dir, `${this.spilled.size}.html`);
    fs.writeFileSync(file, html);
    this.spilled.set(key, file);
  }

  /** Returns a page's HTML and forgets it. */
  take(key: string): string {
    const html = this.memory.get(key);
    if (html !== undefined) {
      this.memory.delete(key);
      return html;
    }
    const file = this.spilled.get(key);
    if (!file) return '';
    const text = fs.readFileSync(file, 'utf8');
    fs.rmSync(file, { force: true });
    this.spilled.delete(key);
    return text;
  }

  dispose(): void {
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
