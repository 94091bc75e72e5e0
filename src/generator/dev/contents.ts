// What docgen dev keeps of pages' content (phase 1 of the page pipeline): each docs page's content
// and the home page's, rendered when first needed and kept until a file it was made from changes.
// Its dependency record (render/deps.ts) says which contents a changed file invalidates.
import fs from 'node:fs';
import path from 'node:path';
import { parseSource } from '../content/frontmatter.ts';
import { decodeSource, leadingHeading } from '../content/docs.ts';
import { outsideProject } from '../content/content-file.ts';
import { rawHtmlModeOf, titleUnderPolicy } from '../markdown/raw-html-text.ts';
import { allDocsVersions } from '../content/load-model.ts';
import type { DocRecord, DocsVersion } from '../content/model.ts';
import { docKey, type RenderedContent } from '../render/content.ts';
import { DependentPages } from '../render/deps.ts';
import type { DocRoute } from '../site/routes.ts';
import type { HomeContent, PageContents } from '../pipeline/page.ts';
import type { Site } from '../pipeline/site.ts';

/** The dependency record's name of the home page's content. */
const HOME = 'home';

export class DevContents {
  private readonly docs = new Map<string, Promise<RenderedContent>>();
  private home?: Promise<HomeContent | undefined>;
  /** What each content (by docKey, or HOME) was made from. */
  private readonly dependents = new DependentPages<string>();

  constructor(
    private readonly site: Site,
    private readonly contents: PageContents,
    /** Told of the permalink of each docs page whose content is forgotten (its anchors may differ). */
    private readonly forgotten: (permalink: string) => void,
  ) {}

  doc(route: DocRoute): Promise<RenderedContent> {
    const key = docKey(route.version, route.doc);
    let pending = this.docs.get(key);
    if (!pending) {
      pending = this.contents.doc(route).then((c) => {
        this.dependents.record(key, c.deps);
        return c;
      });
      this.docs.set(key, pending);
      pending.catch(() => this.docs.delete(key));
    }
    return pending;
  }

  homePage(): Promise<HomeContent | undefined> {
    this.home ??= this.contents.home().then((c) => {
      if (c) this.dependents.record(HOME, c.deps);
      return c;
    });
    return this.home;
  }

  /**
   * A Markdown file changed. When only its body changed, that page's content is rendered again when
   * next needed; anything that can move other pages (title, id, slug, sidebar fields) is for a
   * reload of the site. False when the file is not a loaded doc, or it must be reloaded.
   */
  updateDoc(absFile: string): boolean {
    const found = this.findDoc(absFile);
    if (!found) return false;
    const { version, doc } = found;
    // A blog post's body gives its excerpt, reading time and description; a page's heading stays in
    // its body: their plugins' loaders read them again (a reload of the site).
    if (doc.post || doc.page) return false;
    // A page that became a link to a file outside the project: the reload refuses it.
    if (outsideProject(absFile, this.site.root)) return false;
    let decoded: ReturnType<typeof decodeSource>;
    try {
      decoded = decodeSource(fs.readFileSync(absFile), doc.source);
    } catch {
      return false;
    }
    const parsed = parseSource(decoded.text, doc.source);
    // Problems are reported by reloading the site.
    if (decoded.problems.length || parsed.problems.length) return false;
    // The loader's rules (content/docs.ts): a leading "# Heading" gives the title unless the front
    // matter has one, and leaves the body either way.
    const h1 = leadingHeading(parsed.body);
    const title = parsed.frontMatter.title ?? (h1 && titleUnderPolicy(h1.title, rawHtmlModeOf(this.site.config.markdown, doc.source)).title);
    if (title === undefined || title !== doc.title || JSON.stringify(parsed.frontMatter) !== JSON.stringify(doc.frontMatter)) return false;
    doc.body = h1 ? parsed.body.slice(h1.end) : parsed.body;
    doc.bodyLine = parsed.bodyLine + (h1?.lines ?? 0);
    doc.bodyPending = false;
    this.forget(docKey(version, doc), doc.permalink);
    return true;
  }

  /**
   * A file that contents were made from changed (a directive's data file, API prose, the home
   * data): those contents are rendered again when next needed. False when no content read it, or
   * the site model holds what it says (the API data): the site must be reloaded.
   */
  updateDependents(absFile: string): boolean {
    const rel = path.relative(this.site.root, absFile).split(path.sep).join('/');
    if (allDocsVersions(this.site.model).some((v) => v.api?.source === rel)) return false;
    const keys = this.dependents.of(rel);
    if (!keys.length) return false;
    this.contents.forget(absFile);
    for (const key of keys) {
      if (key === HOME) {
        this.home = undefined;
        this.dependents.forget(HOME);
      } else this.forget(key, this.site.routes.find((r) => r.kind === 'doc' && docKey(r.version, r.doc) === key)?.path);
    }
    return true;
  }

  private forget(key: string, permalink: string | undefined): void {
    this.docs.delete(key);
    this.dependents.forget(key);
    if (permalink) this.forgotten(permalink);
  }

  /** Whether a file is the source of one of the site's docs. */
  isDoc(absFile: string): boolean {
    return this.findDoc(absFile) !== undefined;
  }

  private findDoc(absFile: string): { version: DocsVersion; doc: DocRecord } | undefined {
    const rel = path.relative(this.site.root, absFile).split(path.sep).join('/');
    for (const v of allDocsVersions(this.site.model)) {
      const doc = v.docs.find((d) => d.source === rel && d.kind === 'markdown');
      if (doc) return { version: v, doc };
    }
    return undefined;
  }
}
