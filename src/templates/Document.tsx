// The HTML document around the rendered app: head metadata, the theme script that runs before
// first paint, styles and the client entry.
import type { DocumentAssets, HeadTag, RouteData, SiteData } from '../shared/types.ts';
import { pageTitle } from './title.ts';
import { embeddedJson } from '../shared/document-scripts.ts';
import { absoluteUrl } from '../shared/urls.ts';
import { createElement } from 'react';
import { Footer } from './Footer.tsx';

/** Where the site's own footer goes. */
export const SITE_FOOTER = 'docgen-site-footer';

export { pageTitle };



const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', ico: 'image/x-icon', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
/** The media type of an icon file by its extension (undefined: the browser tells). */
const iconType = (href: string) => ICON_TYPES[/\.([a-z]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase() ?? ''];

/**
 * `image`: the site's social card image (config image, a path of the site or a URL); a page's own
 * (route.image) comes first. `preload`: a JSON file the page needs before it hydrates (a large
 * sidebar not embedded in it).
 */
export function Document({ site, route, assets, appHtml, image, hydrationData, preload }: { site: SiteData; route: RouteData; assets: DocumentAssets; appHtml: string; image?: string; hydrationData: string; preload?: string }) {
  const title = pageTitle(site, route);
  const canonical = `${site.url}${route.path}`;
  const card = route.image ?? (image ? absoluteUrl(site.url, site.baseUrl, image) : undefined);
  return (
    <html lang={site.locale.htmlLang} dir={site.locale.direction} data-theme={site.colorMode.defaultMode}>
      <head>
        <meta charSet="utf-8" />
        {/* (Before every script and style it governs.) */}
        {assets.csp && <meta httpEquiv="Content-Security-Policy" content={assets.csp} />}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {route.description && <meta name="description" content={route.description} />}
        {route.keywords && <meta name="keywords" content={route.keywords.join(',')} />}
        <meta name="generator" content="docgen" />
        {route.noIndex && <meta name="robots" content="noindex" />}
        {route.version && <meta name="docgen:version" content={route.version.name} />}
        <meta name="docgen:plugin" content={route.version?.pluginId ?? 'pages'} />
        <link rel="canonical" href={canonical} />
        <meta property="og:type" content={route.page.kind === 'doc' ? 'article' : 'website'} />
        <meta property="og:title" content={title} />
        {route.description && <meta property="og:description" content={route.description} />}
        <meta property="og:url" content={canonical} />
        <meta property="og:site_name" content={site.title} />
        {card && <meta property="og:image" content={card} />}
        <meta name="twitter:card" content={card ? 'summary_large_image' : 'summary'} />
        {card && <meta name="twitter:image" content={card} />}
        {assets.meta?.map((attributes, i) => <meta key={`meta-${i}`} {...attributes} />)}
        {/* Without a configured icon, an empty one stops browsers asking for /favicon.ico. */}
        {assets.favicon ? <link rel="icon" href={assets.favicon} type={iconType(assets.favicon)} /> : <link rel="icon" href="data:," />}
        <script dangerouslySetInnerHTML={{ __html: assets.headScript }} />
        {[...assets.css, ...(route.styles ?? [])].map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.stylesheets?.map((s) => (
          <link key={s.href} rel="stylesheet" href={s.href} integrity={s.integrity} crossOrigin={s.crossOrigin as 'anonymous' | undefined} />
        ))}
        {assets.headTags?.map((tag, i) => <HeadTagElement key={`tag-${i}`} tag={tag} />)}
        {/* (Deferred, not async: React would hoist an async script above the policy's meta.) */}
        {assets.scripts?.map((src) => <script key={src} src={src} defer />)}
        {assets.js.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {preload && <link rel="preload" href={preload} as="fetch" crossOrigin="anonymous" />}
      </head>
      <body>
        <div id="__docgen" dangerouslySetInnerHTML={{ __html: appHtml }} />
        {/* (The same on every page and without behaviour: rendered here only, never hydrated, so
            neither its code nor its data is in the browser's JavaScript.) */}
        {/* (The site's own footer, when it has one: its HTML takes this element's place, render/document.ts.) */}
        {site.siteFooter ? createElement(SITE_FOOTER) : site.footer && <Footer footer={site.footer} />}
        <script type="application/json" id="__docgen-data" dangerouslySetInnerHTML={{ __html: hydrationData }} />
        <script type="application/json" id="__docgen-chunks" dangerouslySetInnerHTML={{ __html: embeddedJson(assets.chunks) }} />
        {assets.siteData && <script type="application/json" id="__docgen-site" dangerouslySetInnerHTML={{ __html: assets.siteData }} />}
      </body>
    </html>
  );
}

/** React's names of the HTML attributes a head tag may be written with. */
const REACT_ATTRIBUTES: Record<string, string> = { class: 'className', crossorigin: 'crossOrigin', 'http-equiv': 'httpEquiv', charset: 'charSet', referrerpolicy: 'referrerPolicy', nomodule: 'noModule', fetchpriority: 'fetchPriority', hreflang: 'hrefLang' };

/** A tag of the config's (headTags, scripts); an async script is deferred (React would hoist it above the policy's meta). */
function HeadTagElement({ tag }: { tag: HeadTag }) {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(tag.attributes)) props[REACT_ATTRIBUTES[name.toLowerCase()] ?? name] = value;
  if (tag.tagName === 'link') return <link {...props} />;
  if (tag.tagName === 'meta') return <meta {...props} />;
  if (props.async) {
    delete props.async;
    props.defer = true;
  }
  return tag.innerHTML ? <script {...props} dangerouslySetInnerHTML={{ __html: tag.innerHTML }} /> : <script {...props} />;
}
