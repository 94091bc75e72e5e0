// A blog's authors: its authors file (authors.yml or .json in the blog folder: key → name, title,
// url, email, picture, social handles, own page) and each post's authors — keys of that file, objects
// written in the post (which may add to a key's entry), or the older author_* keys — as Docusaurus'
// blog reads them. Social handles become links (github: name → https://github.com/name).
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import { fsReason, problem, type Problem } from '../../errors.ts';
import { joinUrl } from '../../../shared/urls.ts';
import type { BlogAuthor } from './types.ts';
import { authorFields, type BlogFrontMatter, type FrontMatterAuthor } from './front-matter.ts';
import { checkedEntries, keyLines } from './keyed-file.ts';
import { kebabCase } from './kebab-case.ts';

const entrySchema = z
  .looseObject({
    ...authorFields,
    description: z.string().optional(),
    page: z.union([z.boolean(), z.strictObject({ permalink: z.string().min(1) })], { error: 'must be true, false or { permalink: "…" }' }).optional(),
  }, { error: 'must be an author: an object with a name or an imageURL, and its title, url, socials, …' })
  .refine((a) => a.name !== undefined || a.imageURL !== undefined || a.image_url !== undefined, 'an author needs a name or an imageURL');

// Where a platform's handle leads.
const PLATFORMS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (h) => `mailto:${h}`,
};

/** Social handles as links: a full URL (http, https, mailto) is kept, a handle of a known platform made its link; a path is an error. */
export function socialLinks(socials: Record<string, string>, where: string, file: string, problems: Problem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [platform, value] of Object.entries(socials)) {
    if (/^(?:https?:\/\/|mailto:)/.test(value)) out[platform] = value;
    else if (value.includes('/')) problems.push(problem(file, `${where}: socials.${platform} "${value}" is neither a handle nor a full URL (https://…); write the user name, or the whole address`));
    else {
      const known = PLATFORMS[platform.toLowerCase()];
      if (known) out[platform.toLowerCase()] = known(value);
      else out[platform] = value;
    }
  }
  return out;
}

/** A picture path of the site ("/img/a.png") with the base URL; a URL as it is. */
export const imageUrl = (url: string | undefined, baseUrl: string): string | undefined => (url?.startsWith('/') ? joinUrl(baseUrl, url) : url);

export interface AuthorsFile {
  /** The file, relative to the project root, for messages. */
  file: string;
  /** Its authors by key, in its order. */
  authors: Map<string, BlogAuthor>;
}

/**
 * The blog's authors file (none when it does not exist). `authorsPath` is the URL path of the
 * authors' pages (/blog/authors).
 */
export function readAuthorsFile(root: string, dir: string, mapPath: string, authorsPath: string, baseUrl: string, problems: Problem[]): AuthorsFile | undefined {
  const abs = path.resolve(dir, mapPath);
  if (!fs.existsSync(abs)) return undefined;
  const file = path.relative(root, abs).split(path.sep).join('/');
  let text: string;
  try {
    text = fs.readFileSync(abs, 'utf8');
  } catch (err) {
    problems.push(problem(file, `cannot read the authors file: ${fsReason(err)}`));
    return undefined;
  }
  let data: unknown;
  try {
    // (JSON is YAML too.)
    data = parseYaml(text);
  } catch (err) {
    const e = err as { message: string; linePos?: { line: number; col: number }[] };
    problems.push(problem(file, `the authors file is neither YAML nor JSON: ${e.message.split('\n')[0]}`, e.linePos?.[0]?.line, e.linePos?.[0]?.col));
    return undefined;
  }
  const authors = new Map<string, BlogAuthor>();
  if (data === null || data === undefined) return { file, authors };
  if (typeof data !== 'object' || Array.isArray(data)) {
    problems.push(problem(file, 'the authors file must map author keys to authors (jmarcey: { name: …, title: …, imageURL: … })'));
    return undefined;
  }
  const lineOf = keyLines(text);
  const byPage = new Map<string, string>();
  for (const [key, a] of checkedEntries(file, data as Record<string, unknown>, entrySchema, 'author', lineOf, problems)) {
    const author: BlogAuthor = { key };
    if (a.name !== undefined) author.name = a.name;
    if (a.title !== undefined) author.title = a.title;
    if (a.url !== undefined) author.url = a.url;
    if (a.email !== undefined) author.email = a.email;
    const image = imageUrl(a.imageURL ?? a.image_url, baseUrl);
    if (image !== undefined) author.imageURL = image;
    if (a.socials) author.socials = socialLinks(a.socials as Record<string, string>, `author "${key}"`, file, problems);
    if (a.description !== undefined) author.description = a.description;
    if (a.page) {
      author.page = joinUrl(authorsPath, a.page === true ? kebabCase(key) : a.page.permalink);
      const other = byPage.get(author.page);
      if (other !== undefined) problems.push(problem(file, `authors "${other}" and "${key}" have the same page ${author.page}; give one a page: { permalink: … } of its own`, lineOf(key)));
      byPage.set(author.page, key);
    }
    authors.set(key, author);
  }
  return { file, authors };
}

export interface PostAuthorsContext {
  /** The post's file (relative to the project root), for messages. */
  source: string;
  authorsFile?: AuthorsFile;
  /** The authors file's path as the options name it, for messages. */
  mapPath: string;
  baseUrl: string;
  onInlineAuthors: 'ignore' | 'log' | 'warn' | 'throw';
}

/** A post's authors, from its front matter; unknown keys, mixed ways and repeated authors are errors. */
export function postAuthors(fm: BlogFrontMatter, ctx: PostAuthorsContext, problems: Problem[]): BlogAuthor[] {
  const { source, baseUrl } = ctx;
  const written: FrontMatterAuthor[] = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  const legacy = { name: fm.author, title: fm.author_title ?? fm.authorTitle, url: fm.author_url ?? fm.authorURL, imageURL: imageUrl(fm.author_image_url ?? fm.authorImageURL, baseUrl) };
  if (legacy.name !== undefined || legacy.title !== undefined || legacy.url !== undefined || legacy.imageURL !== undefined) {
    if (written.length) {
      problems.push(problem(source, "front matter: authors and author/author_title/author_url/author_image_url both name the post's authors; use authors only"));
      return [];
    }
    return [Object.fromEntries(Object.entries(legacy).filter(([, v]) => v !== undefined)) as BlogAuthor];
  }
  const known = ctx.authorsFile?.authors;
  const authors: BlogAuthor[] = [];
  for (const entry of written) {
    const own = typeof entry === 'string' ? { key: entry } : entry;
    let author: BlogAuthor = {};
    if (own.key !== undefined) {
      if (!known?.size) {
        problems.push(problem(source, `front matter: authors: the author key "${own.key}" needs an authors file, and ${ctx.authorsFile ? `${ctx.authorsFile.file} has no authors` : `there is none (${ctx.mapPath} in the blog folder, the authorsMapPath option)`}; write the author as an object ({ name: …, title: … }) or add the file`));
        continue;
      }
      const entryOfKey = known.get(own.key);
      if (!entryOfKey) {
        problems.push(problem(source, `front matter: authors: no author "${own.key}" in ${ctx.authorsFile!.file}; its keys are: ${[...known.keys()].join(', ')}`));
        continue;
      }
      author = { ...entryOfKey };
    }
    if (typeof entry !== 'string') {
      // (An object's fields replace the file's; its socials, even when it has none, as Docusaurus does.)
      for (const k of ['key', 'name', 'title', 'url', 'email'] as const) if (entry[k] !== undefined) author[k] = entry[k];
      const image = entry.imageURL ?? entry.image_url;
      if (image !== undefined) author.imageURL = imageUrl(image, baseUrl);
      const socials = socialLinks((entry.socials ?? {}) as Record<string, string>, 'front matter: authors', source, problems);
      if (Object.keys(socials).length) author.socials = socials;
      else delete author.socials;
    }
    authors.push(author);
  }
  const keys = authors.flatMap((a) => (a.key ? [a.key] : []));
  const repeated = [...new Set(keys.filter((k, i) => keys.indexOf(k) !== i))];
  if (repeated.length) problems.push(problem(source, `front matter: authors: ${repeated.map((k) => `"${k}"`).join(', ')} named more than once`));
  const inline = authors.filter((a) => !a.key);
  if (inline.length && ctx.onInlineAuthors !== 'ignore') {
    const names = inline.map((a) => a.name ?? a.imageURL ?? '(no name)').join(', ');
    const message = `authors not in the authors file (${ctx.mapPath}): ${names}; give them keys there and name them by key, or set the blog's onInlineAuthors to 'ignore'`;
    problems.push(ctx.onInlineAuthors === 'throw' ? problem(source, message) : { severity: 'warning', file: source, message });
  }
  return authors;
}
