// Tab sets (::::tabs with :::tab[Label] blocks, and code tabs): ARIA tabs, kept in step by group
// across the site and remembered in the browser.
import type { ContentComponent } from '../kit/component.ts';
import { tabsDirectives } from './markdown.ts';

export default { name: 'tabs', containers: tabsDirectives, style: true, client: true } satisfies ContentComponent;
