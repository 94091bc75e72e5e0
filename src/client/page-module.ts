// A page component from the module it was loaded from (pages.ts, SearchHost.tsx).
import type { ComponentType } from 'react';

export type PageModule = { default?: unknown };

/** The page component of a module; a module without a default export is an error. */
export function pageComponentOf(kind: string, mod: PageModule): ComponentType<never> {
  if (typeof mod.default !== 'function') throw new Error(`The page component for "${kind}" pages doesn't have a default export.`);
  return mod.default as ComponentType<never>;
}
