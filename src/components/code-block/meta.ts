// Parses the meta string of a fenced code block: ```java title="App.java" {1,3-4} tab="Maven"
export interface CodeMeta {
  title?: string;
  tab?: string;
  group?: string;
  /** The meta string without the keys docgen consumes (line ranges and showLineNumbers stay). */
  rest: string;
}

const KEY_VALUE = /\b(title|tab|group)=(?:"([^"]*)"|'([^']*)'|(\S+))/g;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { rest: '' };
  if (!meta) return result;
  result.rest = meta
    .replace(KEY_VALUE, (_all, key: 'title' | 'tab' | 'group', dq?: string, sq?: string, bare?: string) => {
      result[key] = dq ?? sq ?? bare ?? '';
      return '';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return result;
}
