// The config's `markdown` options: how pages are read (format, raw HTML, Docusaurus' mdx1Compat and
// hooks), the site's own admonitions, magic comments, remark/rehype plugins and global MDX components.
import * as z from 'zod';

/** A function of the site's config (Docusaurus' markdown hooks). */
const siteFunction = <F>(accepted: string) => z.custom<F>((v) => typeof v === 'function', `expected ${accepted}`);

/** Docusaurus' front matter hook: the front matter of a file (and its content). */
export type ParseFrontMatter = (args: {
  filePath: string;
  fileContent: string;
  defaultParseFrontMatter: (args: { filePath: string; fileContent: string }) => Promise<{ frontMatter: Record<string, unknown>; content: string }>;
}) => { frontMatter: Record<string, unknown>; content: string } | Promise<{ frontMatter: Record<string, unknown>; content: string }>;

/** unified plugins: a function, or [function, options]. */
const pluginList = z
  .array(
    z.union([
      z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'expected a plugin function'),
      z.tuple([z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'expected a plugin function'), z.unknown()]),
    ]),
  )
  .optional();

/** Markdown options (see schema.ts, `markdown`). */
export const markdownSchema = z
  .strictObject({
    tabLabels: z.record(z.string(), z.string()).default({}),
    format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
    /**
     * Raw HTML in Markdown pages: 'allow' (the default) keeps it as written; 'sanitize' keeps only
     * harmless HTML (text formatting, lists, tables, details, images and http(s)/mailto/relative
     * links, ids) and drops the rest: scripts, event handlers, javascript: URLs, frames, objects,
     * forms, styles, SVG; 'error' makes any raw HTML an error at its file and line (comments are
     * left out quietly). For sites whose content is not fully trusted and whose host may not send
     * the Content-Security-Policy. In MDX pages tags are JSX, code that runs when the site is
     * built: the option does not apply to them (read untrusted content as Markdown, format 'md').
     */
    rawHtml: z.enum(['allow', 'sanitize', 'error']).default('allow'),
    /**
     * The site's own admonition keywords (`:::my-box`), as Docusaurus' docs option `admonitions`:
     * with extendDefaults (the default), besides note, tip, info, warning, danger, caution,
     * important, success and secondary; without, instead of them.
     */
    admonitions: z
      .strictObject({
        keywords: z.array(z.string().regex(/^[a-zA-Z][\w-]*$/, 'a keyword is a letter, then letters, digits, "_" and "-"')).default([]),
        extendDefaults: z.boolean().default(true),
      })
      .optional(),
    /**
     * Docusaurus' mdx1Compat: MDX pages read HTML comments (`<!-- … -->`, dropped), a heading's
     * `{#custom-id}` and an admonition's title after its keyword (`:::tip Title`); each on unless
     * set false (a Docusaurus config with future.v4 turns them off, as Docusaurus does).
     */
    mdx1Compat: z.strictObject({ comments: z.boolean().default(true), admonitions: z.boolean().default(true), headingIds: z.boolean().default(true) }).optional(),
    /**
     * Docusaurus' markdown.preprocessor: ({ filePath, fileContent }) => the content a page is read
     * from (its whole file, front matter included); it runs where pages render, under the time
     * limit of the site's code.
     */
    preprocessor: siteFunction<(args: { filePath: string; fileContent: string }) => string>('a function ({ filePath, fileContent }) => string').optional(),
    /**
     * Docusaurus' markdown.parseFrontMatter: ({ filePath, fileContent, defaultParseFrontMatter })
     * => { frontMatter, content } (or a promise of it): a doc's front matter; its body is still
     * what follows the file's front matter block.
     */
    parseFrontMatter: siteFunction<ParseFrontMatter>('a function ({ filePath, fileContent, defaultParseFrontMatter }) => { frontMatter, content }').optional(),
    /** Code block comment lines that mark lines with a class, as Docusaurus' prism.magicComments (default: highlight-next-line, highlight-start/-end). */
    magicComments: z.array(z.strictObject({ className: z.string().min(1), line: z.string().optional(), block: z.strictObject({ start: z.string(), end: z.string() }).optional() })).optional(),
    /**
     * The site's own unified plugins, as in Docusaurus: a plugin function or [plugin, options].
     * Remark plugins (beforeDefault… first) run on the tree as parsed, before docgen's own
     * transforms, so MDX elements they add are rendered; rehype plugins (beforeDefault… first)
     * on the HTML tree as remark-rehype makes it, before docgen highlights code.
     */
    beforeDefaultRemarkPlugins: pluginList,
    remarkPlugins: pluginList,
    beforeDefaultRehypePlugins: pluginList,
    rehypePlugins: pluginList,
    /**
     * Components every MDX page may use without importing them, as Docusaurus' MDXComponents:
     * name → the module whose default export it is ('@theme/Tabs', '@site/src/components/Chip',
     * './src/components/Chip' from the project root, a package), or { from, export } for a named export.
     */
    mdxComponents: z
      .record(z.string(), z.union([z.string().min(1), z.strictObject({ from: z.string().min(1), export: z.string().min(1) })]))
      .superRefine((components, ctx) => {
        for (const name of Object.keys(components)) {
          if (!/^[A-Z][A-Za-z0-9_]*$/.test(name)) ctx.addIssue({ code: 'custom', path: [name], message: `"${name}" is not a component name: one starts with a capital letter (Highlight)` });
        }
      })
      .optional(),
  })
  .default({ tabLabels: {}, format: 'mdx', rawHtml: 'allow' });
