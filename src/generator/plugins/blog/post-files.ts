// A post's file name as Docusaurus' blog reads it: a date in its path (2024-05-01-name.md,
// 2024/05/01/name.md, 2024-05-01-name/index.md, …) gives the post its date and its URL
// (/2024/05/01/name); without one, the path (without extension and `/index`) is its URL.

export interface PostAddress {
  /** The date written in the path (UTC midnight), if any. */
  date?: Date;
  /** The name after the date (or the whole path without a date): the title of last resort. */
  text: string;
  /** Its URL inside the blog, from the path: /2024/05/01/name */
  slug: string;
}

// The last date of the path (the part before it is kept), then an optional "-" or "/", the name
// (shortest), an optional "/index" and the Markdown extension. (The extension's dot is any
// character, as Docusaurus' pattern has it.)
const DATED_PATH = /^(.*)(\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(.*?)(?:\/index)?.mdx?$/;

/** The date, name and URL a post's path (inside the blog folder, POSIX) gives it. */
export function postAddress(rel: string): PostAddress {
  const dated = DATED_PATH.exec(rel);
  if (dated) {
    const [, before, written, name] = dated;
    // (A date of the path is a UTC date.)
    return { date: new Date(`${written}Z`), text: name, slug: `/${written.replaceAll('-', '/')}/${before}${name}` };
  }
  const text = rel.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: `/${text}` };
}

/**
 * A front matter date: YAML's own (a Date) or text, read as UTC when it names no zone. Undefined
 * when it is no date.
 */
export function frontMatterDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const asUtc = new Date(`${value}Z`);
  if (!Number.isNaN(asUtc.getTime())) return asUtc;
  const asWritten = new Date(value);
  return Number.isNaN(asWritten.getTime()) ? undefined : asWritten;
}
