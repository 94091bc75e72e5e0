// A navbar dropdown. Desktop: opens on hover or Enter/click, closes on an outside click, touch or
// focus, and on Escape. In the mobile drawer it is a collapsible list that starts open only when it
// holds the active item.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { NavLink } from '../shared/types.ts';
import { ChevronIcon } from './icons.tsx';
import { NavAnchor } from './NavAnchor.tsx';

/**
 * A link of a dropdown (`active`: the page being read), or a piece of HTML of the config. `node`:
 * what the site's own NavbarItem rendered for the entry, shown in its place (site-theme.tsx).
 */
export type DropdownEntry = (NavLink & { active?: boolean; node?: ReactNode }) | { rawHtml: string; className?: string };

interface DropdownProps {
  label: ReactNode;
  ariaLabel?: string;
  entries: DropdownEntry[];
  className?: string;
  mobile?: boolean;
  align?: 'left' | 'right';
  /** Highlights the dropdown's own link (it holds the page being read). */
  toggleActive?: boolean;
  /** Where the dropdown's label leads, when it is a link too (its caret opens the menu). */
  link?: NavLink;
  onSelect?: (entry: NavLink, event: { preventDefault(): void }) => void;
}

export function Dropdown({ label, ariaLabel, entries, className, mobile, align = 'left', toggleActive, link, onSelect }: DropdownProps) {
  const hasActive = entries.some((e) => 'href' in e && e.active);
  const [open, setOpen] = useState(!!mobile && hasActive);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Opened by the pointer coming over it: the click that follows keeps it open (it does not close
  // what the reader is about to use).
  const hoverOpened = useRef(false);

  useEffect(() => {
    if (!open || mobile) return;
    const outside = (e: Event) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, mobile]);

  const toggle = () => {
    const keep = hoverOpened.current;
    hoverOpened.current = false;
    setOpen(keep || !open);
  };
  const cls = ['dropdown', mobile ? 'dropdown-mobile' : '', align === 'right' ? 'dropdown-right' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div
      ref={root}
      className={cls}
      data-dropdown=""
      data-open={open ? 'true' : 'false'}
      onMouseEnter={
        mobile
          ? undefined
          : () => {
              if (!open) hoverOpened.current = true;
              setOpen(true);
            }
      }
      onMouseLeave={
        mobile
          ? undefined
          : () => {
              hoverOpened.current = false;
              setOpen(false);
            }
      }
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      {link ? (
        <span className="dropdown-toggle-link">
          <NavAnchor link={{ ...link, label: '' }} className={`navbar-link${toggleActive ? ' active' : ''}`} showExternalIcon={false}>
            {label}
          </NavAnchor>
          <button ref={button} type="button" className="dropdown-caret-button" aria-haspopup="true" aria-expanded={open ? 'true' : 'false'} aria-label={ariaLabel ?? `${typeof label === 'string' ? label : 'More'} menu`} onClick={toggle}>
            <ChevronIcon className="dropdown-caret" />
          </button>
        </span>
      ) : (
        <button ref={button} type="button" className={`navbar-link dropdown-toggle${toggleActive ? ' active' : ''}`} aria-haspopup="true" aria-expanded={open ? 'true' : 'false'} aria-label={ariaLabel} onClick={toggle}>
          {label}
          <ChevronIcon className="dropdown-caret" />
        </button>
      )}
      <ul className="dropdown-menu">
        {entries.map((e, i) =>
          'rawHtml' in e ? (
            <li key={i} className={e.className} dangerouslySetInnerHTML={{ __html: e.rawHtml }} />
          ) : process.env.DOCGEN_CLIENT_SITE_THEME !== 'none' && e.node ? (
            <li key={i} onClick={() => setOpen(false)}>
              {e.node}
            </li>
          ) : (
            <li key={`${e.label} ${e.href}`}>
              <NavAnchor
                link={e}
                className="dropdown-link"
                active={e.active}
                current={e.active}
                onClick={(event) => {
                  onSelect?.(e, event);
                  setOpen(false);
                }}
              />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
