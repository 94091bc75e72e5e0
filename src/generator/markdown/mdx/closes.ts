// Whether lines of MDX close what they open: every JSX element and every `{`, outside code. Read as
// far as tags, strings and braces go; micromark then reads the text itself (mdx/blocks.ts).

/**
 * Whether a run of lines closes every JSX element and every `{` it opens, outside code: read as
 * far as tags, strings and braces go (micromark then reads the run itself, and a run it rejects
 * sends the page to it whole).
 */
export function closes(lines: string[], mdx: boolean[]): boolean {
  const open = new OpenSyntax();
  for (let l = 0; l < lines.length; l++) open.read(lines[l], mdx[l]);
  return open.closed;
}

/** What lines read one after another leave open (JSX elements, `{`, HTML comments): `closed` when nothing. */
export class OpenSyntax {
  private elements = 0;
  private readonly stack: ('tag' | 'close' | 'expr')[] = [];
  // (An HTML comment, `<!-- … -->`, holds no tags or braces: see html-comments.ts.)
  private inComment = false;
  /** A line left something open that never closes (an unpaired quote, a closing tag of nothing). */
  private broken = false;

  /** Whether everything read so far is closed. */
  get closed(): boolean {
    return this.atFlow && this.elements === 0;
  }

  /** Whether the next line starts where blocks do: in no tag, `{` or comment (in a JSX element's children, or none). */
  get atFlow(): boolean {
    return !this.broken && this.stack.length === 0 && !this.inComment;
  }

  /** Reads a line (`mdx`: whether it has MDX syntax; a line without is skipped unless something is open). */
  read(text: string, mdx: boolean): void {
    const { stack } = this;
    if (this.broken || (!mdx && !stack.length && !this.inComment)) return;
    const line: string = stack.length || this.inComment ? text : text.replace(/(`+)[^`]*?[^`]?\1(?!`)/g, '');
    for (let c = 0; c < line.length; c++) {
      const ch = line[c];
      const top = stack[stack.length - 1];
      if (this.inComment || (!top && line.startsWith('<!--', c))) {
        const end: number = line.indexOf('-->', this.inComment ? c : c + 4);
        this.inComment = end < 0;
        if (this.inComment) break;
        c = end + 2;
        continue;
      }
      if (!top) {
        if (ch === '{') stack.push('expr');
        else if (ch === '<' && line[c + 1] === '/') {
          stack.push('close');
          c++;
        } else if (ch === '<' && /[A-Za-z_$>]/.test(line[c + 1] ?? '')) stack.push('tag');
        else if (ch === '\\') c++;
        continue;
      }
      if (ch === '"' || ch === "'" || (ch === '`' && top === 'expr')) {
        const end = line.indexOf(ch, c + 1);
        if (end < 0) return void (this.broken = true);
        c = end;
      } else if (ch === '{') stack.push('expr');
      else if (ch === '}' && top === 'expr') stack.pop();
      else if (ch === '/' && line[c + 1] === '*' && top === 'expr') {
        const end = line.indexOf('*/', c + 2);
        if (end < 0) return void (this.broken = true);
        c = end + 1;
      } else if (top !== 'expr' && ch === '/' && line[c + 1] === '>') {
        stack.pop();
        c++;
      } else if (top !== 'expr' && ch === '>') {
        stack.pop();
        this.elements += top === 'close' ? -1 : 1;
        if (this.elements < 0) return void (this.broken = true);
      }
    }
  }
}
