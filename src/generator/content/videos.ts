// Community video pages: one JSON file per page in <community>/videos/, validated with zod.
// A malformed entry is an error naming the file and the entry.
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { DocgenError, problem, type Problem } from '../errors.ts';
import { issueText, pathText, plainIssues, zodProblems } from '../config/zod-problems.ts';
import type { VideoPage } from './model.ts';
import { toPosix } from './docs.ts';
import { videoThumbnail } from './video-thumbnails.ts';
import { readJsonFile } from './json-file.ts';

const videoSchema = z.strictObject({
  title: z.string().min(1),
  youtubeId: z.string().regex(/^[\w-]{6,}$/, 'expected a YouTube video id such as "pGPWSILa0PM"').optional(),
  url: z.url(),
  speakers: z.array(z.string()).default([]),
  event: z.string().optional(),
  year: z.string().regex(/^\d{4}$/, 'expected a four-digit year such as "2024"').optional(),
  description: z.string().optional(),
});
const pageSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().default(''),
  videos: z.array(z.unknown()),
});

export function loadVideoPages(dir: string, root: string): { pages: VideoPage[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const pages: VideoPage[] = [];
  if (!fs.existsSync(dir)) return { pages, problems };
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const file = path.join(dir, name);
    const source = toPosix(path.relative(root, file));
    let raw: unknown;
    try {
      raw = readJsonFile(file, source, root);
    } catch (err) {
      if (!(err instanceof DocgenError)) throw err;
      problems.push(...err.problems);
      continue;
    }
    const page = pageSchema.safeParse(raw, plainIssues);
    if (!page.success) {
      problems.push(...zodProblems(page.error, source));
      continue;
    }
    const videos = page.data.videos.flatMap((entry, i) => {
      const v = videoSchema.safeParse(entry, plainIssues);
      if (v.success) return [{ ...v.data, thumbnail: videoThumbnail(v.data, page.data.title) }];
      const title = (entry as { title?: unknown })?.title;
      for (const issue of v.error.issues) problems.push(problem(source, `videos[${i}]${typeof title === 'string' ? ` ("${title}")` : ''}: ${issueText(pathText('', issue.path), issue.message, 'the entry')}`));
      return [];
    });
    pages.push({ id: name.replace(/\.json$/, ''), title: page.data.title, description: page.data.description, source, videos });
  }
  return { pages, problems };
}
