// An emitter makes one kind of output of a build: a file per page (the HTML page, its Markdown
// copy), records gathered from every page (search index, llms.txt, sitemap), or site-wide files
// (static files, nginx.conf). emitters.ts lists them; the build calls each in that order.
import type { BuildCache } from '../cache.ts';
import type { ClientAssets } from '../client-bundle.ts';
import type { Site } from '../pipeline/site.ts';
import type { LinkedAsset } from '../site/links.ts';
import type { RouteEntry } from '../site/routes.ts';
import type { DocumentAssets, RouteData } from '../../shared/types.ts';
import type { OutputWriter } from './output.ts';
import type { DocumentSetting } from '../render/document-jobs.ts';

export interface EmitContext {
  site: Site;
  out: OutputWriter;
  cache: BuildCache;
  /** The generator's version: part of every cache key. */
  version: string;
  /** The output folder (absolute). */
  outDir: string;
  /** Where what this build keeps for the next one lives (undefined: nothing is kept). */
  stateDir?: { records: string };
  /** A rebuild: the previous build's state is in use (most pages are kept). */
  rebuild: boolean;
  client: ClientAssets;
  /** What each page's document links to, and a key of it (a page's file is reused when it and the page's data are unchanged). */
  document: { assets: DocumentAssets; key: string };
  /** The files pages link to (copied into the output), by source path. */
  linked: Map<string, LinkedAsset>;
  /** Counts the page documents rendered (the others were the same as last time), and those of them rendered on render threads. */
  stats: { rendered: number; onThreads?: number };
  /**
   * Renders a page's document on a render thread when one is free (render/document-jobs.ts): its
   * bytes, or undefined (this thread renders it). None: this thread renders every document.
   */
  documents?: (setting: DocumentSetting, route: RouteData) => Promise<Uint8Array> | undefined;
  /**
   * A shard of a sharded build (build/shard.ts): a gathering emitter's page() returns as its state
   * all that its kept() needs to count the page in again, and its finish() is left to docgen merge.
   */
  shard?: boolean;
}

/** A page this build writes. */
export interface PageOutput {
  route: RouteEntry;
  /** Its HTML file, relative to the output folder. */
  file: string;
  data: RouteData;
  /** Its Markdown (docs pages have it), API references not yet resolved. */
  markdown?: string;
}

/** What an emitter keeps of a page for the next build: the files it wrote, and anything it needs back. */
export interface EmittedPage<S> {
  files?: string[];
  state?: S;
}

export interface Emitter<S = unknown> {
  /** A page written by this build: writes its files. */
  page?(page: PageOutput): EmittedPage<S> | void;
  /**
   * A docs page kept from the previous build (its files untouched), with the state page() gave for
   * it then; returns the state to keep from now on when it changed.
   */
  kept?(route: RouteEntry, state: S): S | void;
  /** After the last page: the files made from every page, and the site-wide ones. */
  finish?(): Promise<void> | void;
  /** After the output is in place: what the next build reads. */
  committed?(): void;
  /** Stops what it runs beside the build (threads), whether the build succeeded or not. */
  close?(): Promise<void>;
}

export interface EmitterDefinition {
  /** Its name (what it keeps of each page is kept under it). */
  name: string;
  /**
   * Its site-wide files are made of every page (through page() and kept()): a shard of a sharded
   * build leaves them to docgen merge, which gives it every page's state.
   */
  gathers?: boolean;
  /**
   * The order the build hands pages over in, as a key per page (route order among pages of one
   * key): an emitter whose files are made of parts of the site finishes a part once its last page
   * is in (the first emitter that says so sets the order; what other emitters make of every page
   * must not depend on it).
   */
  pageOrder?(site: Site): (route: RouteEntry) => number;
  create(ctx: EmitContext): Emitter;
}
