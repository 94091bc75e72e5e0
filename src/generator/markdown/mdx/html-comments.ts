// HTML comments in MDX, as Docusaurus reads them with its `markdown.mdx1Compat.comments` (on by
// default): `<!-- … -->` is a comment, not a JSX tag that fails, in a block of its own (where it
// ends the paragraph before it, as an HTML comment does in Markdown) or in running text, over
// several lines too; it leaves nothing in the tree. Without the option, MDX rejects it (`{/* … */}`
// is MDX's own comment). A syntax extension for micromark and its mdast side.
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    htmlComment: 'htmlComment';
    htmlCommentData: 'htmlCommentData';
  }
}

const LESS_THAN = 60;
const EXCLAMATION = 33;
const DASH = 45;
const GREATER_THAN = 62;
const isLineEnding = (code: Code) => code !== null && code < -2;
const isSpace = (code: Code) => code === -2 || code === -1 || code === 32;

function tokenizeComment(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const expect =
    (want: number, next: State): State =>
    (code) => {
      if (code !== want) return nok(code);
      effects.consume(code);
      return next;
    };
  // `<!--`, then not `>` nor `->` at once (`<!-->` is no comment), then anything up to `-->`.
  const start: State = (code) => {
    effects.enter('htmlComment');
    effects.consume(code);
    return expect(EXCLAMATION, expect(DASH, expect(DASH, afterOpening)));
  };
  const afterOpening: State = (code) => {
    if (code === GREATER_THAN) return nok(code);
    if (code === DASH) {
      effects.enter('htmlCommentData');
      effects.consume(code);
      return (next: Code) => (next === GREATER_THAN ? nok(next) : inside(next));
    }
    return body(code);
  };
  const body: State = (code) => {
    if (isLineEnding(code)) return lineEnding(code);
    effects.enter('htmlCommentData');
    return inside(code);
  };
  const inside: State = (code) => {
    if (code === null) return nok(code);
    if (isLineEnding(code)) {
      effects.exit('htmlCommentData');
      return lineEnding(code);
    }
    effects.consume(code);
    return code === DASH ? afterDash : inside;
  };
  const afterDash: State = (code) => {
    if (code !== DASH) return inside(code);
    effects.consume(code);
    return afterDashes;
  };
  const afterDashes: State = (code) => {
    if (code === GREATER_THAN) {
      effects.exit('htmlCommentData');
      effects.consume(code);
      effects.exit('htmlComment');
      return ok;
    }
    if (code === DASH) {
      effects.consume(code);
      return afterDashes;
    }
    return inside(code);
  };
  const lineEnding: State = (code) => {
    effects.enter('lineEnding');
    effects.consume(code);
    effects.exit('lineEnding');
    return indent;
  };
  // (The next line's indent is not part of the comment's text.)
  const indent: State = (code) => {
    if (!isSpace(code)) return body(code);
    effects.enter('linePrefix');
    const more: State = (next) => {
      if (isSpace(next)) {
        effects.consume(next);
        return more;
      }
      effects.exit('linePrefix');
      return body(next);
    };
    return more(code);
  };
  return start;
}

const comment: Construct = { name: 'htmlComment', tokenize: tokenizeComment, concrete: true };

/** The syntax: a comment in flow and in text (it must come after MDX's, to be tried before JSX). */
export const htmlComments: Extension = { flow: { [LESS_THAN]: comment }, text: { [LESS_THAN]: { name: 'htmlComment', tokenize: tokenizeComment } } };

/** Its mdast side: the comment's text is read into a buffer that is dropped. */
export const htmlCommentsFromMarkdown: FromMarkdownExtension = {
  enter: {
    htmlComment() {
      this.buffer();
    },
  },
  exit: {
    htmlComment() {
      this.resume();
    },
  },
};
