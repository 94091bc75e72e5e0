// Sharded builds (`docgen build --shard i/n`, then `docgen merge`): which pages a shard writes, and
// what it leaves beside them for the merge. Every shard loads the whole site and renders the content
// of every page (each page's anchors are needed to check the links to it; a shared cache makes the
// others' pages cheap), but resolves links, reports problems and writes files for its own pages only:
// the routes whose place in the route table is i-1 modulo n. Site-wide files made of every page
// (search index, sitemap, llms files, feeds: the emitters that `gather`) are not written by a shard:
// the state each of its pages gave those emitters is kept in SHARD_DIR, and merge.ts hands every
// page's state to the same emitters (their kept()) before their finish() writes those files.
import fs from 'node:fs';
import path from 'node:path';
import { hash } from '../cache.ts';
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
  /** The build as every shard sees it: the site, its assets and the anchors of every page. */
  build: string;
  /** The shard's pages (lines of SHARD_PAGES). */
  pages: number;
}

/** Whether the route at this place of the route table is the shard's (no shard: every route). */
export const ownsRoute = (shard: ShardSpec | undefined, place: number): boolean => !shard || place % shard.count === shard.index - 1;

/** The shard that writes the route at this place (1-based). */
export const shardOfRoute = (count: number, place: number): number => (place % count) + 1;

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
