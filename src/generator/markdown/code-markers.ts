// Comment markers of code lines, in the notation of Shiki's transformers (VitePress has them): a line
// ending in a comment `[!code ++]` was added, `[!code --]` removed, `[!code focus]` is focused and
// `[!code highlight]` (or `[!code hl]`) highlighted; `[!code ++:3]` marks three lines from there.
// Any comment form: `// [!code ++]`, `# [!code ++]`, `-- [!code ++]`, `/* [!code ++] */`,
// `<!-- [!code ++] -->`, `{/* [!code ++] */}`. The marker leaves the line (and so does its comment
// when it held nothing else).
import { CODE_LINE } from '../../components/code-block/classes.ts';

const CLASSES: Record<string, string> = { '++': CODE_LINE.added, '--': CODE_LINE.removed, focus: CODE_LINE.focused, highlight: CODE_LINE.highlighted, hl: CODE_LINE.highlighted };

/** A marker at the end of a line, with the closing of its comment. */
const MARKER = /\s*\[!code (\+\+|--|focus|highlight|hl)(?::(\d+))?\]\s*(\*\/\}|\*\/|-->)?\s*$/;
/** Where a comment opens on a line. */
const OPENER = /\/\/|#|--|;|\/\*|<!--|\{\/\*/;
/** A comment opened at the end of what is left of the line, with nothing in it. */
const EMPTY_COMMENT = /\s*(?:\/\/|#|--|;|\/\*|<!--|\{\/\*)\s*$/;

/** Whether code holds a marker (a quick test before reading its lines). */
export const hasCodeMarkers = (source: string): boolean => source.includes('[!code ');

/**
 * A code block's source without its markers, and the classes of the lines they mark (1-based), with
 * the classes of the block itself (has-focused-lines, has-diff).
 */
export function codeMarkers(source: string): { source: string; classes: Map<number, string[]>; blockClasses: string[] } {
  const classes = new Map<number, string[]>();
  const block = new Set<string>();
  const lines = source.split('\n');
  lines.forEach((line, i) => {
    const m = MARKER.exec(line);
    if (!m || !OPENER.test(line.slice(0, m.index))) return;
    let rest = line.slice(0, m.index);
    if (EMPTY_COMMENT.test(rest)) rest = rest.replace(EMPTY_COMMENT, '');
    else if (m[3]) rest = `${rest} ${m[3]}`;
    lines[i] = rest;
    const className = CLASSES[m[1]];
    const count = Math.max(1, Number(m[2] ?? 1));
    for (let n = i + 1; n <= Math.min(lines.length, i + count); n++) {
      const list = classes.get(n) ?? [];
      if (!list.includes(className)) classes.set(n, [...list, className]);
    }
    if (className === CODE_LINE.focused) block.add(CODE_LINE.hasFocus);
    if (className === CODE_LINE.added || className === CODE_LINE.removed) block.add(CODE_LINE.hasDiff);
  });
  return { source: lines.join('\n'), classes, blockClasses: [...block] };
}
