// How V8 runs a build, set from the size of the site once it is loaded (the flags are read as
// code runs and at each collection, in every thread of the process).
import v8 from 'node:v8';

/** Sites of this many pages or more build with a tighter heap (see tuneV8). */
const LARGE_SITE_PAGES = 5000;
/** Sites of fewer pages build with V8 optimizing later than by default (see tuneV8): V8 checks a function for optimizing after each 66 K of its bytecode run by default. */
const SHORT_BUILD_PAGES = 1000;
const SHORT_BUILD_INTERRUPT_BUDGET = 512 * 1024;
/** Bytecode V8 inlines into one optimized function, in all (its default: 920). */
const INLINING_BUDGET = 300;

export function tuneV8(pageCount: number, shard: boolean): void {
  // A large site's build makes gigabytes of short-lived objects: V8 then lets the heap grow far
  // past what is live before collecting. Growing it by 10% at a time holds a 10,000-page build to
  // about 1.5 GB instead of 2.4 GB at no measurable cost in time; small sites would only collect
  // more often, so they keep V8's default. (The flag is read at each collection, in every thread.)
  // A shard too: it keeps little of the other shards' pages it renders, so most of what it makes
  // is garbage (when it rendered every page, its peak fell from 550–650 MB to 455–465 MB on 2,000
  // pages in 4 shards, no slower).
  if (pageCount >= LARGE_SITE_PAGES || shard) v8.setFlagsFromString('--heap-growing-percent=10');
  // A build of a few hundred pages is over in seconds, in several threads that each compile the
  // same code: much of its CPU went to V8 optimizing functions that then ran little longer (its
  // compiler threads were busy for 7 of playwright.dev's 18 CPU-seconds). Optimizing only what
  // runs eight times longer first cut the user CPU of playwright.dev's build by 15–18 %, the Java
  // site's by a fifth, and the 200-page corpora's time and CPU by 9–12 %; a 2,000-page build, whose
  // code runs long enough to repay it, used 10 % more, so larger sites keep V8's default. (Read as
  // code runs, in every thread.)
  if (pageCount < SHORT_BUILD_PAGES && !shard) v8.setFlagsFromString(`--interrupt-budget=${SHORT_BUILD_INTERRUPT_BUDGET}`);
  // And it inlines less into what it optimizes: a build's compiler threads (TurboFan, in every
  // thread's isolate) took 11 % of a 2,000-page build's CPU, some functions 60–120 ms a compile
  // (Prism's matchGrammar, the Navbar, Markdown parsing), several of them compiled again after a
  // deoptimization. A third of V8's default budget (920 bytes of bytecode inlined into one
  // function) cut that build's CPU by 5–11 % and the Java site's by 8–16 %, in turns.
  v8.setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${INLINING_BUDGET}`);
}
