// An anchor that marks external links (new tab, safe rel, an icon) the same way everywhere.
import type { ReactNode } from 'react';
import { ExternalIcon } from './icons.tsx';
import { isExternal } from '../shared/urls.ts';

interface LinkProps {
  href: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
  ariaLabel?: string;
  ariaCurrent?: 'page';
  showExternalIcon?: boolean;
}

export function Link({ href, external = isExternal(href), className, children, ariaLabel, ariaCurrent, showExternalIcon = true }: LinkProps) {
  if (external) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel}>
        {children}
        {showExternalIcon && <ExternalIcon />}
      </a>
    );
  }
  return (
    <a href={href} className={className} aria-label={ariaLabel} aria-current={ariaCurrent}>
      {children}
    </a>
  );
}
