// ::people{data="./people.json"} — a grid of person cards (initials avatar, name, location,
// languages, links) from a JSON data file next to the page. Bad entries are errors naming the
// file and the entry.
import fs from 'node:fs';
import path from 'node:path';
import type { ElementContent, Element } from 'hast';
import * as z from 'zod';
import { siGithub, siX } from 'simple-icons';
import { parseJson } from '../../shared/json.ts';

const personSchema = z.strictObject({
  name: z.string().min(1),
  location: z.string().optional(),
  languages: z.string().optional(),
  links: z.array(z.strictObject({ kind: z.enum(['github', 'x', 'linkedin', 'website', 'youtube', 'blog']), url: z.url() })).default([]),
});
const fileSchema = z.object({}).catchall(z.array(z.unknown()));

const LINK_LABELS: Record<string, string> = { github: 'GitHub', x: 'X', linkedin: 'LinkedIn', website: 'website', youtube: 'YouTube', blog: 'blog' };

const node = (tagName: string, properties: Record<string, unknown>, children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children }) as Element;
const svgProps = { viewBox: '0 0 24 24', width: '18', height: '18', ariaHidden: 'true', focusable: 'false' };

function icon(kind: string): Element {
  const brand = kind === 'github' ? siGithub.path : kind === 'x' ? siX.path : null;
  if (brand) return node('svg', svgProps, [node('path', { fill: 'currentColor', d: brand })]);
  // The letters are holes in the square (even-odd fill), so the icon holds no text of its own.
  if (kind === 'linkedin') {
    return node('svg', svgProps, [
      node('path', { fill: 'currentColor', fillRule: 'evenodd', d: 'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3ZM6 10h3v8H6ZM7.5 5.4a1.6 1.6 0 1 0 0 3.2a1.6 1.6 0 1 0 0-3.2ZM11 10h2.8v1.2c.5-.8 1.5-1.4 2.8-1.4 2 0 3.4 1.2 3.4 3.8V18h-3v-4c0-1.2-.5-1.8-1.4-1.8-1 0-1.6.7-1.6 1.8v4h-3Z' }),
    ]);
  }
  return node('svg', { ...svgProps, fill: 'none', stroke: 'currentColor', strokeWidth: '2' }, [
    node('circle', { cx: '12', cy: '12', r: '9.5' }),
    node('path', { d: 'M2.5 12h19M12 2.5c2.6 2.7 3.9 5.9 3.9 9.5s-1.3 6.8-3.9 9.5c-2.6-2.7-3.9-5.9-3.9-9.5S9.4 5.2 12 2.5Z' }),
  ]);
}

const el = (tagName: string, className: string, children: ElementContent[], properties: Record<string, unknown> = {}): Element =>
  node(tagName, { className: [className], ...properties }, children);
const text = (value: string): ElementContent => ({ type: 'text', value });

export function initials(name: string): string {
  const parts = name.split(/[\s-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}

/** Reads and validates the data file; returns the cards or error messages. */
export function peopleCards(dataPath: string, pageDir: string): { node?: Element; errors: string[] } {
  const file = path.resolve(pageDir, dataPath);
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    return { errors: [`::people: cannot read ${dataPath}: no such file`] };
  }
  const json = parseJson(source, dataPath);
  if ('problem' in json) return { errors: [`::people: ${dataPath}:${json.problem.line ?? ''}:${json.problem.column ?? ''} ${json.problem.message}`] };
  const raw = json.value;
  const top = fileSchema.safeParse(raw);
  const list = top.success ? Object.values(top.data)[0] : undefined;
  if (!list) return { errors: [`::people: ${dataPath} must hold an object with one array of people, e.g. { "people": [...] }`] };
  const errors: string[] = [];
  const cards: Element[] = [];
  list.forEach((entry, i) => {
    const p = personSchema.safeParse(entry);
    if (!p.success) {
      const name = (entry as { name?: unknown })?.name;
      errors.push(...p.error.issues.map((issue) => `::people: ${dataPath} entry ${i}${typeof name === 'string' ? ` ("${name}")` : ''}: ${issue.path.join('.') || 'entry'}: ${issue.message}`));
      return;
    }
    const person = p.data;
    const meta = [person.location, person.languages].filter(Boolean).join(' · ');
    cards.push(
      el('li', 'person-card', [
        el('span', 'person-avatar', [text(initials(person.name))], { ariaHidden: 'true' }),
        el('div', 'person-body', [
          el('p', 'person-name', [text(person.name)]),
          ...(meta ? [el('p', 'person-meta', [text(meta)])] : []),
          el('ul', 'person-links', person.links.map((l) =>
            el('li', 'person-link', [
              el('a', 'person-link-anchor', [icon(l.kind)], { href: l.url, ariaLabel: `${person.name} on ${LINK_LABELS[l.kind]}`, target: '_blank', rel: ['noopener', 'noreferrer'] }),
            ]),
          )),
        ]),
      ]),
    );
  });
  return { node: el('ul', 'people-grid', cards), errors };
}
