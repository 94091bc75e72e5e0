// The config's own tags in every page's <head>: Docusaurus' `scripts` (a URL, or { src, async,
// defer }) and `headTags` (links, metas, scripts), in that order, and what the
// Content-Security-Policy must allow for them: the hosts of their scripts and stylesheets, and the
// hash of a script's own text.
import type { HeadTag } from '../../shared/types.ts';
import type { SiteConfig } from '../config/schema.ts';
import { scriptHash } from './script-hash.ts';

type TagConfig = Partial<Pick<SiteConfig, 'scripts' | 'headTags'>>;

/** The tags, as pages render them. */
export function headTagsOf(config: TagConfig): HeadTag[] {
  const scripts = (config.scripts ?? []).map((s): HeadTag => {
    const { src, ...rest } = typeof s === 'string' ? { src: s } : s;
    const attributes: Record<string, string | boolean> = { src };
    for (const [k, v] of Object.entries(rest)) if (typeof v === 'string' || typeof v === 'boolean') attributes[k] = v;
    return { tagName: 'script', attributes };
  });
  return [...scripts, ...(config.headTags ?? [])];
}

const originOf = (url: unknown): string[] => {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** What the policy must allow for the tags: script sources (hosts, hashes of inline scripts) and style sources. */
export function headTagSources(config: TagConfig): { script: string[]; style: string[] } {
  const script = new Set<string>();
  const style = new Set<string>();
  for (const tag of headTagsOf(config)) {
    if (tag.tagName === 'script') {
      for (const o of originOf(tag.attributes.src)) script.add(o);
      if (tag.innerHTML) script.add(scriptHash(tag.innerHTML));
    } else if (tag.tagName === 'link' && String(tag.attributes.rel ?? '').split(/\s+/).includes('stylesheet')) for (const o of originOf(tag.attributes.href)) style.add(o);
  }
  return { script: [...script], style: [...style] };
}
