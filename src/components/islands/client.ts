// Islands in the browser: each site component an MDX page marks as one (its module exports
// `hydrate = true`) is hydrated on its own, with the props it was rendered with, by the page's
// React (or Preact), which its script shares through a global (see classes.ts). The Markdown it
// was given as children stays the HTML the server made. The code that hydrates them (hydrate.ts)
// loads with the first page that has an island: most pages have none.
import type { ClientBehaviour } from '../kit/component.ts';
import { ISLAND } from './classes.ts';

const islands: ClientBehaviour = {
  enhance(root) {
    if (!root.querySelector(ISLAND.tag)) return;
    import('./hydrate.ts').then(({ hydrateIslands }) => hydrateIslands(root)).catch((err: unknown) => console.error('docgen: the islands of this page could not start:', err));
  },
};

export default islands;
