// MDX source → mdast, by micromark with the MDX extensions (ESM, JSX, expressions: acorn parses
// their JavaScript), GFM tables, strikethrough, task lists and footnotes, and directives — the
// same syntax Docusaurus 3 reads. Its mdast is the one the rest of the pipeline works on, with the
// MDX nodes (mdxjsEsm, mdxJsx*Element, mdx*Expression) for mdx/transform.ts.
import { fromMarkdown, type Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import type { Root } from 'mdast';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { parseByBlocks } from './blocks.ts';
import { markdownTokens } from '../parse.ts';
import { tokenNesting } from '../nesting.ts';
import { syntaxNesting } from './nesting-scan.ts';
import { htmlComments, htmlCommentsFromMarkdown } from './html-comments.ts';
import { knownDefinitions } from './definitions.ts';

/** An MDX syntax error: where, and what was expected. */
export class MdxSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
  ) {
    super(message);
  }
}

const markdownExtensions = [gfmTable(), gfmStrikethrough(), gfmTaskListItem(), gfmFootnote(), directive()];
const markdownMdastExtensions = [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTaskListItemFromMarkdown(), gfmFootnoteFromMarkdown(), directiveFromMarkdown()];
const extensions = [mdxjs(), ...markdownExtensions];
const mdastExtensions = [mdxFromMarkdown(), ...markdownMdastExtensions];
// (HTML comments after MDX's syntax: micromark tries them before a JSX tag.)
const withComments = { extensions: [...extensions, htmlComments], mdastExtensions: [...mdastExtensions, htmlCommentsFromMarkdown] };
const withoutComments = { extensions, mdastExtensions };

/** How MDX is read: with HTML comments (Docusaurus' mdx1Compat.comments, on unless said otherwise). */
export interface MdxReading {
  comments?: boolean;
  /** Docusaurus' mdx1Compat `admonitions` (`:::tip Title`): when off, such a line is micromark's to read. */
  admonitionTitles?: boolean;
}

/**
 * Parses MDX (written for Docusaurus: see mdxCompat, which the caller applies first): block by
 * block (mdx/blocks.ts), or `whole`, all of it by micromark — the same tree.
 */
export function parseMdx(source: string, whole = false, syntax?: ExtraSyntax, reading: MdxReading = {}): Root {
  // Content nested deeper than docgen accepts is found before micromark reads any of it (see
  // ../nesting.ts), the same way for both readings.
  const tokens = markdownTokens(source, 'mdx');
  const tooDeep = tokenNesting(tokens.tokens, tokens.env) ?? syntaxNesting(source, true);
  if (tooDeep) throw tooDeep;
  if (syntax) return parseWhole(source, reading.comments === false ? withoutComments : withComments, syntax);
  const read = reading.comments === false ? readPieceWithoutComments : readPieceWithComments;
  return (!whole && parseByBlocks(source, read, tokens, { admonitionTitles: reading.admonitionTitles })) || read(source);
}

// (One function for each way of reading a piece: what a page's pieces read to is kept by it, inline-lines.ts.)
const readPieceWithComments = (text: string, defined?: readonly string[]) => readMdxPiece(text, defined);
const readPieceWithoutComments = (text: string, defined?: readonly string[]) => readMdxPiece(text, defined, { comments: false });

/** micromark's reading of MDX (a page, or a piece of one with the page's definitions known: their identifiers, see definitions.ts). */
export function readMdxPiece(text: string, defined: readonly string[] = [], reading: MdxReading = {}): Root {
  const base = reading.comments === false ? withoutComments : withComments;
  return parseWhole(text, defined.length ? { extensions: [...base.extensions, knownDefinitions(defined)], mdastExtensions: base.mdastExtensions } : base);
}

/** Syntax a site's remark plugins add (remark-math): with it, micromark reads the whole page. */
export interface ExtraSyntax {
  extensions: MicromarkExtension[];
  mdastExtensions: FromMarkdownExtension[];
}

/** A Markdown (not MDX) page read by micromark with the syntax a site's remark plugins add, as remark-parse would read it (GFM and directives too). */
export function parseWithSyntax(source: string, syntax: ExtraSyntax): Root {
  const tokens = markdownTokens(source, 'markdown');
  const tooDeep = tokenNesting(tokens.tokens, tokens.env) ?? syntaxNesting(source, false);
  if (tooDeep) throw tooDeep;
  return fromMarkdown(source, { extensions: [...markdownExtensions, ...syntax.extensions], mdastExtensions: [...markdownMdastExtensions, ...syntax.mdastExtensions] });
}

function parseWhole(source: string, base: typeof withComments, syntax?: ExtraSyntax): Root {
  try {
    return fromMarkdown(source, syntax ? { extensions: [...base.extensions, ...syntax.extensions], mdastExtensions: [...base.mdastExtensions, ...syntax.mdastExtensions] } : base);
  } catch (err) {
    const e = err as { reason?: string; message: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
    const place = e.place && 'start' in e.place ? e.place.start : e.place;
    // (Some messages carry their place only in their text: "Expected a closing tag for `<Tabs>` (1:1-1:7)".)
    const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(e.reason ?? e.message);
    throw new MdxSyntaxError(e.reason ?? e.message, e.line ?? place?.line ?? (inText ? Number(inText[1]) : undefined), e.column ?? place?.column ?? (inText ? Number(inText[2]) : undefined));
  }
}
