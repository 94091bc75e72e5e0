// The footer: link columns and the copyright line.
import type { SiteData } from '../shared/types.ts';
import { Link } from './Link.tsx';

export function Footer({ footer }: { footer: SiteData['footer'] }) {
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        <div className="footer-columns">
          {footer.columns.map((col) => (
            <div className="footer-column" key={col.title}>
              <h2 className="footer-title">{col.title}</h2>
              <ul className="footer-items">
                {col.items.map((item) => (
                  <li key={item.label}>
                    <Link href={item.href} external={item.external} className="footer-link">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {footer.copyright && <p className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
      </div>
    </footer>
  );
}
