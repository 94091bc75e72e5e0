// rehype plugin: syntax highlighting with refractor (Prism grammars), only the languages docs use.
// Splits the highlighted tokens into one <span class="code-line"> per line in a single pass (no
// per-line tree filtering), for {1,3-4} line highlights and showLineNumbers.
import type { Root, Element, ElementContent } from 'hast';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import batch from 'refractor/batch';
import css from 'refractor/css';
import diff from 'refractor/diff';
import docker from 'refractor/docker';
import groovy from 'refractor/groovy';
import ini from 'refractor/ini';
import java from 'refractor/java';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import kotlin from 'refractor/kotlin';
import markup from 'refractor/markup';
import powershell from 'refractor/powershell';
import properties from 'refractor/properties';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';
import { walk, SKIP } from './walk.ts';

for (const lang of [markup, css, javascript, typescript, bash, batch, diff, docker, groovy, ini, java, json, kotlin, powershell, properties, yaml]) {
  refractor.register(lang);
}
refractor.alias({ bash: ['sh', 'shell', 'console', 'zsh'], yaml: ['yml'], markup: ['xml', 'html', 'svg'], batch: ['bat', 'cmd'], powershell: ['pwsh', 'ps1'], docker: ['dockerfile', 'Dockerfile'], kotlin: ['kts'] });

/** Languages shown as plain text (no highlighting, no warning). */
export const PLAIN_LANGUAGES = new Set(['txt', 'text', 'plain', 'plaintext', 'log', 'none', 'csv', 'md', 'markdown', 'mdx']);

export function isKnownLanguage(lang: string): boolean {
  return PLAIN_LANGUAGES.has(lang) || refractor.registered(lang);
}

/** Line numbers named by a meta string such as "{1,3-4}". */
export function highlightedLines(meta: string): Set<number> {
  const lines = new Set<number>();
  const m = /\{([\d,\s-]+)\}/.exec(meta);
  if (!m) return lines;
  for (const part of m[1].split(',')) {
    const [a, b] = part.trim().split('-').map((n) => parseInt(n, 10));
    if (Number.isNaN(a)) continue;
    for (let n = a; n <= (Number.isNaN(b) || b === undefined ? a : b); n++) lines.add(n);
  }
  return lines;
}

/** Splits highlighted nodes into lines; tokens that span lines are cut and reopened. */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const emit = (node: ElementContent, ancestors: Element[]) => {
    if (node.type === 'text') {
      const parts = node.value.split('\n');
      parts.forEach((part, i) => {
        if (i > 0) {
          lines[lines.length - 1].push({ type: 'text', value: '\n' });
          lines.push([]);
        }
        if (!part) return;
        let wrapped: ElementContent = { type: 'text', value: part };
        for (let a = ancestors.length - 1; a >= 0; a--) wrapped = { type: 'element', tagName: ancestors[a].tagName, properties: ancestors[a].properties, children: [wrapped] };
        lines[lines.length - 1].push(wrapped);
      });
    } else if (node.type === 'element') {
      // A token without line breaks is kept whole; only tokens that span lines are cut.
      if (!hasNewline(node)) {
        let wrapped: ElementContent = node;
        for (let a = ancestors.length - 1; a >= 0; a--) wrapped = { type: 'element', tagName: ancestors[a].tagName, properties: ancestors[a].properties, children: [wrapped] };
        lines[lines.length - 1].push(wrapped);
        return;
      }
      for (const child of node.children) emit(child as ElementContent, [...ancestors, node]);
    }
  };
  for (const n of nodes) emit(n, []);
  return lines;
}

function hasNewline(node: ElementContent): boolean {
  if (node.type === 'text') return node.value.includes('\n');
  return node.type === 'element' && node.children.some((c) => hasNewline(c as ElementContent));
}

function textOf(node: Element): string {
  let out = '';
  walk(node, (n: { type: string; value?: string }) => {
    if (n.type === 'text') out += n.value;
  });
  return out;
}

export function rehypeHighlight() {
  return (tree: Root) => {
    walk(tree, (node: Element, _index: number, parent: Element | undefined) => {
      if (node.type !== 'element' || node.tagName !== 'code' || parent?.tagName !== 'pre') return;
      const classes = (node.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length).toLowerCase();
      const meta = ((node.data as { meta?: string } | undefined)?.meta ?? '').toString();
      const source = textOf(node);
      let highlighted: ElementContent[] = [{ type: 'text', value: source }];
      if (lang && !PLAIN_LANGUAGES.has(lang) && refractor.registered(lang)) {
        highlighted = refractor.highlight(source, lang).children as ElementContent[];
        parent.properties.className = [...((parent.properties.className as string[]) ?? []), `language-${lang}`];
      }
      const marked = highlightedLines(meta);
      const numbered = /\bshowLineNumbers\b/i.test(meta) && !/showLineNumbers=(false|"false"|\{false\})/i.test(meta);
      const start = Number(/showLineNumbers=(\d+)/i.exec(meta)?.[1] ?? 1);
      const lines = splitLines(highlighted);
      if (lines.length > 1 && lines[lines.length - 1].length === 0) lines.pop();
      node.properties.className = [...classes, 'code-highlight'];
      node.children = lines.map((children, i) => {
        const className = ['code-line'];
        const props: Record<string, unknown> = { className };
        if (numbered) {
          className.push('line-number');
          props.line = String(i + start);
        }
        if (marked.has(i + 1)) className.push('highlight-line');
        return { type: 'element', tagName: 'span', properties: props as Element['properties'], children };
      });
      return SKIP;
    });
  };
}
