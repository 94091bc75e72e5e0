// What the MDX transform (transform.ts) and its helpers share: the MDX nodes as they are used, and
// the context one tree is evaluated in.
import type { Parent, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import type { MdxEvalError, MdxScope } from './scope.ts';
import type { MarkdownCopy } from './markdown-copy.ts';
import type { InlineStyles } from './inline-styles.ts';

export interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | { type: 'mdxJsxAttributeValueExpression'; value: string; data?: unknown };
  data?: unknown;
  position?: { start: { line: number; column: number } };
}
export interface JsxNode extends Parent {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
}
export type ExpressionNode = { type: 'mdxFlowExpression' | 'mdxTextExpression'; value: string; data?: unknown; position?: JsxNode['position'] };
export type Position = { start: { line: number; column: number } } | undefined;

/** What one MDX tree is evaluated with: its scope, and how to report (a partial reports as its own file). */
export interface Context {
  scope: MdxScope;
  file: VFile;
  report: (message: string, at?: { start: { line: number; column: number } }, severity?: 'error' | 'warning') => void;
  /** Says where the page's code about to run is (guard/activity.ts: named if it never finishes). */
  codeAt: (at?: { start: { line: number; column: number } }) => void;
  /** The folder the tree's imports are relative to. */
  dir?: string;
  /** Partials being rendered (an import cycle is an error, not a loop). */
  partials: string[];
  /** The page's Markdown copy being made (not for partials: their source is another file). */
  copy?: MarkdownCopy;
  /** The page's stylesheets (its components' CSS, its inline styles made classes) and its islands' scripts. */
  styles: { css: Set<string>; inline: InlineStyles; scripts: Set<string> };
}

export const isJsx = (node: RootContent): node is RootContent & JsxNode => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** Where an evaluation error is, as a position. */
export const at = (err: MdxEvalError) => (err.line !== undefined ? { start: { line: err.line, column: err.column ?? 1 } } : undefined);
