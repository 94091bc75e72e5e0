// Shown when a page fails to render: the error and its causes, and a button to try again.
import { useEffect } from 'react';

export function errorChain(error: unknown): string[] {
  const out: string[] = [];
  let e: unknown = error;
  for (let depth = 0; e && depth < 10; depth++) {
    out.push(e instanceof Error ? e.message || e.name : String(e));
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : undefined;
  }
  return out;
}

export function PageCrash({ error, retry }: { error: Error; retry: () => void }) {
  useEffect(() => {
    document.title = 'Page Error';
  }, []);
  const chain = errorChain(error);
  return (
    <main id="main-content" className="page-narrow page-crash" tabIndex={-1} role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className="btn btn-outline" onClick={retry}>
        Try again
      </button>
      <ul className="page-crash-errors">
        {chain.map((message, i) => (
          <li key={i}>{i === 0 ? message : `Cause: ${message}`}</li>
        ))}
      </ul>
    </main>
  );
}
