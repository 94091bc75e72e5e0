// loadModel: config + content folders → the site model (docs versions and sections, their docs,
// sidebars and API data, video pages).
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, problem, throwIfErrors, type Problem } from '../errors.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { DocsSection, DocsVersion, SiteModel, Sidebars, DocRecord, VideoPage } from './model.ts';
import { loadDocs, toPosix } from './docs.ts';
import { joinUrl } from '../../shared/urls.ts';
import { findSidebarFile, loadSidebarFile, resolveSidebars, sidebarPageHrefs } from './sidebars.ts';
import { loadApiData, withReceivers } from './api-data.ts';
import { apiDocs } from './api-docs.ts';
import { loadVideoPages } from './videos.ts';
import { versionPlans } from './versions.ts';
import { paginationProblems } from './doc-refs.ts';

export interface LoadModelOptions {
  root: string;
  config: SiteConfig;
  /** The config file as the user named it, for messages. */
  configFile: string;
  /** Read only the start of each doc (docgen dev); bodies are read when a page renders. */
  headBytes?: number;
  /** Keep docs' heads between runs and leave unchanged files unread (see LoadDocsOptions). */
  knownHeads?: boolean;
}

export async function loadModel({ root, config, configFile, headBytes, knownHeads }: LoadModelOptions): Promise<SiteModel> {
  const problems: Problem[] = [];
  const abs = (p: string) => path.resolve(root, p);
  const base = config.baseUrl;
  const withBase = (href: string) => (href.startsWith(base) ? href : joinUrl(base, href));
  const locale = config.i18n.locales[config.i18n.defaultLocale];
  if (!locale) throw new DocgenError(problem(configFile, `i18n.defaultLocale "${config.i18n.defaultLocale}" is not in i18n.locales`));

  // Docs versions: the unversioned folder ("current") plus each name of versions.json.
  const docsCfg = config.docs;
  const plans = versionPlans(root, config);
  for (const key of Object.keys(docsCfg.versions)) {
    if (!plans.some((p) => p.name === key)) problems.push(problem(configFile, `docs.versions.${key}: no such docs version; known: ${plans.map((p) => p.name).join(', ')}`));
  }
  const lastName = docsCfg.lastVersion ?? plans[1]?.name ?? 'current';
  if (!plans.some((p) => p.name === lastName)) problems.push(problem(configFile, `docs.lastVersion: no docs version named "${lastName}"`));
  throwIfErrors(problems);

  const docsRoot = joinUrl(base, docsCfg.routeBasePath);
  const versions: DocsVersion[] = [];
  for (const plan of plans) {
    const cfg = docsCfg.versions[plan.name] ?? {};
    const isLast = plan.name === lastName;
    const urlSegment = cfg.path ?? (isLast ? '' : plan.name === 'current' ? 'next' : plan.name);
    const versionPath = urlSegment ? joinUrl(docsRoot, urlSegment) : docsRoot;
    if (!fs.existsSync(plan.contentDir)) {
      problems.push(problem(toPosix(path.relative(root, plan.contentDir)), `docs folder of version "${plan.name}" not found`));
      continue;
    }
    const loaded = await loadDocs({ root, contentDir: plan.contentDir, versionPath, headBytes, knownHeads });
    problems.push(...loaded.problems);
    const docs: DocRecord[] = [...loaded.docs];
    const version: DocsVersion = {
      pluginId: 'default',
      name: plan.name,
      label: cfg.label ?? (plan.name === 'current' ? 'Next' : plan.name),
      isLast,
      path: versionPath,
      mainDocId: docsCfg.mainDocId,
      banner: cfg.banner ?? (plan.name === 'current' && !isLast ? 'unreleased' : 'none'),
      badge: cfg.badge ?? true,
      variables: cfg.variables ?? {},
      contentDir: plan.contentDir,
      docs,
      sidebars: {},
    };
    if (config.api && cfg.apiData) {
      const dataFile = path.join(abs(config.api.path), cfg.apiData);
      version.api = withReceivers(loadApiData(dataFile, toPosix(path.relative(root, dataFile)), knownHeads || headBytes ? path.join(root, '.docgen/cache/apidata') : undefined), config.api.receivers);
      const generated = apiDocs(version.api, { root, proseDir: abs(config.api.path), versionPath, routeBasePath: config.api.routeBasePath });
      for (const d of generated) {
        const clash = docs.find((x) => x.id === d.id);
        if (clash) problems.push(problem(clash.source, `doc id "${d.id}" clashes with the generated API page of class ${d.apiClass}`));
        else docs.push(d);
      }
    }
    const sidebarFile = findSidebarFile(plan.sidebarBase);
    if (sidebarFile) {
      version.sidebarFile = sidebarFile;
      version.sidebars = await loadAndResolveSidebars(sidebarFile, root, docs, plan.contentDir, loaded.categoryFiles, withBase, problems);
    }
    if (!docs.some((d) => d.id === version.mainDocId)) {
      problems.push(problem(toPosix(path.relative(root, plan.contentDir)), `version "${plan.name}" has no main doc "${version.mainDocId}" (docs.mainDocId)`));
    }
    versions.push(version);
  }
  versions.sort((a, b) => Number(b.isLast) - Number(a.isLast));

  // Docs sections beside the versioned docs: one version each.
  const sections: DocsSection[] = [];
  for (const c of config.docsPlugins) {
    const contentDir = abs(c.path);
    const sectionPath = joinUrl(base, c.routeBasePath);
    const loaded = await loadDocs({ root, contentDir, versionPath: sectionPath, headBytes, knownHeads });
    problems.push(...loaded.problems);
    const version: DocsVersion = {
      pluginId: c.id, name: 'current', label: 'current', isLast: true, path: sectionPath, mainDocId: c.mainDocId,
      banner: 'none', badge: false, variables: {}, contentDir, docs: loaded.docs, sidebars: {},
    };
    const sidebarFile = c.sidebarPath ? findSidebarFile(abs(c.sidebarPath)) : undefined;
    if (sidebarFile) {
      version.sidebarFile = sidebarFile;
      version.sidebars = await loadAndResolveSidebars(sidebarFile, root, loaded.docs, contentDir, loaded.categoryFiles, withBase, problems);
    }
    let videoPages: VideoPage[] = [];
    if (c.videos) {
      const videos = loadVideoPages(path.join(contentDir, c.videos), root);
      problems.push(...videos.problems);
      videoPages = videos.pages;
    }
    const index = c.index && !loaded.docs.some((d) => d.permalink === sectionPath) ? { path: sectionPath, ...c.index } : undefined;
    sections.push({ version, label: c.label ?? c.id, index, videoPages });
  }
  for (const v of [...versions, ...sections.map((s) => s.version)]) problems.push(...paginationProblems(v.docs));

  throwIfErrors(problems);
  const warnings = problems.filter((p) => p.severity === 'warning');
  return { config, configFile, root, locale: { ...locale }, versions, sections, ...(warnings.length ? { warnings } : {}) };
}

/** Every docs version of the site: the versioned docs', then the sections'. */
export function allDocsVersions(model: SiteModel): DocsVersion[] {
  return model.sections.length ? [...model.versions, ...model.sections.map((s) => s.version)] : model.versions;
}

async function loadAndResolveSidebars(file: string, root: string, docs: DocRecord[], contentDir: string, categoryFiles: Set<string>, withBase: (h: string) => string, problems: Problem[]): Promise<Sidebars> {
  const source = await loadSidebarFile(file, root);
  if ('severity' in source) {
    problems.push(source);
    return {};
  }
  const resolved = resolveSidebars(source, { docs, contentDir, categoryFiles, withBase });
  problems.push(...resolved.problems);
  // Each doc belongs to the first sidebar that lists it (as a doc, or as a category's page).
  const byHref = new Map(docs.map((d) => [d.permalink, d]));
  for (const [sidebarId, items] of Object.entries(resolved.sidebars)) {
    for (const href of sidebarPageHrefs(items)) {
      const doc = byHref.get(href);
      if (doc && !doc.sidebar) doc.sidebar = sidebarId;
    }
  }
  return resolved.sidebars;
}
