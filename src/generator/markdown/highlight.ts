// Syntax highlighting: rehype-prism-plus over a refractor with only the languages docs use.
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
import rehypePrismGenerator from 'rehype-prism-plus/generator';

for (const lang of [markup, css, javascript, typescript, bash, batch, diff, docker, groovy, ini, java, json, kotlin, powershell, properties, yaml]) {
  refractor.register(lang);
}
refractor.alias({ bash: ['sh', 'shell', 'console', 'zsh'], yaml: ['yml'], markup: ['xml', 'html', 'svg'], batch: ['bat', 'cmd'], powershell: ['pwsh', 'ps1'], docker: ['dockerfile', 'Dockerfile'], kotlin: ['kts'] });

/** Languages that are shown as plain text (no highlighting, no warning). */
export const PLAIN_LANGUAGES = new Set(['txt', 'text', 'plain', 'plaintext', 'log', 'none', 'csv', 'md', 'markdown', 'mdx']);

export function isKnownLanguage(lang: string): boolean {
  return PLAIN_LANGUAGES.has(lang) || refractor.registered(lang);
}

export const rehypeHighlight = rehypePrismGenerator(refractor);
