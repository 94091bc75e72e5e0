// Where navbar and footer links lead, by Docusaurus' rules (its Link and useBaseUrl): `to` gets the
// base URL, an `href` that starts with "/" too, a relative one only with prependBaseUrlToHref,
// pathname:// links get it and leave the client router; outside links stay as they are.
import { describe, it, expect } from 'vitest';
import { linkTarget, navLink, withBaseUrl } from '../../src/generator/site/nav-links.ts';

describe('navbar and footer links', () => {
  const base = '/docs-site/';
  it('adds the base URL to `to`, once', () => {
    expect(linkTarget(base, { to: '/guide/intro' })).toEqual({ href: '/docs-site/guide/intro', external: false });
    expect(linkTarget(base, { to: 'guide/intro' })).toEqual({ href: '/docs-site/guide/intro', external: false });
    expect(linkTarget(base, { to: '/docs-site/guide/intro' })).toEqual({ href: '/docs-site/guide/intro', external: false });
    expect(linkTarget(base, { to: '/docs-site' })).toEqual({ href: '/docs-site/', external: false });
    expect(linkTarget(base, { to: '/releases/' })).toEqual({ href: '/docs-site/releases/', external: false });
  });

  it('adds it to an href that is a path of the site, not to a relative one unless asked', () => {
    expect(linkTarget(base, { href: '/guide/intro' })).toEqual({ href: '/docs-site/guide/intro', external: false });
    expect(linkTarget(base, { href: 'guide/intro' })).toEqual({ href: 'guide/intro', external: false });
    expect(linkTarget(base, { href: 'files/a.pdf', prependBaseUrlToHref: true })).toEqual({ href: '/docs-site/files/a.pdf', external: false });
    expect(linkTarget(base, { href: '#top' })).toEqual({ href: '#top', external: false });
  });

  it('leaves outside links as they are, and gives pathname:// links the base URL and no client routing', () => {
    expect(linkTarget(base, { href: 'https://example.org/x' })).toEqual({ href: 'https://example.org/x', external: true });
    expect(linkTarget(base, { href: 'mailto:team@example.org', prependBaseUrlToHref: true })).toEqual({ href: 'mailto:team@example.org', external: true });
    expect(linkTarget(base, { href: 'pathname:///playground/' })).toEqual({ href: '/docs-site/playground/', external: true, noRouter: true });
    expect(linkTarget(base, { to: 'pathname:///api/index.html' })).toEqual({ href: '/docs-site/api/index.html', external: true, noRouter: true });
  });

  it('keeps what the config says of the link, and nothing it does not', () => {
    expect(navLink(base, { label: 'Chat', href: 'https://chat.example.org', target: '_self', rel: 'me', className: 'chat', attributes: { 'data-x': '1' }, activeBasePath: '/chat' })).toEqual({
      label: 'Chat',
      href: 'https://chat.example.org',
      external: true,
      target: '_self',
      rel: 'me',
      className: 'chat',
      attributes: { 'data-x': '1' },
      activeBasePath: '/docs-site/chat',
    });
    expect(navLink(base, { label: 'Nowhere' })).toBeUndefined();
    expect(withBaseUrl('/', '/a')).toBe('/a');
  });
});
