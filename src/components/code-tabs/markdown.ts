// remark plugin: adjacent fenced code blocks carrying tab="Label" become one tab set.
import type { Root, Parent, Code, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from '../kit/walk.ts';
import { parseCodeMeta } from '../code-block/meta.ts';
import { buildTabs } from '../tabs/tab-set.ts';
import { reportAt } from '../kit/file-data.ts';

export interface CodeTabsOptions {
  /** Labels for tab values, e.g. { bash: 'Bash' }; a value without an entry is its own label. */
  tabLabels?: Record<string, string>;
}

export function remarkCodeTabs(options: CodeTabsOptions = {}) {
  const labels = options.tabLabels ?? {};
  return (tree: Root, file: VFile) => {
    walk(tree as never, (node: Parent | RootContent) => {
      if (!('children' in node)) return;
      const parent = node as Parent;
      // (Most parents hold no tab block: their children are left as they are, not copied.)
      if (!(parent.children as RootContent[]).some(isTabBlock)) return;
      const out: RootContent[] = [];
      let run: Code[] = [];
      const flush = () => {
        if (run.length === 0) return;
        if (run.length === 1) {
          reportAt(file, `a code block with tab="${parseCodeMeta(run[0].meta).tab}" needs at least one adjacent tab block; remove tab= or add the other tabs`, run[0].position);
          out.push(run[0]);
        } else {
          const metas = run.map((c) => parseCodeMeta(c.meta));
          for (const c of run) c.data = { ...c.data, inTabs: true } as Code['data'];
          const group = metas.find((m) => m.group)?.group;
          out.push(buildTabs(run.map((c, i) => ({ label: labels[metas[i].tab!] ?? metas[i].tab!, children: [c] })), group, file) as unknown as RootContent);
        }
        run = [];
      };
      let changed = false;
      for (const child of parent.children as RootContent[]) {
        if (isTabBlock(child)) {
          run.push(child);
          changed = true;
        } else {
          flush();
          out.push(child);
        }
      }
      flush();
      if (changed) parent.children = out as Parent['children'];
    });
  };
}

/** A code block with tab="…" not yet in a tab set (`tab` in its meta first: most have none). */
const isTabBlock = (child: RootContent): child is Code => child.type === 'code' && !(child.data as { inTabs?: boolean } | undefined)?.inTabs && !!child.meta?.includes('tab') && !!parseCodeMeta(child.meta).tab;
