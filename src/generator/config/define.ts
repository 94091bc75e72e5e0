// What a site's config file imports: a typed identity function for editor completion.
import type { SiteConfigInput } from './schema.ts';

export type { SiteConfigInput as UserConfig } from './schema.ts';

export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
