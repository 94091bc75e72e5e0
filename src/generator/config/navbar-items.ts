// Navbar items and dropdown entries, checked one by one against the schema of their type, so that
// an error names the item: an unknown type lists the accepted ones. As in Docusaurus, an item with
// `items` and no type (or type 'default') is a dropdown.
import { DocgenError, problem } from '../errors.ts';
import { suggestion } from '../../shared/suggest.ts';
import { zodProblems, describeValue, onceIssues } from './zod-problems.ts';
import { dropdownEntrySchemas, navbarItemSchemas, type DropdownEntry, type DropdownEntryType, type NavbarItem, type NavbarItemType } from './navbar-schema.ts';

const describeItem = (item: unknown) => describeValue(item);

function typeOf(item: object): unknown {
  const type = (item as { type?: unknown }).type;
  return (type === undefined || type === 'default') && 'items' in item ? 'dropdown' : (type ?? 'default');
}

/** Validates one navbar item; an unknown type is an error naming the item and the known types. */
export function validateNavbarItem(item: unknown, index: number, fileName: string): NavbarItem {
  const where = `navbar.items[${index}]`;
  if (!item || typeof item !== 'object') throw new DocgenError(problem(fileName, `${where}: expected an object, got ${describeItem(item)}`));
  const type = typeOf(item);
  const schema = typeof type === 'string' && Object.hasOwn(navbarItemSchemas, type) ? navbarItemSchemas[type as NavbarItemType] : undefined;
  if (!schema) {
    throw new DocgenError(problem(fileName, `${where}: unknown navbar item type ${typeof type === 'string' ? `"${type}"` : describeValue(type)} in ${describeItem(item)}; ${typeof type === 'string' ? suggestion(type, Object.keys(navbarItemSchemas), 'types') : `accepted types: ${Object.keys(navbarItemSchemas).slice(0, 5).join(', ')}, …`}`));
  }
  // (A dropdown written without a type is one with it.)
  const parsed = schema.safeParse(type === 'dropdown' ? { ...item, type } : item, onceIssues);
  if (!parsed.success) throw new DocgenError(zodProblems(parsed.error, fileName, `${where} (${describeItem(item)})`));
  const out = parsed.data as Record<string, unknown>;
  for (const key of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter']) {
    if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map((entry, j) => validateDropdownEntry(entry, `${where}.${key}[${j}]`, fileName));
  }
  return out as NavbarItem;
}

/** Dropdown entry types that are navbar item types, but cannot be inside a dropdown. */
const NOT_IN_DROPDOWN = new Set(['dropdown', 'docsVersionDropdown', 'localeDropdown', 'search', 'colorModeToggle', 'editions']);

/** Validates one entry of a dropdown: a link, a doc, a sidebar, a docs version or HTML. */
export function validateDropdownEntry(entry: unknown, where: string, fileName: string): DropdownEntry {
  if (!entry || typeof entry !== 'object') throw new DocgenError(problem(fileName, `${where}: expected an object, got ${describeItem(entry)}`));
  const type = (entry as { type?: unknown }).type ?? 'default';
  if ('items' in entry || (typeof type === 'string' && NOT_IN_DROPDOWN.has(type))) {
    throw new DocgenError(problem(fileName, `${where}: a dropdown cannot hold ${'items' in entry ? 'another dropdown' : `an item of type "${String(type)}"`} (${describeItem(entry)}); its entries are of the types ${Object.keys(dropdownEntrySchemas).join(', ')}`));
  }
  const schema = typeof type === 'string' && Object.hasOwn(dropdownEntrySchemas, type) ? dropdownEntrySchemas[type as DropdownEntryType] : undefined;
  if (!schema) {
    throw new DocgenError(problem(fileName, `${where}: unknown dropdown entry type ${typeof type === 'string' ? `"${type}"` : describeValue(type)} in ${describeItem(entry)}; ${typeof type === 'string' ? suggestion(type, Object.keys(dropdownEntrySchemas), 'types') : `accepted types: ${Object.keys(dropdownEntrySchemas).join(', ')}`}`));
  }
  const parsed = schema.safeParse(entry, onceIssues);
  if (!parsed.success) throw new DocgenError(zodProblems(parsed.error, fileName, `${where} (${describeItem(entry)})`));
  return parsed.data as DropdownEntry;
}
