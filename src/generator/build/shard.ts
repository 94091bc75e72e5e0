// Sharded builds (`docgen build --shard i/n`, then `docgen merge`): which pages a shard writes, and
// what it leaves beside them for the merge. Every shard loads the whole site and renders the content
// it needs (build.ts): its own pages, the blog posts (lists show their excerpts), then the pages whose
// anchors its pages' links name (links.ts, anchorTargets); it resolves links, reports problems and
// writes files for its own pages only: those whose URL path hashes to i-1 modulo n. Site-wide files
// made of every page (search index, sitemap, llms files, feeds: the emitters that `gather`) are not
// written by a shard: the state each of its pages gave those emitters is kept in SHARD_DIR, and
// merge.ts hands every page's state to the same emitters (their kept()) before their finish()
// writes those files.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { hash } from '../cache.ts';
import { allDocsVersions } from '../content/load-model.ts';
import type { Site } from '../pipeline/site.ts';
import type { ShardSpec } from './shard-spec.ts';

/** The folder of a shard's output that holds what the merge needs (no site file lives there). */
export const SHARD_DIR = '.docgen-shard';
export const SHARD_MANIFEST = `${SHARD_DIR}/manifest.json`;
export const SHARD_PAGES = `${SHARD_DIR}/pages.jsonl`;
/** Written by a shard and read by the merge; another value is refused. */
export const SHARD_FORMAT = 1;

/** What a shard says of itself (SHARD_MANIFEST). */
export interface ShardManifest {
  format: number;
  generator: string;
  shard: number;
  of: number;
  /** The site as the merge can see it without rendering: config and routes (siteKey). */
  site: string;
  /** The build as every shard sees it: the site's shape and assets, and every page's source. */
  build: string;
  /** The shard's pages (lines of SHARD_PAGES). */
  pages: number;
}

/**
 * The shard (1-based) that writes the page at this URL path: a hash of the path modulo n, so that a
 * page stays in its shard as others are added or removed (a shard's cache keeps serving it).
 */
export function shardOfRoute(count: number, routePath: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < routePath.length; i++) h = Math.imul(h ^ routePath.charCodeAt(i), 0x01000193);
  return ((h >>> 0) % count) + 1;
}

/** Whether the page at this URL path is the shard's (no shard: every page). */
export const ownsRoute = (shard: ShardSpec | undefined, routePath: string): boolean => !shard || shardOfRoute(shard.count, routePath) === shard.index;

/** A key of the sources of every page (their bytes): shards built from different commits differ in it. */
export function sourcesKey(site: Site): string {
  const h = createHash('sha256');
  const seen = new Set<string>();
  for (const v of allDocsVersions(site.model)) {
    for (const d of v.docs) {
      h.update(`${d.source}\n`);
      // (API pages of one class file share it: read once.)
      if (seen.has(d.source)) continue;
      seen.add(d.source);
      try {
        h.update(fs.readFileSync(path.resolve(site.root, d.source)));
      } catch {
        h.update('-');
      }
    }
  }
  return h.digest('base64url').slice(0, 32);
}

/** A key of what the merge can check of the site without rendering: docgen's version, the config and every route. */
export function siteKey(site: Site, generator: string): string {
  return hash(JSON.stringify([generator, site.config, site.routes.map((r) => r.path)]));
}

/** A file's lines, read a piece at a time (a shard's pages file can be larger than a string may be). */
export class LineReader {
  private readonly fd: number;
  private buffered = '';
  private done = false;
  private readonly chunk = Buffer.alloc(1 << 20);
  private readonly decoder = new TextDecoder('utf-8');

  constructor(readonly file: string) {
    this.fd = fs.openSync(file, 'r');
  }

  /** The next line, without its newline; undefined at the end. */
  next(): string | undefined {
    for (;;) {
      const nl = this.buffered.indexOf('\n');
      if (nl >= 0) {
        const line = this.buffered.slice(0, nl);
        this.buffered = this.buffered.slice(nl + 1);
        return line;
      }
      if (this.done) {
        const rest = this.buffered;
        this.buffered = '';
        return rest ? rest : undefined;
      }
      const n = fs.readSync(this.fd, this.chunk, 0, this.chunk.length, null);
      if (n === 0) {
        this.done = true;
        this.buffered += this.decoder.decode();
      } else this.buffered += this.decoder.decode(this.chunk.subarray(0, n), { stream: true });
    }
  }

  close(): void {
    fs.closeSync(this.fd);
  }
}

/** A path of the output folder in the form shards and the merge compare (posix separators). */
export const posixRel = (root: string, file: string): string => path.relative(root, file).split(path.sep).join('/');
