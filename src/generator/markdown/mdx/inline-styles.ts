// Inline styles as classes. A site's pages are served with a Content-Security-Policy that allows
// stylesheets from the site only (emit/headers.ts), so the browser would ignore a `style` attribute.
// The style an MDX element (`<div style={{marginTop: 8}}>`) or a site component writes becomes a
// class named by the style's hash, whose rule goes in the page's stylesheet (content-styles), its
// declarations `!important` as an inline style wins over the theme's rules.
import { createHash } from 'node:crypto';
import { INLINE_STYLE_PREFIX } from '../../../components/islands/classes.ts';

/** The inline styles of one page: their classes and rules. */
export class InlineStyles {
  private readonly rules = new Map<string, string>();

  /** The class standing for a style (CSS declarations), or undefined for one that cannot be a rule. */
  classOf(style: string): string | undefined {
    const declarations = style
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean);
    if (!declarations.length || /[{}<]|\/\*/.test(style)) return undefined;
    const body = declarations.map((d) => (/!\s*important$/i.test(d) ? d : `${d} !important`)).join(';');
    const name = `${INLINE_STYLE_PREFIX}${createHash('sha256').update(body).digest('hex').slice(0, 8)}`;
    this.rules.set(name, body);
    return name;
  }

  /** React's HTML with each start tag's style attribute made a class (React escapes `>` and `"` in attribute values). */
  inHtml(html: string): string {
    if (!html.includes(' style="')) return html;
    return html.replace(/<([a-zA-Z][\w:-]*)((?:\s[^>]*?)?)\sstyle="([^"]*)"([^>]*)>/g, (tag, name: string, before: string, style: string, after: string) => {
      const className = this.classOf(decodeAttribute(style));
      if (!className) return tag;
      let attributes = `${before}${after}`;
      if (/\sclass="/.test(attributes)) attributes = attributes.replace(/\sclass="([^"]*)"/, (_, c: string) => ` class="${c} ${className}"`);
      else attributes = ` class="${className}"${attributes}`;
      return `<${name}${attributes}>`;
    });
  }

  /** The rules of the styles met so far ('' when none). */
  css(): string {
    return [...this.rules].map(([name, body]) => `.${name}{${body}}`).join('\n');
  }
}

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&amp;': '&', '&lt;': '<', '&gt;': '>' };
const decodeAttribute = (value: string) => value.replace(/&(?:quot|#x27|#39|amp|lt|gt);/g, (e) => ENTITIES[e]);
