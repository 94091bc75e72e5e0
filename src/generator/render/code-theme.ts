// The code blocks' colours from Prism theme objects (Docusaurus' prism.theme and darkTheme, as
// prism-react-renderer's themes are written), as a stylesheet: the plain colours become the
// code block's background and text, each style the colour of its token types (refractor writes
// Prism's token classes, `<span class="token keyword">`). Token types a theme does not name take
// the plain colour, as in Docusaurus. Without darkTheme, the theme holds in both colour modes.
import type { PrismTheme } from '../config/theme-schema.ts';

/** CSS properties a theme's style may set on code (React's spelling → CSS). */
const PROPERTIES: Record<string, string> = {
  color: 'color',
  backgroundColor: 'background-color',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  textDecoration: 'text-decoration',
  textDecorationLine: 'text-decoration-line',
  textShadow: 'text-shadow',
  opacity: 'opacity',
};

/** A value as CSS may take it from the config: no character that could end the declaration or the rule. */
const safe = (v: string | number) => (typeof v === 'number' || !/[;{}<>\\]/.test(v) ? String(v) : undefined);

function declarations(style: Record<string, string | number>): string {
  return Object.entries(style)
    .flatMap(([k, v]) => {
      const prop = PROPERTIES[k];
      const value = prop ? safe(v) : undefined;
      return prop && value !== undefined ? [`${prop}:${value}`] : [];
    })
    .join(';');
}

const tokenType = (t: string) => /^[\w-]+$/.test(t);

/** The rules of one theme, each selector under `scope` (the colour mode it holds in). */
function themeRules(theme: PrismTheme, scope: string): string[] {
  const rules: string[] = [];
  const vars = [theme.plain.backgroundColor !== undefined && safe(theme.plain.backgroundColor) && `--dg-code-bg:${safe(theme.plain.backgroundColor)}`, theme.plain.color !== undefined && safe(theme.plain.color) && `--dg-code-text:${safe(theme.plain.color)}`].filter(Boolean);
  if (vars.length) rules.push(`${scope}{${vars.join(';')}}`);
  const { backgroundColor: _background, ...plainStyle } = theme.plain;
  const plain = declarations(plainStyle);
  // (Token types the theme does not name take the plain colours, from the code block.)
  rules.push(`${scope} .code-block .token{color:inherit;font-style:inherit;font-weight:inherit}`);
  if (plain) rules.push(`${scope} .code-block pre{${plain}}`);
  for (const entry of theme.styles) {
    const body = declarations(entry.style);
    const types = entry.types.filter(tokenType);
    if (!body || !types.length) continue;
    const languages = (entry.languages ?? []).filter(tokenType);
    const within = languages.length ? languages.map((l) => ` .code-block pre.language-${l}`) : [' .code-block'];
    rules.push(`${within.flatMap((w) => types.map((t) => `${scope}${w} .token.${t}`)).join(',')}{${body}}`);
  }
  return rules;
}

/** The stylesheet of the config's code themes; undefined without any. */
export function codeThemeCss(prism: { theme?: PrismTheme; darkTheme?: PrismTheme } | undefined): string | undefined {
  if (!prism?.theme && !prism?.darkTheme) return undefined;
  const rules = ['/* The code colours of the site\'s config (prism.theme, prism.darkTheme). */'];
  if (prism.theme) rules.push(...themeRules(prism.theme, ':root'));
  // (A dark page prints as light: the dark colours are for screens only; their selectors weigh
  // more than the light ones, and come after them.)
  if (prism.darkTheme) rules.push(`@media screen{${themeRules(prism.darkTheme, ":root[data-theme='dark']").join('\n')}}`);
  return `${rules.join('\n')}\n`;
}
