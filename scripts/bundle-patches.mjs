// What the generator's bundle changes in the packages it bundles (scripts/bundle-cli.mjs): code
// left out that docgen never runs, and hot paths of Markdown and MDX reading made fast without
// changing what they give. Each patch checks that the package still reads as it expects, and
// fails the bundle otherwise (a new version is looked at, not patched blindly).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * react-dom/server brings both of React's server renderers; docgen uses renderToString and
 * renderToStaticMarkup only, which are the "legacy" one's: the streaming one (half of react-dom's
 * code, loaded at every start) is left out.
 */
const serverRenderingOnly = {
  name: 'server-rendering-only',
  setup(build) {
    const reactDom = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
    build.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: path.join(reactDom, 'cjs/react-dom-server-legacy.node.production.js') }));
  },
};

/**
 * js-yaml (under gray-matter) loads esprima for its `!!js/function` type, which the safe loading
 * docgen does never reads: the type stays, without esprima (as in a browser), and every start saves
 * the 8–10 ms esprima takes to load.
 */
const yamlWithoutEsprima = {
  name: 'yaml-without-esprima',
  setup(build) {
    build.onLoad({ filter: /[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/ }, (args) => {
      const code = fs.readFileSync(args.path, 'utf8');
      if (!code.includes("_require('esprima')")) throw new Error(`${args.path}: js-yaml no longer loads esprima as expected; update yamlWithoutEsprima`);
      return { contents: code.replace("_require('esprima')", 'undefined'), loader: 'js' };
    });
  },
};

/**
 * markdown-it's published build sets its class fields through a Babel helper,
 * `_defineProperty(this, "map", null)`: a keyed store of a name that changes at every call, which
 * V8 cannot make fast. A Token has eleven fields and a page makes thousands of tokens (a tenth of a
 * Markdown thread's time went there). Its constructors assign them instead, `this.map = null`: the
 * same properties, in the same order (no class of markdown-it has accessors of those names).
 */
const markdownItPlainFields = {
  name: 'markdown-it-plain-fields',
  setup(build) {
    build.onLoad({ filter: /[\\/]markdown-it[\\/]dist[\\/]markdown-it\.mjs$/ }, (args) => {
      const code = fs.readFileSync(args.path, 'utf8');
      let count = 0;
      const plain = code.replace(/_defineProperty\(\s*this,\s*(?:\/\*\*[\s\S]*?\*\/\s*)?"(\w+)",\s*([^;]*?)\s*\);/g, (_m, name, value) => {
        count++;
        return `this.${name} = ${value};`;
      });
      if (count < 20 || /_defineProperty\(\s*this\b/.test(plain) || /^\s+(?:get|set) \w+\(/m.test(code)) throw new Error(`${args.path}: markdown-it no longer sets its fields as expected; update markdownItPlainFields`);
      return { contents: plain, loader: 'js' };
    });
  },
};

/**
 * mdast-util-from-markdown gives each of a document's events a copy of its compile context with
 * the event's `sliceSerialize` (`{...context, sliceSerialize}`): an object made for every event
 * (the largest cost of reading MDX after the tokenizer). The handlers read that context and never
 * keep it (nor set properties of their own on it), so one context, its `sliceSerialize` set before
 * each call, serves them all.
 */
const fromMarkdownOneContext = {
  name: 'from-markdown-one-context',
  setup(build) {
    build.onLoad({ filter: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/ }, (args) => {
      const code = fs.readFileSync(args.path, 'utf8');
      let count = 0;
      const spread = /(\n\s*)(?:\/\/[^\n]*\n\s*)?(callListeners\(config\.(?:beforeEnter|afterExit), |handler\[events\[index\]\[1\]\.type\]\.call\()\{\s*\.\.\.context,\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\s*\}, /g;
      const shared = code.replace(spread, (_m, indent, call) => {
        count++;
        return `${indent}context.sliceSerialize = events[index][2].sliceSerialize;${indent}${call}context, `;
      });
      const withSlot = shared.replace('const context = {\n      stack: [tree],', () => {
        count++;
        return 'const context = {\n      sliceSerialize: undefined,\n      stack: [tree],';
      });
      if (count !== 4 || withSlot.includes('...context')) throw new Error(`${args.path}: mdast-util-from-markdown no longer copies its context as expected; update fromMarkdownOneContext`);
      return { contents: withSlot, loader: 'js' };
    });
  },
};

/**
 * micromark-factory-mdx-expression tries acorn at every `}` of an expression, so an object in an
 * attribute (`style={{a: 1}}`) fails once at its inner `}` before it parses at the outer one; each
 * failure makes a SyntaxError and a VFileMessage, and capturing their stack traces through
 * micromark's deep stack was most of the cost. The parse is made without stack traces: a failure
 * that stands (the expression never closes) keeps its message and place, which is what docgen
 * reports of it.
 */
const mdxExpressionNoStacks = {
  name: 'mdx-expression-no-stacks',
  setup(build) {
    build.onLoad({ filter: /[\\/]micromark-factory-mdx-expression[\\/]index\.js$/ }, (args) => {
      const code = fs.readFileSync(args.path, 'utf8');
      const call = /const next = acorn \? (mdxExpressionParse\.call\(self, [^)]*\))/;
      if (!call.test(code)) throw new Error(`${args.path}: micromark-factory-mdx-expression no longer parses as expected; update mdxExpressionNoStacks`);
      const patched = code.replace(call, (_m, parse) => `const next = acorn ? withoutStacks(() => ${parse})`);
      return { contents: `${patched}\nfunction withoutStacks(fn) {\n  const limit = Error.stackTraceLimit;\n  Error.stackTraceLimit = 0;\n  try {\n    return fn();\n  } finally {\n    Error.stackTraceLimit = limit;\n  }\n}\n`, loader: 'js' };
    });
  },
};

/**
 * Two hot paths of mdast-util-to-hast's state, the same results made faster:
 * - It finds a page's definitions with unist-util-visit, which keeps an array of ancestors and a
 *   closure per node: a third of turning a large page's tree into hast. The same walk (every node,
 *   each before its children, in order) is made by a plain recursive function.
 * - It copies each node's `data.hProperties` (every heading's id, every code block's classes)
 *   with @ungap/structured-clone, which serializes the value to a list and reads it back: a
 *   quarter of the conversion. A value of plain data (primitives, arrays, plain objects, none met
 *   twice) is copied directly, as that clone copies it; anything else still goes to the clone.
 */
const toHastFastPaths = {
  name: 'to-hast-fast-paths',
  setup(build) {
    build.onLoad({ filter: /[\\/]mdast-util-to-hast[\\/]lib[\\/]state\.js$/ }, (args) => {
      const code = fs.readFileSync(args.path, 'utf8');
      const call = '  visit(tree, function (node) {\n    if (node.type === \'definition\' || node.type === \'footnoteDefinition\') {';
      if (code.split(call).length !== 2) throw new Error(`${args.path}: mdast-util-to-hast no longer finds definitions as expected; update toHastFastPaths`);
      const clone = "import structuredClone from '@ungap/structured-clone'\n";
      if (code.split(clone).length !== 2) throw new Error(`${args.path}: mdast-util-to-hast no longer copies data with @ungap/structured-clone as expected; update toHastFastPaths`);
      const patched = code.replace(call, () => call.replace('visit(tree,', 'everyNode(tree,')).replace(clone, () => "import ungapStructuredClone from '@ungap/structured-clone'\n");
      return { contents: `${patched}\n${everyNode}\n${plainDataClone}\n`, loader: 'js' };
    });
  },
};

const everyNode = `function everyNode(node, visitor) {
  visitor(node)
  const children = node.children
  if (children) for (let index = 0; index < children.length; index++) everyNode(children[index], visitor)
}`;

const plainDataClone = `const NOT_PLAIN = Symbol('not plain data')
function structuredClone(value) {
  const seen = []
  const copy = plainCopy(value, seen)
  return copy === NOT_PLAIN ? ungapStructuredClone(value) : copy
}
function plainCopy(value, seen) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value
  if (typeof value === 'function' || seen.includes(value)) return NOT_PLAIN
  seen.push(value)
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return NOT_PLAIN
    const out = []
    for (let index = 0; index < value.length; index++) {
      const item = plainCopy(value[index], seen)
      if (item === NOT_PLAIN) return NOT_PLAIN
      out.push(item)
    }
    return out
  }
  const proto = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return NOT_PLAIN
  const out = {}
  for (const key of Object.keys(value)) {
    const item = plainCopy(value[key], seen)
    if (item === NOT_PLAIN) return NOT_PLAIN
    out[key] = item
  }
  return out
}`;

export const dependencyPatches = [serverRenderingOnly, yamlWithoutEsprima, markdownItPlainFields, fromMarkdownOneContext, mdxExpressionNoStacks, toHastFastPaths];
