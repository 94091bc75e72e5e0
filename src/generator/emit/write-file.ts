// Writing one output file: whole, or from its parts without joining them.
import fs from 'node:fs';

export function writeContent(file: string, content: string | Uint8Array | Uint8Array[]): void {
  if (!Array.isArray(content)) return fs.writeFileSync(file, content);
  const fd = fs.openSync(file, 'w');
  try {
    for (let i = 0; i < content.length; i += 512) fs.writevSync(fd, content.slice(i, i + 512));
  } finally {
    fs.closeSync(fd);
  }
}
