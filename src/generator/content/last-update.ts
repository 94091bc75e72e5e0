// Docs' last updates, for the docs whose plugin shows them (config showLastUpdateTime,
// showLastUpdateAuthor): the last commit of each doc's source file, from one `git log` started as
// the site loads (git-history.ts), or its front matter's last_update, which comes first.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import type { DocsVersion } from './model.ts';
import { lastCommits, type LastCommit } from './git-history.ts';

interface Shown {
  time: boolean;
  author: boolean;
}

/** What each docs plugin shows of its docs' last updates (plugins that show nothing are left out). */
function shownByPlugin(config: SiteConfig): Map<string, Shown> {
  const shown = new Map<string, Shown>();
  for (const [id, o] of [['default', config.docs] as const, ...config.docsPlugins.map((p) => [p.id, p] as const)]) {
    if (o.showLastUpdateTime || o.showLastUpdateAuthor) shown.set(id, { time: !!o.showLastUpdateTime, author: !!o.showLastUpdateAuthor });
  }
  return shown;
}

/** The history of the docs' folders (relative to the root), when some docs show their last update. */
export function startLastUpdates(root: string, config: SiteConfig): { shown: Map<string, Shown>; commits: Promise<Map<string, LastCommit>> } | undefined {
  const shown = shownByPlugin(config);
  if (!shown.size) return undefined;
  const folders: string[] = [];
  if (shown.has('default')) folders.push(config.docs.path, config.docs.versionedPath);
  for (const p of config.docsPlugins) if (shown.has(p.id)) folders.push(p.path, ...(p.versionedPath ? [p.versionedPath] : []));
  const existing = folders.filter((f) => fs.existsSync(path.resolve(root, f))).map((f) => path.relative(root, path.resolve(root, f)).split(path.sep).join('/') || '.');
  return { shown, commits: existing.length ? lastCommits(root, existing) : Promise.resolve(new Map()) };
}

/** A front matter date (YAML's, or text Date.parse reads) in ms since the epoch; undefined if it is none. */
function timeOf(date: unknown): number | undefined {
  const time = date instanceof Date ? date.getTime() : typeof date === 'string' ? Date.parse(date) : NaN;
  return Number.isNaN(time) ? undefined : time;
}

/** Gives each Markdown doc of the plugins that show it its last update (what its plugin shows of it). */
export function applyLastUpdates(versions: DocsVersion[], shown: Map<string, Shown>, commits: Map<string, LastCommit>): void {
  for (const v of versions) {
    const show = shown.get(v.pluginId);
    if (!show) continue;
    for (const doc of v.docs) {
      if (doc.kind !== 'markdown') continue;
      const own = doc.frontMatter.last_update;
      const commit = commits.get(doc.source);
      const time = show.time ? (timeOf(own?.date) ?? commit?.time) : undefined;
      const author = show.author ? (own?.author ?? commit?.author) : undefined;
      if (time !== undefined || author) doc.lastUpdate = { ...(time !== undefined ? { time } : {}), ...(author ? { author } : {}) };
    }
  }
}
