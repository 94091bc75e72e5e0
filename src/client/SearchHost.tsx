// Hosts the search modal: the dialog frame is here; its contents load on first open.
import { useRef, type ComponentType } from 'react';
import type { SiteData } from '../shared/types.ts';
import type { SafeStorage } from './storage.ts';
import { Loadable } from './Loadable.tsx';
import type { SearchModalProps } from './search/SearchModal.tsx';
import { pageComponentOf } from './page-module.ts';
import { useFocusTrap } from '../templates/focus-trap.ts';

/** Loads the modal's code. Browsers remember a failed module load, so each retry asks for the
 * chunk under a fresh URL (the build lists chunk URLs in the page). */
let loaded: ComponentType<SearchModalProps> | undefined;
let failures = 0;
export async function loadSearchModal(): Promise<ComponentType<SearchModalProps>> {
  if (loaded) return loaded;
  try {
    const mod = failures === 0 ? await import('./search/SearchModal.tsx') : await import(/* webpackIgnore: true */ `${chunkUrl('SearchModal')}?retry=${failures}`);
    loaded = pageComponentOf('search modal', mod) as unknown as ComponentType<SearchModalProps>;
    return loaded;
  } catch (error) {
    failures++;
    throw error;
  }
}

function chunkUrl(name: string): string {
  const chunks = JSON.parse(document.getElementById('__docgen-chunks')?.textContent ?? '{}') as Record<string, string>;
  if (!chunks[name]) throw new Error(`no chunk named ${name}`);
  return chunks[name];
}

export function SearchHost({ site, scope, storage, navigate, open, onClose }: { site: SiteData; scope: string; storage: SafeStorage; navigate: (url: string) => void; open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, open, onClose, { restoreFocus: true });
  if (!open) return null;
  return (
    <div className="search-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialog} className="search-modal" role="dialog" aria-modal="true" aria-label="Search the documentation">
        <Loadable label="Search" load={loadSearchModal} props={{ site, scope, storage, navigate, onClose }} />
      </div>
    </div>
  );
}
