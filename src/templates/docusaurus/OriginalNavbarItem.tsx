// docgen's NavbarItem for a site's own (`@theme-original/NavbarItem`, `@theme-init/NavbarItem`): it
// renders the item its props describe, as Docusaurus' would (`to`, `href`, `label`, `html`,
// `className`, `activeBaseRegex`, a dropdown's `items`…), in docgen's navbar markup. What the props
// cannot say (a doc item's page, a version dropdown's versions) is the item docgen resolved
// (item-scope.tsx). A dropdown's entries go through the site's NavbarItem again, as in Docusaurus.
import type { ReactNode } from 'react';
import type { NavItemData, NavLink } from '../../shared/types.ts';
import { NavbarItemContent, isNavLinkActive, type NavContext } from '../NavbarItem.tsx';
import { NavAnchor } from '../NavAnchor.tsx';
import { Dropdown, type DropdownEntry } from '../Dropdown.tsx';
import { BrandIcon } from '../icons.tsx';
import { ItemScopeProvider, useItemScope, type ItemScope } from './item-scope.tsx';
import { ACTIVE_CLASS, linkFromProps, type ItemProps } from './navbar-item-props.ts';

/** The navbar's context where the item is rendered outside docgen's navbar (a page of the site's that imports it). */
const OUTSIDE: NavContext = { path: '', baseUrl: '/', searchPlaceholder: 'Search', localeLabel: '', htmlLang: '' };

type Resolved = ItemScope['item'];
const resolvedLink = (item: Resolved): (NavLink & { icon?: 'github' | 'discord' }) | undefined => (item?.type === 'link' ? item : undefined);

export default function OriginalNavbarItem(props: ItemProps) {
  const scope = useItemScope();
  const ctx = scope?.ctx ?? OUTSIDE;
  const resolved = scope?.item;
  const inDropdown = props.isDropdownItem === true;
  if (Array.isArray(props.items)) return <DropdownItem props={props} scope={scope} ctx={ctx} />;
  if (props.type === 'html') {
    const className = typeof props.className === 'string' ? props.className : undefined;
    const html = { __html: typeof props.value === 'string' ? props.value : '' };
    return inDropdown ? <span className={className} dangerouslySetInnerHTML={html} /> : <span className={`navbar-html${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={html} />;
  }
  // (An item docgen resolved that is not a link — version or locale dropdown, search — is docgen's, with the class the props give it.)
  if (resolved && resolved.type !== 'link' && resolved.type !== 'dropdown' && resolved.type !== 'html') {
    const item = { ...resolved, ...(typeof props.className === 'string' ? { className: props.className } : {}) } as NavItemData;
    return <NavbarItemContent item={item} ctx={ctx} />;
  }
  const own = resolvedLink(resolved);
  const link = linkFromProps(props, ctx.baseUrl, own);
  // (Docusaurus marks a link active by its page only when it leads there with `to` or names a pattern; `href` links never are.)
  const active = ((props.to !== undefined && props.href === undefined) || !!link.activeBaseRegex || !!link.activeBasePath) && isNavLinkActive(link, ctx);
  const onClick = typeof props.onClick === 'function' ? (props.onClick as (event: { preventDefault(): void }) => void) : undefined;
  if (own?.icon && props.label === undefined && props.html === undefined) {
    return (
      <NavAnchor link={{ ...link, ariaLabel: link.ariaLabel ?? own.label }} className="navbar-link navbar-icon-link" onClick={onClick}>
        <BrandIcon name={own.icon} />
        {ctx.mobile && <span className="navbar-icon-label">{own.label}</span>}
      </NavAnchor>
    );
  }
  return <NavAnchor link={link} className={inDropdown ? 'dropdown-link' : 'navbar-link'} active={active} current={active && ctx.path === link.href} onClick={onClick} />;
}

/** A dropdown from its props; each entry rendered by the site's NavbarItem (`isDropdownItem`), or by this one outside the navbar. */
function DropdownItem({ props, scope, ctx }: { props: ItemProps; scope: ItemScope | null; ctx: NavContext }) {
  const resolved = scope?.item?.type === 'dropdown' ? scope.item : undefined;
  const items = props.items as unknown[];
  const entries: DropdownEntry[] = items.map((raw, i) => {
    const child: ItemProps = raw && typeof raw === 'object' ? (raw as ItemProps) : {};
    const item = resolved?.items[i];
    const childProps = { ...child, isDropdownItem: true, activeClassName: ACTIVE_CLASS, ...(ctx.mobile ? { mobile: true } : {}) };
    const entryLink = item?.type === 'link' ? linkFromProps(child, ctx.baseUrl, item) : undefined;
    const Entry = scope?.Site ?? OriginalNavbarItem;
    const node: ReactNode = <Entry {...childProps} />;
    return {
      ...(entryLink ?? { label: '', href: '', external: false }),
      active: !!entryLink && child.to !== undefined && child.href === undefined && isNavLinkActive(entryLink, ctx),
      node: scope ? <ItemScopeProvider scope={{ ...scope, item }}>{node}</ItemScopeProvider> : node,
    };
  });
  const html = typeof props.html === 'string' ? props.html : undefined;
  const label = html !== undefined ? <span dangerouslySetInnerHTML={{ __html: html }} /> : typeof props.label === 'string' ? props.label : (resolved?.label ?? '');
  const link = props.to !== undefined || props.href !== undefined ? linkFromProps({ ...props, html: undefined }, ctx.baseUrl, resolved?.link) : undefined;
  return (
    <Dropdown
      label={label}
      mobile={ctx.mobile}
      align={props.position === 'right' ? 'right' : 'left'}
      className={typeof props.className === 'string' ? props.className : undefined}
      link={link}
      toggleActive={!!link && isNavLinkActive(link, ctx)}
      entries={entries}
    />
  );
}
