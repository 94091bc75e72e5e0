// The class names and data attributes a tab set is written with and found by in the browser.
export const TABS = { root: 'tabs', list: 'tabs-list', tab: 'tabs-tab', panel: 'tabs-panel' } as const;

/** The storage key of a tab group's chosen tab. */
export const tabStorageKey = (group: string) => `docgen.tab.${group}`;
