// A component whose code loads on demand, with the three load states of the spec: loading (a
// spinner, shown only after a short delay), failed (the error and a Retry button that loads
// again) and loaded.
import { useEffect, useState, type ComponentType } from 'react';

export const SPINNER_DELAY_MS = 200;

type State<P> = { status: 'loading' } | { status: 'failed'; error: Error } | { status: 'loaded'; Component: ComponentType<P> };

export function Loadable<P extends object>({ load, props, label }: { load: () => Promise<ComponentType<P>>; props: P; label: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<P>>({ status: 'loading' });
  const [pastDelay, setPastDelay] = useState(false);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    setPastDelay(false);
    const timer = window.setTimeout(() => live && setPastDelay(true), SPINNER_DELAY_MS);
    load().then(
      (Component) => live && setState({ status: 'loaded', Component }),
      (error: unknown) => live && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [attempt]);

  if (state.status === 'loaded') return <state.Component {...props} />;
  if (state.status === 'failed') {
    return (
      <div className="loadable-error" role="alert">
        <p>{`${label} could not be loaded: ${state.error.message}`}</p>
        <button type="button" className="btn btn-outline" onClick={() => setAttempt(attempt + 1)}>
          Retry
        </button>
      </div>
    );
  }
  return pastDelay ? (
    <div className="loadable-loading">
      <span className="loading-spinner" role="status" aria-label={`Loading ${label.toLowerCase()}`} />
    </div>
  ) : null;
}
