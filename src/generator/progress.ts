// What docgen build and docgen check say while they work. On a terminal: one line, updated in
// place (log-update), naming the phase, the pages done of the total and the time so far; at the
// end, the phases' times on one line. Elsewhere (a pipe, a CI log, CI=true): one line as each
// phase ends. --quiet says nothing of progress; --verbose adds every stage's time at the end.
import { createLogUpdate } from 'log-update';

export type ProgressMode = 'live' | 'lines' | 'quiet';

export interface Progress {
  /** A phase begins (the one before it ends): its name, and how many pages it counts, if it does. */
  phase(name: string, total?: number): void;
  /** One more page of the current phase done. */
  tick(): void;
  /** The work is over: the last phase ends, and with `stages` (it succeeded) the summary is printed. */
  end(stages?: Record<string, number>): void;
}

/** Progress that says nothing (tests, library use). */
export const silentProgress: Progress = { phase() {}, tick() {}, end() {} };

interface Stream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
  rows?: number;
}

/**
 * The stream as log-update sees it: a terminal that gives no size (0 columns and rows, as a
 * pseudo-terminal nobody sized) counts as 80 × 24, where log-update would draw nothing.
 */
function sized(stream: Stream): NodeJS.WritableStream {
  return {
    write: (text: string) => stream.write(text),
    get columns() {
      return stream.columns || 80;
    },
    get rows() {
      return stream.rows || 24;
    },
  } as unknown as NodeJS.WritableStream;
}

/** How progress is shown: live on a terminal, lines in CI and pipes, nothing with --quiet. */
export function progressMode(options: { quiet?: boolean }, stream: Stream = process.stderr, env: NodeJS.ProcessEnv = process.env): ProgressMode {
  if (options.quiet) return 'quiet';
  const ci = !!env.CI && env.CI !== 'false' && env.CI !== '0';
  return stream.isTTY && !ci && env.TERM !== 'dumb' ? 'live' : 'lines';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const count = (n: number) => n.toLocaleString('en-US');
const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/** How often the live line is drawn again (a page tick alone does not redraw). */
const REDRAW_MS = 100;

interface Phase {
  name: string;
  total?: number;
  done: number;
  started: number;
}

/**
 * Progress on `stream` (stderr: the build's own result line and `check --format json` keep
 * stdout). `verbose`: each stage's time (the build's finer steps) at the end. `now`: the clock.
 */
export function createProgress(mode: ProgressMode, options: { stream?: Stream; verbose?: boolean; now?: () => number } = {}): Progress {
  const stream = options.stream ?? process.stderr;
  const now = options.now ?? (() => performance.now());
  const started = now();
  const finished: { name: string; ms: number; total?: number }[] = [];
  let current: Phase | undefined;
  let ended = false;
  // Live: one line drawn again on a timer (and at each phase), erased at the end.
  const live = mode === 'live' ? createLogUpdate(sized(stream), { showCursor: true }) : undefined;
  let frame = 0;
  let timer: NodeJS.Timeout | undefined;
  const draw = () => {
    if (!live || !current) return;
    const pages = current.total !== undefined ? `  ${count(current.done)}/${count(current.total)} pages` : '';
    live(`${FRAMES[frame++ % FRAMES.length]} ${current.name}…${pages}  ${seconds(now() - started)}`);
  };
  const close = () => {
    if (!current) return;
    const ms = now() - current.started;
    finished.push({ name: current.name, ms, ...(current.total !== undefined ? { total: current.done } : {}) });
    if (mode === 'lines') stream.write(`${current.name}: ${current.total !== undefined ? `${count(current.done)} pages in ` : ''}${seconds(ms)}\n`);
    current = undefined;
  };
  return {
    phase(name, total) {
      if (ended || mode === 'quiet') return;
      close();
      current = { name, done: 0, started: now(), ...(total !== undefined ? { total } : {}) };
      if (live) {
        draw();
        if (!timer) {
          timer = setInterval(draw, REDRAW_MS);
          timer.unref();
        }
      }
    },
    tick() {
      if (current) current.done++;
    },
    end(stages) {
      if (ended) return;
      ended = true;
      if (timer) clearInterval(timer);
      if (mode === 'quiet') return;
      close();
      if (live) {
        live.clear();
        live.done();
        if (stages && finished.length) stream.write(`${finished.map((p) => `${p.name} ${seconds(p.ms)}`).join(' · ')}\n`);
      }
      if (options.verbose && stages) {
        const width = Math.max(...Object.keys(stages).map((k) => k.length));
        stream.write(Object.entries(stages).map(([k, ms]) => `  ${k.padEnd(width)}  ${seconds(ms)}\n`).join(''));
      }
    },
  };
}
