// The names a module imports from each module, read from esbuild's output (which writes every
// import statement in one form: `import d, { a, b as c } from "x";`). A package that is not
// installed becomes a placeholder module that exports these names.

const IMPORT = /^import\s+([^;'"]*?)\s+from\s+"([^"]+)";/gm;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function importedNames(code: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [, clause, specifier] of code.matchAll(IMPORT)) {
    const list = names.get(specifier) ?? [];
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of braces.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0].trim();
      if (IDENTIFIER.test(name) && name !== 'default' && !list.includes(name)) list.push(name);
    }
    names.set(specifier, list);
  }
  return names;
}
