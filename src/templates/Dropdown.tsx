// A navbar dropdown: opens on hover and focus (CSS) and on click/Enter (client); on mobile it is a
// collapsible list that starts open only when it holds the active item.
import type { ReactNode } from 'react';
import { ChevronIcon } from './icons.tsx';

export interface DropdownEntry {
  label: string;
  href: string;
  active?: boolean;
  external?: boolean;
  lang?: string;
  /** data attribute for entries the client rewrites (language switcher). */
  prefix?: string;
}

interface DropdownProps {
  label: ReactNode;
  ariaLabel?: string;
  entries: DropdownEntry[];
  className?: string;
  mobile?: boolean;
  align?: 'left' | 'right';
}

export function Dropdown({ label, ariaLabel, entries, className, mobile, align = 'left' }: DropdownProps) {
  const hasActive = entries.some((e) => e.active);
  const cls = ['dropdown', mobile ? 'dropdown-mobile' : '', align === 'right' ? 'dropdown-right' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={cls} data-dropdown="" data-open={mobile && hasActive ? 'true' : undefined}>
      <button type="button" className="navbar-link dropdown-toggle" aria-haspopup="true" aria-expanded={mobile && hasActive ? 'true' : 'false'} aria-label={ariaLabel}>
        {label}
        <ChevronIcon className="dropdown-caret" />
      </button>
      <ul className="dropdown-menu">
        {entries.map((e) => (
          <li key={e.label}>
            <a
              href={e.href}
              className={`dropdown-link${e.active ? ' active' : ''}`}
              aria-current={e.active ? 'page' : undefined}
              lang={e.lang}
              target={e.external ? '_self' : undefined}
              data-edition-prefix={e.prefix}
            >
              {e.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
