// A blog's tags: its tags file (tags.yml in the blog folder, or the file the `tags` option names:
// key → label, permalink, description) and each post's tags — keys of that file, or tags written
// in the post (a label, or { label, permalink }), which are "inline" and said as onInlineTags asks.
// A tag's page is under the blog's tags path: a label "Docusaurus v2" is /blog/tags/docusaurus-v-2.
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { checkedEntries, keyLines } from './keyed-file.ts';
import * as z from 'zod';
import { fsReason, problem, type Problem } from '../../errors.ts';
import { joinUrl } from '../../../shared/urls.ts';
import type { BlogTag } from './types.ts';
import type { BlogPluginConfig } from './schema.ts';
import { kebabCase } from './kebab-case.ts';

const DEFAULT_TAGS_FILE = 'tags.yml';

const entrySchema = z.union([z.strictObject({ label: z.string().optional(), description: z.string().optional(), permalink: z.string().optional() }), z.null()], { error: 'must be a tag: { label, permalink, description } (each optional), or nothing' });

export interface TagsFile {
  /** The file, relative to the project root, for messages. */
  file: string;
  /** Its tags by key: label, permalink (inside the tags path) and description. */
  tags: Map<string, { label: string; permalink: string; description?: string }>;
}

/**
 * The blog's tags file: null when there is none (the `tags` option null or false, or left out and
 * no tags.yml); a file the option names that is missing is an error.
 */
export function readTagsFile(root: string, dir: string, option: BlogPluginConfig['tags'], problems: Problem[]): TagsFile | null {
  if (option === null || option === false) return null;
  const abs = path.resolve(dir, option ?? DEFAULT_TAGS_FILE);
  const file = path.relative(root, abs).split(path.sep).join('/');
  if (!fs.existsSync(abs)) {
    if (option !== undefined) problems.push(problem(file, `the blog's tags file (its tags option: ${JSON.stringify(option)}) does not exist; create it, or set tags to null for none`));
    return null;
  }
  let text: string;
  try {
    text = fs.readFileSync(abs, 'utf8');
  } catch (err) {
    problems.push(problem(file, `cannot read the tags file: ${fsReason(err)}`));
    return null;
  }
  const tags: TagsFile['tags'] = new Map();
  if (!text.trim()) return { file, tags };
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (err) {
    const e = err as { message: string; linePos?: { line: number; col: number }[] };
    problems.push(problem(file, `the tags file is not valid YAML: ${e.message.split('\n')[0]}`, e.linePos?.[0]?.line, e.linePos?.[0]?.col));
    return null;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.push(problem(file, 'the tags file must map tag keys to tags (release: { label: Release, permalink: /release, description: … })'));
    return null;
  }
  const lineOf = keyLines(text);
  const byPermalink = new Map<string, string>();
  for (const [key, entry] of checkedEntries(file, data as Record<string, unknown>, entrySchema, 'tag', lineOf, problems)) {
    const t = entry ?? {};
    // (Without a label: the key with a capital first letter and the rest small; without a permalink: the key in kebab case.)
    const tag = { label: t.label || key.charAt(0).toUpperCase() + key.slice(1).toLowerCase(), permalink: t.permalink || `/${kebabCase(key)}`, ...(t.description !== undefined ? { description: t.description } : {}) };
    const other = byPermalink.get(tag.permalink);
    if (other !== undefined) problems.push(problem(file, `tags "${other}" and "${key}" have the same permalink ${tag.permalink}; give one a permalink of its own`, lineOf(key)));
    byPermalink.set(tag.permalink, key);
    tags.set(key, tag);
  }
  return { file, tags };
}

export interface PostTagsContext {
  /** The post's path inside the blog folder, for messages (as Docusaurus names it). */
  source: string;
  tagsFile: TagsFile | null;
  /** URL path of the tags' pages: /blog/tags */
  tagsPath: string;
  /** The tags file as the option names it, for messages. */
  option: BlogPluginConfig['tags'];
  onInlineTags: BlogPluginConfig['onInlineTags'];
}

/** A post's tags, from its front matter; tags not in the tags file are said (when there is one) as onInlineTags asks. */
export function postTags(written: (string | { label: string; permalink: string; description?: unknown })[] | undefined, ctx: PostTagsContext, problems: Problem[]): BlogTag[] {
  const tags = (written ?? []).map((t): BlogTag => {
    const known = typeof t === 'string' ? ctx.tagsFile?.tags.get(t) : undefined;
    if (known) return { label: known.label, permalink: joinUrl(ctx.tagsPath, known.permalink), ...(known.description !== undefined ? { description: known.description } : {}) };
    if (typeof t === 'string') return { label: t, permalink: joinUrl(ctx.tagsPath, kebabCase(t)), inline: true };
    return { label: t.label, permalink: joinUrl(ctx.tagsPath, t.permalink), ...(typeof t.description === 'string' ? { description: t.description } : {}), inline: true };
  });
  if (ctx.tagsFile && ctx.onInlineTags !== 'ignore') {
    const inline = [...new Set(tags.filter((t) => t.inline).map((t) => t.label))];
    if (inline.length) {
      const message = `front matter: tags ${inline.join(', ')} are not in the tags file ${ctx.tagsFile.file}; add them there, or set the blog's onInlineTags to 'ignore'`;
      problems.push(ctx.onInlineTags === 'throw' ? problem(ctx.source, message) : { severity: 'warning', file: ctx.source, message });
    }
  }
  return tags;
}
