// Packages a Docusaurus config imports that the site has not installed (docgen can read a site
// before `npm install`): each stands for a placeholder — any property of it, any call, is the
// placeholder again — so a theme object (`themes.github`) or a plugin reference does not stop the
// config loading. What a placeholder was used for is reported by the config mapping, by name.

const NAME = Symbol.for('docgen.missingPackageName');

/** The placeholder of a package (`name`: the specifier the site imports). */
export function placeholder(name: string): unknown {
  const target = function missingPackage() {};
  const proxy: unknown = new Proxy(target, {
    get: (_t, key) => {
      if (key === NAME) return name;
      // Not a promise, not iterable, not an ES module namespace: `await`, spreads and interop see a plain value.
      if (key === 'then' || key === '__esModule' || typeof key === 'symbol') return undefined;
      if (key === 'toString' || key === 'valueOf') return () => `[${name} (not installed)]`;
      return proxy;
    },
    apply: () => proxy,
    construct: () => proxy as object,
    // An ES import of it converted to CommonJS by esbuild (a site's ES module that CommonJS code
    // requires) reads named imports through an object whose prototype is the module's: that
    // prototype answers every name with the placeholder.
    getPrototypeOf: () => names,
  });
  const names: object = new Proxy(Object.create(null) as object, {
    get: (_t, key) => (typeof key === 'symbol' || key === 'then' || key === '__esModule' ? undefined : proxy),
  });
  return proxy;
}

/** The package a value stands for, when it is a missing package's placeholder. */
export function missingPackageOf(value: unknown): string | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined;
  const name = (value as Record<symbol, unknown>)[NAME];
  return typeof name === 'string' ? name : undefined;
}
