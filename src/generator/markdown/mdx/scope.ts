// The JavaScript of an MDX page, evaluated at build time as Docusaurus does: its ESM (`import`,
// `export const x = …`) and every `{expression}` and JSX attribute value, compiled once per page into
// one function (ESM first, then a thunk per expression) and run when the first value is needed;
// JSX in them becomes React elements. acorn has parsed it all already
// (micromark-extension-mdxjs): what runs is made from that estree. A page without any code to run
// costs nothing.
import { createElement, Fragment } from 'react';
import { buildJsx } from 'estree-util-build-jsx';
import { toJs, jsx } from 'estree-util-to-js';
import type { Program, Statement, ModuleDeclaration, Pattern } from 'estree';

/** What an import resolves to: a marker naming the module and the export (components, partials are recognised by it). */
export interface ImportedBinding {
  $$docgenImport: true;
  source: string;
  /** 'default', a named export, or '*' for a namespace. */
  name: string;
}

/** A JavaScript error of the page: its message, and where in the file (line and column). */
export class MdxEvalError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

export interface Located {
  /** The node's type and source (an expression's, or an attribute value's: `{…}` without its braces). */
  type?: string;
  value?: unknown;
  position?: { start: { line: number; column: number } };
  data?: { estree?: Program | null };
}

/** The names a declaration binds (`const { a, b: [c] } = …` binds a and c). */
function boundNames(pattern: Pattern | null | undefined, out: string[]): string[] {
  if (!pattern) return out;
  if (pattern.type === 'Identifier') out.push(pattern.name);
  else if (pattern.type === 'ObjectPattern') for (const p of pattern.properties) boundNames(p.type === 'RestElement' ? p.argument : (p.value as Pattern), out);
  else if (pattern.type === 'ArrayPattern') for (const e of pattern.elements) boundNames(e, out);
  else if (pattern.type === 'RestElement') boundNames(pattern.argument, out);
  else if (pattern.type === 'AssignmentPattern') boundNames(pattern.left, out);
  return out;
}

const jsxCode = (program: Program): string => {
  const tree = structuredClone(program) as Program;
  buildJsx(tree as never, { pragma: '__jsx', pragmaFrag: '__Fragment' });
  return toJs(tree as never, { handlers: jsx }).value;
};

/**
 * An expression's code (its thunk's body): the same for every expression of the same source and
 * type, so kept by them for the thread's next pages (`style={{…}}` on hundreds of lines of a
 * site's API pages). Bounded: forgotten past MAX_KEPT_CODE.
 */
function expressionCode(e: Located): string {
  const program = e.data!.estree!;
  const code = () => jsxCode({ ...program, body: [program.body[0]] }).replace(/;\s*$/, '');
  if (typeof e.value !== 'string' || !e.type) return code();
  const key = `${e.type}\0${e.value}`;
  let kept = keptCode.get(key);
  if (kept === undefined) {
    if (keptCode.size >= MAX_KEPT_CODE) keptCode.clear();
    keptCode.set(key, (kept = code()));
  }
  return kept;
}
const keptCode = new Map<string, string>();
const MAX_KEPT_CODE = 10_000;

export class MdxScope {
  /** Local names bound by imports, and what they import. */
  readonly imports = new Map<string, ImportedBinding>();
  /** Names the page's code declares (`export const Note = …`). */
  private readonly declared = new Set<string>();
  private readonly statements: Statement[] = [];
  private readonly expressions = new Map<Located, number>();
  private compiled?: { thunks: (() => unknown)[]; locals: Record<string, unknown> };
  /** Imports whose value is known at build time (JSON), by local name: bound to it, not to their marker. */
  private readonly values = new Map<string, unknown>();

  /** `esm`: the page's import/export blocks; `expressions`: every expression node of the page. */
  constructor(
    private readonly esm: Located[],
    expressions: Located[],
    private readonly globals: Record<string, unknown> = {},
  ) {
    for (const block of esm) {
      for (const node of (block.data?.estree?.body ?? []) as (Statement | ModuleDeclaration)[]) {
        if (node.type === 'ImportDeclaration') {
          const source = String(node.source.value);
          for (const s of node.specifiers) {
            const name = s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value);
            this.imports.set(s.local.name, { $$docgenImport: true, source, name });
          }
          continue;
        }
        // (The page's default export is the page itself: nothing to run.)
        if (node.type === 'ExportDefaultDeclaration' || node.type === 'ExportAllDeclaration') continue;
        const statement = (node.type === 'ExportNamedDeclaration' ? node.declaration : node) as Statement | null;
        if (!statement) continue;
        this.statements.push(statement);
        if (statement.type === 'VariableDeclaration') for (const d of statement.declarations) boundNames(d.id, []).forEach((n) => this.declared.add(n));
        else if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && statement.id) this.declared.add(statement.id.name);
      }
    }
    for (const e of expressions) if (e.data?.estree?.body[0]?.type === 'ExpressionStatement') this.expressions.set(e, this.expressions.size);
  }

  /** Gives imports their values where `resolve` knows one (`{ value }`); the others stay markers. */
  resolveImports(resolve: (binding: ImportedBinding, local: string) => { value: unknown } | undefined): void {
    for (const [local, binding] of this.imports) {
      if (this.values.has(local)) continue;
      const resolved = resolve(binding, local);
      if (resolved) this.values.set(local, resolved.value);
    }
  }

  /** Whether the page's code (its statements and expressions, JSX in them too) names `name`. */
  uses(name: string): boolean {
    if (!this.names) {
      const names = new Set<string>();
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const n = node as { type?: string; name?: unknown };
        if ((n.type === 'Identifier' || n.type === 'JSXIdentifier') && typeof n.name === 'string') names.add(n.name);
        for (const [key, value] of Object.entries(n)) if (key !== 'position' && key !== 'loc' && typeof value === 'object') visit(value);
      };
      visit(this.statements);
      for (const e of this.expressions.keys()) visit(e.data?.estree?.body);
      this.names = names;
    }
    return this.names.has(name);
  }
  private names?: Set<string>;

  /** The page's code as one function: its statements, then a thunk per expression; run once. */
  private run(): NonNullable<MdxScope['compiled']> {
    if (this.compiled) return this.compiled;
    // (A name the page declares or imports itself is its own, not the global's.)
    const globals = Object.entries(this.globals).filter(([name]) => !this.declared.has(name) && !this.imports.has(name));
    const bindings = [...this.imports.keys(), ...globals.map(([name]) => name)];
    const thunks = [...this.expressions.keys()].map((e) => `() => (${expressionCode(e)})`);
    const body = [
      '"use strict";',
      jsxCode({ type: 'Program', sourceType: 'script', body: this.statements }),
      `return { thunks: [${thunks.join(',\n')}], locals: { ${[...this.declared].join(', ')} } };`,
    ].join('\n');
    try {
      const make = new Function('__jsx', '__Fragment', ...bindings, body) as (...args: unknown[]) => NonNullable<MdxScope['compiled']>;
      const imported = [...this.imports].map(([local, binding]) => (this.values.has(local) ? this.values.get(local) : binding));
      this.compiled = make(createElement, Fragment, ...imported, ...globals.map(([, value]) => value));
    } catch (err) {
      // The page's ESM (or an expression's syntax) failed: nothing of it is usable.
      this.compiled = { thunks: [], locals: {} };
      const start = this.esm[0]?.position?.start;
      throw new MdxEvalError(describe(err), start?.line, start?.column);
    }
    return this.compiled;
  }

  /** Runs the page's ESM now, for its problems to be reported before its expressions'. */
  prepare(): void {
    if (this.statements.length) this.run();
  }

  /** The value of an expression node (a `{…}` in the text or an attribute's value). */
  value(node: Located): unknown {
    const index = this.expressions.get(node);
    if (index === undefined) return undefined;
    const thunk = this.run().thunks[index];
    try {
      return thunk?.();
    } catch (err) {
      const start = node.position?.start;
      throw new MdxEvalError(describe(err), start?.line, start?.column);
    }
  }

  /** Whether the page's code declares a name (`export const Note = …`). */
  declares(name: string): boolean {
    return this.declared.has(name);
  }

  /** A name the page's code declares (`export const Note = …`): its value, if it has one. */
  local(name: string): unknown {
    const [first, ...rest] = name.split('.');
    if (!this.declared.has(first)) return undefined;
    let value = this.run().locals[first];
    for (const part of rest) value = (value as Record<string, unknown> | undefined)?.[part];
    return value;
  }

  /** Whether an expression holds nothing but comments (`{/* a note *\/}`): it renders nothing. */
  static isComment(node: Located): boolean {
    const program = node.data?.estree;
    return !!program && program.body.length === 0;
  }
}

const describe = (err: unknown) => {
  const e = err as Error;
  return `${e?.name && e.name !== 'Error' ? `${e.name}: ` : ''}${e?.message ?? String(err)}`;
};
