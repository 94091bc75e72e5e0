// Parses an API prose file (content/api/<class>.md): the class introduction, then per member
// "## <kind>: <Class>.<member>" sections with "### param|option: name", "### returns" and
// "### deprecated" parts, and class-wide "## option: name" defaults. Keeps source lines.
import fs from 'node:fs';
import { parseSource } from './frontmatter.ts';
import { decodeSource } from './docs.ts';
import { fsReason, problem, type Problem } from '../errors.ts';
import { outsideProject } from './content-file.ts';

export interface ProseChunk {
  text: string;
  /** File line where `text` starts. */
  line: number;
}

export interface MemberProse {
  body: ProseChunk;
  params: Map<string, ProseChunk>;
  returns?: ProseChunk;
  deprecated?: ProseChunk;
  line: number;
}

export interface ClassProse {
  file: string;
  className?: string;
  intro: ProseChunk;
  members: Map<string, MemberProse>;
  defaults: Map<string, ProseChunk>;
  problems: Problem[];
}

const MEMBER = /^## (method|property|event|option|param): (\S+)\s*$/;
const PART = /^### (?:(param|option): (\S+)|(returns|deprecated))\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

export function parseApiProse(text: string, file: string): ClassProse {
  const src = parseSource(text, file);
  const problems = [...src.problems];
  const intro: ProseChunk = { text: '', line: src.bodyLine };
  const members = new Map<string, MemberProse>();
  const defaults = new Map<string, ProseChunk>();
  let target: ProseChunk = intro;
  let member: MemberProse | undefined;
  let fence: string | null = null;
  const lines = src.body.split('\n');
  lines.forEach((lineText, i) => {
    const line = src.bodyLine + i;
    const f = FENCE.exec(lineText);
    if (f) {
      if (!fence) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
    }
    if (!fence) {
      const m = MEMBER.exec(lineText);
      if (m) {
        const chunk = { text: '', line: line + 1 };
        if (m[1] === 'option' || m[1] === 'param') {
          member = undefined;
          defaults.set(m[2], chunk);
        } else {
          const key = `${m[1]}: ${m[2]}`;
          if (members.has(key)) problems.push(problem(file, `"## ${key}" appears twice`, line));
          member = { body: chunk, params: new Map(), line };
          members.set(key, member);
        }
        target = chunk;
        return;
      }
      const p = PART.exec(lineText);
      if (p) {
        const chunk = { text: '', line: line + 1 };
        if (!member) problems.push(problem(file, `"${lineText.trim()}" must stand inside a "## <kind>: Class.member" section`, line));
        else if (p[2]) member.params.set(p[2], chunk);
        else member[p[3] as 'returns' | 'deprecated'] = chunk;
        target = chunk;
        return;
      }
      if (/^#{1,3} /.test(lineText) && target !== intro) {
        problems.push(problem(file, `unexpected heading "${lineText.trim()}": inside member prose use #### or deeper`, line));
      }
    }
    target.text += `${lineText}\n`;
  });
  return { file, className: src.frontMatter.class, intro, members, defaults, problems };
}

export function loadApiProse(file: string, display: string, root?: string): ClassProse | undefined {
  if (!fs.existsSync(file)) return undefined;
  let bytes: Buffer;
  try {
    const outside = outsideProject(file, root);
    if (outside) throw Object.assign(new Error(outside), { code: 'EOUTSIDE' });
    // Only regular files are read (reading a named pipe would wait for ever).
    if (!fs.statSync(file).isFile()) throw Object.assign(new Error('not a regular file'), { code: 'ENOTREG' });
    bytes = fs.readFileSync(file);
  } catch (err) {
    const prose = parseApiProse('', display);
    const code = (err as NodeJS.ErrnoException).code;
    prose.problems.push(problem(display, code === 'EOUTSIDE' ? (err as Error).message : `cannot read file: ${code === 'ENOTREG' ? 'it is not a regular file' : fsReason(err)}`));
    return prose;
  }
  const decoded = decodeSource(bytes, display);
  const prose = parseApiProse(decoded.text, display);
  prose.problems.unshift(...decoded.problems);
  return prose;
}
