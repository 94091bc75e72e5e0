// The site's brand in the navbar and the mobile drawer: logo and title, linking home (or where the
// logo's href says).
import type { SiteData } from '../shared/types.ts';
import { LogoImage } from './Logo.tsx';

export function Brand({ site }: { site: SiteData }) {
  const { logo, title } = site.navbar;
  const target = logo?.target;
  return (
    <a className="navbar-brand" href={logo?.href ?? site.baseUrl} target={target} rel={target === '_blank' ? 'noopener noreferrer' : undefined}>
      {logo && <LogoImage logo={logo} className="navbar-logo" width={32} height={32} />}
      {title && <b className="navbar-title">{title}</b>}
    </a>
  );
}
