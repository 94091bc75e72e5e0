// rehype plugin for pages the site's own plugins touched: `style` attributes on elements (KaTeX
// writes many) become classes of the page's stylesheet, as MDX inline styles do — the site's
// Content-Security-Policy lets no style attribute through (see mdx/inline-styles.ts).
import type { Root, Element, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { InlineStyles } from './mdx/inline-styles.ts';
import type { MarkdownFileData } from '../../components/kit/file-data.ts';

export function rehypeStyleAttributes() {
  return (tree: Root, file: VFile) => {
    const styles = new InlineStyles();
    const visit = (node: Root | RootContent) => {
      if (node.type === 'element') restyle(node, styles);
      if ('children' in node) for (const child of node.children) visit(child);
    };
    visit(tree);
    const css = styles.css();
    if (!css) return;
    const data = file.data as unknown as MarkdownFileData;
    data.styles = [...(data.styles ?? []), css];
  };
}

function restyle(node: Element, styles: InlineStyles): void {
  const style = node.properties.style;
  if (typeof style !== 'string') return;
  const className = styles.classOf(style);
  if (!className) return;
  delete node.properties.style;
  const classes = node.properties.className;
  node.properties.className = [...(Array.isArray(classes) ? classes.map(String) : typeof classes === 'string' ? String(classes).split(' ') : []), className];
}
