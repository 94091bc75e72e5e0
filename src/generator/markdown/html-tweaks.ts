// rehype plugin: small HTML fixes — external links open safely in a new tab, code blocks are
// keyboard-scrollable, images load lazily.
import type { Root, Element } from 'hast';
import { walk } from '../../components/kit/walk.ts';

const EXTERNAL = /^(https?:)?\/\//i;

export function rehypeHtmlTweaks() {
  return (tree: Root) => {
    walk(tree as never, (el: Element) => {
      if (el.type !== 'element') return;
      const props = (el.properties ??= {});
      if (el.tagName === 'a' && typeof props.href === 'string' && EXTERNAL.test(props.href)) {
        props.target = '_blank';
        props.rel = ['noopener', 'noreferrer'];
      } else if (el.tagName === 'pre') {
        props.tabIndex = 0;
      } else if (el.tagName === 'img') {
        props.loading ??= 'lazy';
        props.decoding ??= 'async';
      } else if (el.tagName === 'table') {
        // Wide tables scroll on their own instead of widening the page.
        props.className = [...((props.className as string[]) ?? []), 'table'];
      }
    });
  };
}
