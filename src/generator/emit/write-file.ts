// Writing one output file: whole, from its parts without joining them, or from text in parts
// (large-text.ts), each part encoded as it is written.
import fs from 'node:fs';
import { isTextParts, type TextParts } from '../large-text.ts';

export function writeContent(file: string, content: string | Uint8Array | Uint8Array[] | TextParts): void {
  if (!Array.isArray(content) && !isTextParts(content)) return fs.writeFileSync(file, content);
  const fd = fs.openSync(file, 'w');
  try {
    if (isTextParts(content)) for (const part of content.parts()) fs.writeSync(fd, part);
    else for (let i = 0; i < content.length; i += 512) fs.writevSync(fd, content.slice(i, i + 512));
  } finally {
    fs.closeSync(fd);
  }
}
