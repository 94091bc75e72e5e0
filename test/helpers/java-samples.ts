// Checks the Playwright calls of Java samples against a version's API data (content/api/<version>.json).
//
// A deliberately small, forgiving reader of Java, not a parser: it blanks comments and string literals,
// then follows call chains such as `page.getByRole(…).first().click()` or `context.tracing().start(…)`
// from a root whose class it knows, and checks every named member against that class:
//   - roots: usual variable names (page, locator, context, request, …), variables declared with an API
//     class in the sample (`Locator rows = …`, `var rows = page.locator(…)`, `(Page page)`), lambda
//     parameters of handlers (`page.onDialog(d -> …)` binds d to Dialog, from the API data's handler type),
//     static roots (`Playwright.create()`, `RequestOptions.create()`), `assertThat(<expr>)` (the
//     assertion class follows from the type of <expr>), and `new Page.NavigateOptions()` (its setters
//     must be options of that member);
//   - each step's return type (from the API data) gives the class of the next step; a chain stops at a
//     type the data does not describe (List<…>, String, …), so nothing is guessed.
import fs from 'node:fs';

export interface ApiMember {
  kind: 'method' | 'property' | 'event';
  name: string;
  heading: string;
  anchor: string;
  since?: string;
  specName?: string;
  returns?: string;
  eventData?: string;
  params?: { name: string; type: string; optional?: boolean; anchor?: string; options?: { name: string; setter: string; anchor: string }[] }[];
}
export interface ApiData { classes: { name: string; id: string; varName: string; members: ApiMember[] }[] }

export interface Finding { line: number; call: string; message: string }
export interface CheckResult { checked: number; findings: Finding[] }

/** The usual variable names of samples and the classes they hold (more than one when the name is ambiguous). */
export const USUAL_VARIABLES: Record<string, string[]> = {
  playwright: ['Playwright'], browserType: ['BrowserType'], chromium: ['BrowserType'], firefox: ['BrowserType'], webkit: ['BrowserType'],
  browser: ['Browser'], context: ['BrowserContext'], browserContext: ['BrowserContext'],
  page: ['Page'], popup: ['Page'], newPage: ['Page'], frame: ['Frame'], frameLocator: ['FrameLocator'],
  locator: ['Locator'], elementHandle: ['ElementHandle'], handle: ['JSHandle', 'ElementHandle'], jsHandle: ['JSHandle'],
  request: ['APIRequestContext', 'Request'], requestContext: ['APIRequestContext'], apiRequestContext: ['APIRequestContext'],
  apiRequest: ['APIRequest'], response: ['Response', 'APIResponse'], apiResponse: ['APIResponse'],
  route: ['Route'], dialog: ['Dialog'], download: ['Download'], fileChooser: ['FileChooser'],
  tracing: ['Tracing'], keyboard: ['Keyboard'], mouse: ['Mouse'], touchscreen: ['Touchscreen'], clock: ['Clock'],
  worker: ['Worker'], webSocket: ['WebSocket'], ws: ['WebSocket'], webSocketRoute: ['WebSocketRoute'],
  consoleMessage: ['ConsoleMessage'], msg: ['ConsoleMessage'], video: ['Video'], selectors: ['Selectors'],
  cdpSession: ['CDPSession'], session: ['CDPSession'], screencast: ['Screencast'], formData: ['FormData'],
};
const ASSERTIONS: Record<string, string> = { Locator: 'LocatorAssertions', Page: 'PageAssertions', APIResponse: 'APIResponseAssertions' };

/** Replaces comments and the contents of string and char literals with spaces, keeping line breaks. */
export function blankLiterals(code: string): string {
  let out = '';
  let i = 0;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  while (i < code.length) {
    const two = code.slice(i, i + 2);
    if (two === '//') { const end = code.indexOf('\n', i); const j = end < 0 ? code.length : end; out += blank(code.slice(i, j)); i = j; continue; }
    if (two === '/*') { const end = code.indexOf('*/', i + 2); const j = end < 0 ? code.length : end + 2; out += blank(code.slice(i, j)); i = j; continue; }
    if (code.startsWith('"""', i)) { const end = code.indexOf('"""', i + 3); const j = end < 0 ? code.length : end + 3; out += '"' + blank(code.slice(i + 1, j - 1)) + '"'; i = j; continue; }
    const c = code[i];
    if (c === '"' || c === '\'') {
      let j = i + 1;
      while (j < code.length && code[j] !== c && code[j] !== '\n') j += code[j] === '\\' ? 2 : 1;
      out += c + blank(code.slice(i + 1, j)) + (code[j] === c ? c : '');
      i = code[j] === c ? j + 1 : j;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

class Api {
  classes = new Map<string, Map<string, ApiMember[]>>();
  options = new Map<string, Set<string>>(); // "Page.NavigateOptions" -> setters
  constructor(data: ApiData) {
    for (const c of data.classes) {
      const members = new Map<string, ApiMember[]>();
      const add = (n: string, m: ApiMember) => members.set(n, [...(members.get(n) ?? []), m]);
      for (const m of c.members) {
        if (m.kind === 'event') {
          const on = m.heading.replace(/\(.*$/, '');
          add(on, m);
          add(on.replace(/^on/, 'off'), m);
        } else add(m.name, m);
        for (const p of m.params ?? []) {
          if (!p.options) continue;
          // Exact case: a sample must spell the options class as Java does (APIRequest.NewContextOptions).
          this.options.set(p.type, new Set(p.options.map((o) => o.setter)));
        }
      }
      this.classes.set(c.name, members);
    }
  }
  /** The API class named by a Java type string ("null | Locator" → Locator), or undefined. */
  classOf(type: string | undefined): string | undefined {
    const t = type?.replace(/^null \| /, '').trim();
    return t && this.classes.has(t) ? t : undefined;
  }
}

interface Step { name: string; args: string | null; start: number; end: number }

/** Reads `.name(args)` steps from position i (just after a root); returns them and where the chain ends. */
function readChain(code: string, i: number): Step[] {
  const steps: Step[] = [];
  for (;;) {
    const m = /^\s*\.\s*([A-Za-z_]\w*)\s*/.exec(code.slice(i));
    if (!m) return steps;
    const start = i + m[0].indexOf(m[1]);
    let j = i + m[0].length;
    if (code[j] !== '(') { steps.push({ name: m[1], args: null, start, end: j }); return steps; }
    const close = matchParen(code, j);
    if (close < 0) return steps;
    steps.push({ name: m[1], args: code.slice(j + 1, close), start, end: close + 1 });
    i = close + 1;
  }
}

function matchParen(code: string, open: number): number {
  let depth = 0;
  for (let k = open; k < code.length; k++) {
    if (code[k] === '(') depth++;
    else if (code[k] === ')' && --depth === 0) return k;
  }
  return -1;
}

/** Splits call arguments on top-level commas (generic type arguments are not brackets here: `->` and `<` comparisons would unbalance them). */
function splitArgs(args: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of args) {
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) { out.push(cur); cur = ''; } else cur += ch;
  }
  if (cur.trim()) out.push(cur);
  return out;
}

export function checkJavaSample(source: string, data: ApiData): CheckResult {
  const api = new Api(data);
  const code = blankLiterals(source);
  const lineAt = (pos: number) => code.slice(0, pos).split('\n').length;
  // Variable bindings by position: a use sees the last binding before it (declarations are read in any
  // scope, so the latest one wins), else the usual variable names.
  const bindings = new Map<string, { pos: number; classes: string[] }[]>();
  const bind = (name: string, pos: number, classes: string[]) => {
    const list = bindings.get(name) ?? [];
    list.push({ pos, classes });
    list.sort((a, b) => a.pos - b.pos);
    bindings.set(name, list);
  };
  const lookup = (name: string, pos: number): string[] | undefined => {
    const list = (bindings.get(name) ?? []).filter((b) => b.pos <= pos);
    return list.length ? list[list.length - 1].classes : USUAL_VARIABLES[name];
  };
  const findings: Finding[] = [];
  let checked = 0;

  // Declared variables and parameters: `Locator rows =`, `(Page page)`, `for (Locator row :`. A usual name
  // declared with another type (`String page`) holds something else from there on.
  for (const m of code.matchAll(/\b([A-Z][A-Za-z]*)\s+([a-z]\w*)\s*(?=[=;,):])/g)) {
    bind(m[2], m.index!, api.classes.has(m[1]) ? [m[1]] : []);
  }

  const memberOf = (classes: string[], name: string): { cls: string; members: ApiMember[] }[] =>
    classes.flatMap((cls) => (api.classes.get(cls)?.get(name) ? [{ cls, members: api.classes.get(cls)!.get(name)! }] : []));

  // Binds lambda parameters of handler arguments (`x -> …`, `(x) -> …`) to the class of the handler's
  // parameter at that position (Java omits optional parameters such as options: positions are matched
  // against the parameter list with and without them).
  const bindLambdas = (members: ApiMember[], args: string, pos: number) => {
    const list = splitArgs(args);
    if (!list.some((a) => /->/.test(a))) return;
    for (const m of members) {
      const params = m.kind === 'event' ? [{ type: `Consumer<${m.eventData}>`, optional: false }] : (m.params ?? []) as { type: string; optional?: boolean }[];
      const shape = [params, params.filter((p) => !p.optional)].find((ps) => ps.length === list.length);
      if (!shape) continue;
      list.forEach((arg, i) => {
        const lm = /^\s*\(?\s*([a-z]\w*)\s*\)?\s*->/.exec(arg);
        if (!lm) return;
        const classes = [...new Set([...shape[i].type.matchAll(/(?:Consumer|Predicate)<(\w+)>/g)].map((h) => h[1]))];
        if (classes.length === 1 && api.classes.has(classes[0])) bind(lm[1], pos, classes);
      });
    }
  };

  /** Walks the steps from a set of root classes; returns the classes of the chain's value (empty when unknown). */
  const walk = (root: string, classes: string[], steps: Step[], silent = false): string[] => {
    let current = classes;
    let text = root;
    for (const s of steps) {
      if (!current.length) return [];
      text += `.${s.name}${s.args === null ? '' : '()'}`;
      if (s.args === null) return []; // a field access: nothing the API data describes
      if (!silent) checked++;
      const found = memberOf(current, s.name);
      if (!found.length) {
        if (!silent) findings.push({ line: lineAt(s.start), call: text, message: `${current.join('/')} has no member "${s.name}"` });
        return [];
      }
      const members = found.flatMap((f) => f.members);
      bindLambdas(members, s.args, s.start);
      const next = [...new Set(members.map((m) => api.classOf(m.returns)).filter((c): c is string => !!c))];
      current = next;
    }
    return current;
  };

  /** The classes of a Java expression that is a chain from a known root (`page.getByRole(…)`, `row`). */
  const typeOfExpression = (expr: string, pos: number): string[] => {
    const m = /^\s*([a-z]\w*)/.exec(expr);
    const classes = m && lookup(m[1], pos);
    if (!m || !classes) return [];
    const steps = readChain(expr, m[0].length);
    const rest = expr.slice(steps.length ? steps[steps.length - 1].end : m[0].length).trim();
    if (rest) return [];
    return walk(m[1], classes, steps, true);
  };

  // `var x = <chain>;` gives x the chain's class.
  for (const m of code.matchAll(/\bvar\s+([a-z]\w*)\s*=\s*([^;]*);/g)) {
    bind(m[1], m.index!, typeOfExpression(m[2].replace(/\s+/g, ' '), m.index!));
  }

  const results: { pos: number; run: () => void }[] = [];
  // Chains from variables and static roots, in source order (so lambda bindings precede their bodies).
  for (const m of code.matchAll(/(?:(?<![\w.])|(?<=\bthis\.))(?:new\s+)?([A-Za-z_]\w*)(?:\s*\.\s*[A-Z]\w*Options\s*\(\s*\))?/g)) {
    const pos = m.index!;
    const whole = m[0];
    const name = m[1];
    if (whole.startsWith('new')) {
      const om = /^new\s+([A-Z]\w*)\s*\.\s*([A-Z]\w*Options)\s*\(\s*\)$/.exec(whole);
      if (!om) continue;
      results.push({ pos, run: () => {
        const type = `${om[1]}.${om[2]}`;
        const setters = api.options.get(type);
        checked++;
        if (!setters) { findings.push({ line: lineAt(pos), call: `new ${type}()`, message: `no member of the API data takes ${type}` }); return; }
        for (const s of readChain(code, pos + whole.length)) {
          if (s.args === null) break;
          checked++;
          if (!setters.has(s.name)) findings.push({ line: lineAt(s.start), call: `new ${type}().${s.name}()`, message: `${type} has no option setter "${s.name}"` });
        }
      } });
      continue;
    }
    if (whole !== name) continue;
    const after = pos + name.length;
    if (name === 'assertThat' && code[after] === '(') {
      const close = matchParen(code, after);
      if (close < 0) continue;
      results.push({ pos, run: () => {
        const argTypes = typeOfExpression(code.slice(after + 1, close).replace(/\s+/g, ' '), pos);
        const assertion = [...new Set(argTypes.map((t) => ASSERTIONS[t]).filter(Boolean))];
        if (assertion.length !== 1) return; // not an expression whose class is known
        const arg = source.slice(after + 1, close).replace(/\s+/g, ' ').trim();
        walk(`assertThat(${arg.length > 40 ? `${arg.slice(0, 39)}…` : arg})`, assertion, readChain(code, close + 1));
      } });
      continue;
    }
    if (!/^\s*\.\s*[A-Za-z_]\w*\s*\(/.test(code.slice(after))) continue; // only calls: name.member(…)
    results.push({ pos, run: () => {
      // Looked up when run: a lambda parameter is bound by the call that encloses it, which runs first.
      const classes = lookup(name, pos) ?? (api.classes.has(name) ? [name] : undefined);
      if (classes) walk(name, classes, readChain(code, after));
    } });
  }
  for (const r of results.sort((a, b) => a.pos - b.pos)) r.run();
  return { checked, findings: findings.sort((a, b) => a.line - b.line) };
}

export interface JavaBlock { file: string; line: number; code: string }

/** The ```java fenced blocks of a Markdown file, with the line of their first code line. */
export function javaBlocks(file: string): JavaBlock[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const blocks: JavaBlock[] = [];
  let fence: { mark: string; java: boolean; line: number; code: string[] } | null = null;
  lines.forEach((line, i) => {
    const f = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (fence) {
      if (f && line.trim().startsWith(fence.mark) && line.trim().replace(/[`~]/g, '') === '') {
        if (fence.java) blocks.push({ file, line: fence.line, code: fence.code.join('\n') });
        fence = null;
      } else fence.code.push(line);
      return;
    }
    if (f) fence = { mark: f[1], java: f[2] === 'java', line: i + 2, code: [] };
  });
  return blocks;
}
