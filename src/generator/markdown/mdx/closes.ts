// Whether lines of MDX close what they open: every JSX element and every `{`, outside code. Read as
// far as tags, strings and braces go; micromark then reads the text itself (mdx/blocks.ts).

/**
 * Whether a run of lines closes every JSX element and every `{` it opens, outside code: read as
 * far as tags, strings and braces go (micromark then reads the run itself, and a run it rejects
 * sends the page to it whole).
 */
export function closes(lines: string[], mdx: boolean[]): boolean {
  let elements = 0;
  const stack: ('tag' | 'close' | 'expr')[] = [];
  // (An HTML comment, `<!-- … -->`, holds no tags or braces: see html-comments.ts.)
  let inComment = false;
  for (let l = 0; l < lines.length; l++) {
    if (!mdx[l] && !stack.length && !inComment) continue;
    const line: string = stack.length || inComment ? lines[l] : lines[l].replace(/(`+)[^`]*?[^`]?\1(?!`)/g, '');
    for (let c = 0; c < line.length; c++) {
      const ch = line[c];
      const top = stack[stack.length - 1];
      if (inComment || (!top && line.startsWith('<!--', c))) {
        const end: number = line.indexOf('-->', inComment ? c : c + 4);
        inComment = end < 0;
        if (inComment) break;
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
        if (end < 0) return false;
        c = end;
      } else if (ch === '{') stack.push('expr');
      else if (ch === '}' && top === 'expr') stack.pop();
      else if (ch === '/' && line[c + 1] === '*' && top === 'expr') {
        const end = line.indexOf('*/', c + 2);
        if (end < 0) return false;
        c = end + 1;
      } else if (top !== 'expr' && ch === '/' && line[c + 1] === '>') {
        stack.pop();
        c++;
      } else if (top !== 'expr' && ch === '>') {
        stack.pop();
        elements += top === 'close' ? -1 : 1;
        if (elements < 0) return false;
      }
    }
  }
  return elements === 0 && stack.length === 0 && !inComment;
}
