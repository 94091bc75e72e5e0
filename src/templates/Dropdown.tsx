// A navbar dropdown. Desktop: opens on hover or Enter/click, closes on an outside click, touch or
// focus, and on Escape. In the mobile drawer it is a collapsible list that starts open only when it
// holds the active item.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronIcon } from './icons.tsx';

export interface DropdownEntry {
  label: string;
  href: string;
  active?: boolean;
  external?: boolean;
  lang?: string;
  /** data attribute for entries the client rewrites (language switcher). */
  prefix?: string;
  /** data attribute naming the docs version an entry leads to (version dropdown). */
  version?: string;
}

interface DropdownProps {
  label: ReactNode;
  ariaLabel?: string;
  entries: DropdownEntry[];
  className?: string;
  mobile?: boolean;
  align?: 'left' | 'right';
  /** Highlights the dropdown's own link (it holds the page being read). */
  toggleActive?: boolean;
  onSelect?: (entry: DropdownEntry, event: { preventDefault(): void }) => void;
}

export function Dropdown({ label, ariaLabel, entries, className, mobile, align = 'left', toggleActive, onSelect }: DropdownProps) {
  const hasActive = entries.some((e) => e.active);
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
      <button ref={button} type="button" className={`navbar-link dropdown-toggle${toggleActive ? ' active' : ''}`} aria-haspopup="true" aria-expanded={open ? 'true' : 'false'} aria-label={ariaLabel} onClick={() => {
          const keep = hoverOpened.current;
          hoverOpened.current = false;
          setOpen(keep || !open);
        }}>
        {label}
        <ChevronIcon className="dropdown-caret" />
      </button>
      <ul className="dropdown-menu">
        {entries.map((e) => (
          <li key={`${e.label} ${e.href}`}>
            <a
              href={e.href}
              className={`dropdown-link${e.active ? ' active' : ''}`}
              aria-current={e.active ? 'page' : undefined}
              lang={e.lang}
              target={e.external ? '_self' : undefined}
              data-edition-prefix={e.prefix}
              data-version={e.version}
              onClick={(event) => {
                onSelect?.(e, event);
                setOpen(false);
              }}
            >
              {e.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
