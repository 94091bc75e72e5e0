// The JavaScript of an MDX page, evaluated at build time as Docusaurus does: its ESM (`import`,
// `export const x = …`) runs once per page in a context of its own, then each `{expression}` and
// JSX attribute value runs in that context and gives a value (JSX in them becomes React elements).
// acorn has parsed it all already (micromark-extension-mdxjs): what runs is made from that estree.
import vm from 'node:vm';
import { createElement, Fragment } from 'react';
import { buildJsx } from 'estree-util-build-jsx';
import { toJs, jsx } from 'estree-util-to-js';
import type { Program, Statement, ModuleDeclaration } from 'estree';

/** What an import resolves to: a marker naming the module and the export (components, partials are recognised by it). */
export interface ImportedBinding {
  $$docgenImport: true;
  source: string;
  /** 'default', a named export, or '*' for a namespace. */
  name: string;
}

export const isImported = (value: unknown): value is ImportedBinding => typeof value === 'object' && value !== null && (value as ImportedBinding).$$docgenImport === true;

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

interface Located {
  position?: { start: { line: number; column: number } };
  data?: { estree?: Program | null };
}

/** The statements of an ESM block as a script: imports bound to markers, `export` dropped. */
function scriptOf(program: Program, bind: (local: string, value: ImportedBinding) => void): Program {
  const body: Statement[] = [];
  for (const node of program.body as (Statement | ModuleDeclaration)[]) {
    if (node.type === 'ImportDeclaration') {
      const source = String(node.source.value);
      for (const s of node.specifiers) {
        const name = s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value);
        bind(s.local.name, { $$docgenImport: true, source, name });
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      if (node.declaration) body.push(node.declaration);
    } else if (node.type === 'ExportDefaultDeclaration') {
      // The page's default export is the page itself: nothing to evaluate.
    } else if (node.type !== 'ExportAllDeclaration') body.push(node as Statement);
  }
  return { ...program, body, sourceType: 'script' };
}

const codeOf = (program: Program) => {
  const tree = structuredClone(program) as Program;
  buildJsx(tree as never, { pragma: '__jsx', pragmaFrag: '__Fragment' });
  return toJs(tree as never, { handlers: jsx }).value;
};

export class MdxScope {
  private readonly context: vm.Context;
  /** Local names bound by imports, and what they import. */
  readonly imports = new Map<string, ImportedBinding>();

  constructor(esm: Located[], globals: Record<string, unknown> = {}) {
    this.context = vm.createContext({ __jsx: createElement, __Fragment: Fragment, ...globals });
    for (const block of esm) {
      const program = block.data?.estree;
      if (!program) continue;
      const script = scriptOf(program, (local, value) => {
        this.imports.set(local, value);
        this.context[local] = value;
      });
      this.run(codeOf(script), block);
    }
  }

  /** The value of an expression node (a `{…}` in the text or an attribute's value). */
  value(node: Located): unknown {
    const program = node.data?.estree;
    const statement = program?.body[0];
    if (!program || statement?.type !== 'ExpressionStatement') return undefined;
    return this.run(codeOf({ ...program, body: [statement] }), node);
  }

  /** A name the page's code defines (`export const Note = …`), or an import's marker. */
  local(name: string): unknown {
    if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(name)) return undefined;
    try {
      return vm.runInContext(`typeof ${name.split('.')[0]} === 'undefined' ? undefined : ${name}`, this.context);
    } catch {
      return undefined;
    }
  }

  /** Whether an expression holds nothing but comments (`{/* a note *\/}`): it renders nothing. */
  static isComment(node: Located): boolean {
    const program = node.data?.estree;
    return !!program && program.body.length === 0;
  }

  private run(code: string, at: Located): unknown {
    try {
      return vm.runInContext(code, this.context, { timeout: 1000 });
    } catch (err) {
      const e = err as Error;
      const start = at.position?.start;
      throw new MdxEvalError(`${e.name === 'Error' ? '' : `${e.name}: `}${e.message}`, start?.line, start?.column);
    }
  }
}
