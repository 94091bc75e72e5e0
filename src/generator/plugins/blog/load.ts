// Loading a blog plugin instance's posts (STUB: being written; see types.ts for what it gives).
import type { Problem } from '../../errors.ts';
import type { SiteConfig } from '../../config/schema.ts';
import type { DocsVersion } from '../../content/model.ts';
import type { BlogPluginConfig } from './schema.ts';

/** The plugin id of a blog plugin instance, as its docs-like version names it. */
export const blogPluginId = (id: string): string => (id === 'default' ? 'blog' : `blog-${id}`);

/** The posts of one instance of the plugin, newest first, as a version of records (none when its folder does not exist). */
export function loadBlog(root: string, config: SiteConfig, options: BlogPluginConfig, problems: Problem[]): DocsVersion | undefined {
  void root; void config; void options; void problems;
  return undefined;
}
