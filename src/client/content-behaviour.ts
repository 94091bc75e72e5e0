// The behaviour of server-rendered content (it is HTML, not components): each content component's
// client.ts (src/components/<name>/), listed by the build from components/registry.ts.
import behaviours from 'virtual:docgen-components';
import type { ClientStorage } from '../components/kit/component.ts';

/** Once per page load: the components' document-wide listeners. */
export function installContentBehaviour(storage: ClientStorage): void {
  for (const b of behaviours) b.install?.(storage);
}

/** After new content is on screen. */
export function enhanceContent(root: ParentNode, storage: ClientStorage): void {
  for (const b of behaviours) b.enhance?.(root, storage);
}
