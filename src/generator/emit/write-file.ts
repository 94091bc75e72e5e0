// Writing one output file: whole, from its parts without joining them, or from text (and bytes) in
// parts (large-text.ts), each part encoded as it is written.
import fs from 'node:fs';
import { isTextParts, type OutputParts } from '../large-text.ts';

/** Writes the whole of a part (writeSync may write a part of a buffer only). */
function writeAll(fd: number, part: string | Uint8Array): void {
  if (typeof part === 'string') return void fs.writeSync(fd, part);
  for (let done = 0; done < part.length; ) done += fs.writeSync(fd, part, done, part.length - done);
}

export function writeContent(file: string, content: string | Uint8Array | Uint8Array[] | OutputParts): void {
  if (!Array.isArray(content) && !isTextParts(content)) return fs.writeFileSync(file, content);
  const fd = fs.openSync(file, 'w');
  try {
    if (isTextParts(content)) for (const part of content.parts()) writeAll(fd, part);
    else for (let i = 0; i < content.length; i += 512) fs.writevSync(fd, content.slice(i, i + 512));
  } finally {
    fs.closeSync(fd);
  }
}
