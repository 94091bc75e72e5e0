// "Copy page": puts the page's Markdown (served at its URL + ".md") on the clipboard.
import { useState } from 'react';
import { useRuntime } from './runtime.tsx';

export function CopyPageButton({ path }: { path: string }) {
  const rt = useRuntime();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      const response = await fetch(`${path}.md`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2000);
  };
  return (
    <div className="copy-page">
      <button type="button" className="copy-page-button" disabled={!rt.hydrated} onClick={copy} aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : 'Copy page as Markdown'}
      </button>
      <a className="copy-page-link" href={`${path}.md`}>
        View as Markdown
      </a>
    </div>
  );
}
