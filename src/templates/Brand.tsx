// The site's brand in the navbar and the mobile drawer: logo and title, linking home.
import type { SiteData } from '../shared/types.ts';

export function Brand({ site }: { site: SiteData }) {
  return (
    <a className="navbar-brand" href={site.baseUrl}>
      {site.navbar.logo && <img className="navbar-logo" src={site.navbar.logo.src} alt={site.navbar.logo.alt} width={32} height={32} />}
      {site.navbar.title && <b className="navbar-title">{site.navbar.title}</b>}
    </a>
  );
}
