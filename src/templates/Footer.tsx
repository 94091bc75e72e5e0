// The footer: link columns, or one row of links; a logo; the copyright line (HTML). Entries of
// HTML are shown as they are written, as Docusaurus does.
import type { MenuEntryData, SiteData } from '../shared/types.ts';
import { NavAnchor } from './NavAnchor.tsx';
import { LogoImage } from './Logo.tsx';

const entry = (e: MenuEntryData) => (e.type === 'html' ? <span className={`footer-html${e.className ? ` ${e.className}` : ''}`} dangerouslySetInnerHTML={{ __html: e.value }} /> : <NavAnchor link={e} className="footer-link" />);

export function Footer({ footer }: { footer: NonNullable<SiteData['footer']> }) {
  const { logo } = footer;
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        {footer.columns.length > 0 && (
          <div className="footer-columns">
            {footer.columns.map((col, i) => (
              <div className={`footer-column${col.className ? ` ${col.className}` : ''}`} key={i}>
                {col.title !== null && <h2 className="footer-title">{col.title}</h2>}
                <ul className="footer-items">
                  {col.items.map((item, j) => (
                    <li key={j}>{entry(item)}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {/* (One row: CSS puts a dot between the entries.) */}
        {footer.links && (
          <p className="footer-row">
            {footer.links.map((item, i) => (
              <span key={i}>{entry(item)}</span>
            ))}
          </p>
        )}
        {logo && <div className="footer-logo">{logo.href ? <NavAnchor link={{ label: '', href: logo.href, target: logo.target }}><LogoImage logo={logo} className="footer-logo-image" /></NavAnchor> : <LogoImage logo={logo} className="footer-logo-image" />}</div>}
        {footer.copyright && <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
      </div>
    </footer>
  );
}
