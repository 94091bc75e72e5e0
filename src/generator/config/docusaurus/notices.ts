// What a Docusaurus config sets that docgen does not honour: one warning each, naming the key and
// the line of the config file where it is set (as far as a search of the file's text finds it).
import type { Problem } from '../../errors.ts';

export class Notices {
  readonly list: Problem[] = [];
  private readonly lines: string[];

  constructor(
    private readonly file: string,
    source: string,
  ) {
    this.lines = source.split('\n');
  }

  /**
   * `where` is the key's path ("themeConfig.prism.theme"): its parts are looked for in the file
   * in turn, each after the line of the one before, for the line where the last one is set.
   */
  skip(where: string, what: string): void {
    let line: number | undefined;
    for (const part of where.split('.')) {
      const key = part.replace(/\[\d+\]$/, '');
      const found = this.lineOf(key, line ?? 0);
      if (found !== undefined) line = found;
    }
    this.list.push({ severity: 'warning', file: this.file, line, message: `${where}: ${what}` });
  }

  private lineOf(key: string, from: number): number | undefined {
    const escaped = key.replace(/[.*+?^${}()|[\]\\/@-]/g, '\\$&');
    const pattern = new RegExp(`(^|[\\s{,(\\[])(['"\`]?)${escaped}\\2\\s*:|['"\`]${escaped}['"\`]`);
    for (let i = Math.max(0, from - 1); i < this.lines.length; i++) if (pattern.test(this.lines[i])) return i + 1;
    return undefined;
  }
}

/** A Docusaurus plugin or preset entry's name and options: 'name', [name, options], a function, or false/null. */
export function pluginEntry(entry: unknown): { name: string; options: Record<string, unknown> } | undefined {
  if (!entry) return undefined;
  const [ref, options] = Array.isArray(entry) ? entry : [entry, {}];
  const name = typeof ref === 'string' ? ref : typeof ref === 'function' ? ref.name || 'a plugin function' : String(ref);
  return { name, options: options && typeof options === 'object' ? (options as Record<string, unknown>) : {} };
}

/** Whether a plugin or preset name (short, full or a resolved path) is the given Docusaurus package. */
export function isDocusaurusPackage(name: string, short: string): boolean {
  const n = name.replace(/\\/g, '/');
  return n === short || n === `@docusaurus/${short}` || n.includes(`/@docusaurus/${short}/`) || n.endsWith(`/@docusaurus/${short}`) || n === `docusaurus-${short}`;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
