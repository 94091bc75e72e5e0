// What a build learned of each page, kept in the cache for the next build into the same output
// folder. With it a rebuild knows, without reading or rendering anything, which pages' inputs are
// unchanged: those pages keep their files, and their search records come from the records file.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { RenderedContent } from './render/content.ts';
import type { LlmsPage } from './emit/llms.ts';

/** A page's rendered content but its HTML and Markdown (the page's output files hold those). */
export type ContentMeta = Omit<RenderedContent, 'html' | 'markdown'> & {
  hasMarkdown: boolean;
  /** The page reads data files (::people): its content is rendered every time. */
  readsData?: boolean;
};

export interface PageState {
  /** Key of the inputs of the page's content (see contentKey). */
  content: string;
  meta: ContentMeta;
  /** Key of all the page's inputs: content, what its links lead to, its route data, the site's assets. */
  key: string;
  /** The page's output files. */
  files: string[];
  indexable: boolean;
  /** Hash of the page's search records (in the records file), if it has any. */
  records?: string;
  llms?: { page: Omit<LlmsPage, 'markdown'>; file: string };
}

const FORMAT = 1;

/** Where the state of builds into `outDir` is kept. */
export function stateFiles(cacheDir: string, outKey: string): { state: string; records: string } {
  return { state: path.join(cacheDir, `state-${outKey}.bin`), records: path.join(cacheDir, `records-${outKey}.bin`) };
}

/** The state of the previous build; undefined when there is none (or it cannot be read). */
export function loadBuildState(file: string, generator: string): Map<string, PageState> | undefined {
  try {
    const data = v8.deserialize(fs.readFileSync(file)) as { format: number; generator: string; pages: [string, PageState][] };
    return data.format === FORMAT && data.generator === generator ? new Map(data.pages) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the state; a failure only makes the next build do everything again. */
export function saveBuildState(file: string, generator: string, pages: Map<string, PageState>): void {
  writeAtomically(file, v8.serialize({ format: FORMAT, generator, pages: [...pages] }));
}

function writeAtomically(file: string, data: Uint8Array): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.tmp-${process.pid}`, data);
    fs.renameSync(`${file}.tmp-${process.pid}`, file);
  } catch {
    fs.rmSync(`${file}.tmp-${process.pid}`, { force: true });
  }
}

/**
 * The search records of every page (JSON, by page key), in one file. A rebuild reads it only when
 * an index must be made again, and writes it only when some page's records changed.
 */
export class RecordStore {
  private previous: Map<string, string> | undefined;
  private readonly next = new Map<string, string | null>();
  private changed = false;

  constructor(
    private readonly file: string,
    /** How many pages the previous file held records of. */
    private readonly previousCount: number,
  ) {}

  private old(): Map<string, string> {
    if (!this.previous) {
      try {
        this.previous = new Map(v8.deserialize(fs.readFileSync(this.file)) as [string, string][]);
      } catch {
        this.previous = new Map();
      }
    }
    return this.previous;
  }

  /** Records kept from the previous build, read when first asked for. */
  get(key: string): string {
    const json = this.old().get(key);
    if (json === undefined) throw new Error(`the search records of ${key} are missing from ${this.file}`);
    return json;
  }

  /** The page's records are the previous build's. */
  keep(key: string): void {
    this.next.set(key, null);
  }

  put(key: string, json: string): void {
    this.next.set(key, json);
    this.changed = true;
  }

  save(): void {
    if (!this.changed && this.next.size === this.previousCount && fs.existsSync(this.file)) return;
    const entries: [string, string][] = [];
    for (const [key, json] of this.next) entries.push([key, json ?? this.get(key)]);
    writeAtomically(this.file, v8.serialize(entries));
  }
}
