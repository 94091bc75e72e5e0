// Tab sets (::::tabs with :::tab[Label] blocks, MDX's <Tabs>, and code tabs): ARIA tabs, kept in step by group
// across the site and remembered in the browser.
import type { ContentComponent } from '../kit/component.ts';
import { tabsDirectives } from './markdown.ts';
import { tabsJsx } from './mdx.ts';

export default { name: 'tabs', containers: tabsDirectives, jsx: tabsJsx, style: true, client: true } satisfies ContentComponent;
