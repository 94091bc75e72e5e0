// A link of the navbar, a dropdown or the footer, as Docusaurus renders it: an outside link opens
// in a new tab with rel="noopener noreferrer" (unless the config sets target or rel) and shows an
// icon; `html` replaces the label; a pathname:// link is left to the browser (data-no-router).
import type { ReactNode } from 'react';
import type { NavLink } from '../shared/types.ts';
import { ExternalIcon } from './icons.tsx';

interface NavAnchorProps {
  link: NavLink;
  className?: string;
  active?: boolean;
  /** It is the page being read (aria-current). */
  current?: boolean;
  /** Shown instead of the label (a brand icon). */
  children?: ReactNode;
  showExternalIcon?: boolean;
  onClick?: (event: { preventDefault(): void }) => void;
}

export function NavAnchor({ link, className, active, current, children, showExternalIcon = true, onClick }: NavAnchorProps) {
  const target = link.target ?? (link.external ? '_blank' : undefined);
  const rel = link.rel ?? (link.external ? 'noopener noreferrer' : undefined);
  const cls = `${className ?? ''}${link.className ? ` ${link.className}` : ''}${active ? ' active' : ''}`.trim() || undefined;
  const common = {
    ...link.attributes,
    href: link.href,
    className: cls,
    target,
    rel,
    'aria-label': link.ariaLabel,
    'aria-current': current ? ('page' as const) : undefined,
    'data-no-router': link.noRouter ? '' : undefined,
    onClick,
  };
  if (link.html !== undefined && !children) return <a {...common} dangerouslySetInnerHTML={{ __html: link.html }} />;
  return (
    <a {...common}>
      {children ?? link.label}
      {link.external && showExternalIcon && !children && <ExternalIcon />}
    </a>
  );
}
