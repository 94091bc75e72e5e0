// The site's own styles: a Docusaurus config's customCss (the classic preset's `theme`, or
// theme-classic in `themes`) as docgen's theme.customCss, with Infima on; Infima's rules for the
// components docgen has under the same class names left out; docgen's own site without either.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { mapDocusaurusConfig } from '../../src/generator/config/docusaurus/map.ts';
import { Notices } from '../../src/generator/config/docusaurus/notices.ts';
import { dropClassRules } from '../../src/generator/site-css/css-rules.ts';
import { infimaCss } from '../../src/generator/site-css/infima.ts';
import { bundleSiteStyles } from '../../src/generator/site-css/bundle.ts';
import { loadConfig } from '../../src/generator/config/load.ts';
import { validateConfig } from '../../src/generator/config/load.ts';
import { repoRoot } from '../helpers/cli.ts';

const root = '/sites/fern';
const map = (raw: Record<string, unknown>) => {
  const notices = new Notices('docusaurus.config.js', '');
  const { input } = mapDocusaurusConfig({ title: 'Fern', url: 'https://fern.example.com', baseUrl: '/', ...raw }, root, notices);
  return { theme: input.theme, notices: notices.list.map((n) => n.message) };
};

describe("a Docusaurus site's customCss", () => {
  it("is the classic preset's theme.customCss, one file or a list, absolute paths made relative to the site", () => {
    expect(map({ presets: [['classic', { docs: false, theme: { customCss: './src/css/custom.css' } }]] })).toEqual({ theme: { infima: true, customCss: ['./src/css/custom.css'] }, notices: [] });
    const list = map({ presets: [['@docusaurus/preset-classic', { docs: false, theme: { customCss: [path.join(root, 'src/css/custom.css'), 'src/css/more.css'] } }]] });
    expect(list.theme).toEqual({ infima: true, customCss: ['src/css/custom.css', 'src/css/more.css'] });
    expect(list.notices.filter((n) => /custom CSS|customCss/.test(n))).toEqual([]);
  });

  it("is theme-classic's customCss in themes too; without any, Infima is still on", () => {
    expect(map({ themes: [['@docusaurus/theme-classic', { customCss: require_('src/css/a.css') }]] }).theme).toEqual({ infima: true, customCss: ['src/css/a.css'] });
    expect(map({}).theme).toEqual({ infima: true });
  });

  it('leaves out a Sass file, saying so (docgen reads CSS)', () => {
    const sass = map({ presets: [['classic', { docs: false, theme: { customCss: [require_('src/css/custom.scss'), './src/css/plain.css'] } }]] });
    expect(sass.theme).toEqual({ infima: true, customCss: ['./src/css/plain.css'] });
    expect(sass.notices).toContain('presets[0].theme.customCss[0]: "custom.scss" is not applied: docgen reads CSS, not Sass, Less or Stylus (a plugin such as docusaurus-plugin-sass compiles it for Docusaurus)');
  });
});

// (The path require.resolve gives in a config.)
function require_(rel: string): string {
  return path.join(root, rel);
}

describe('Infima under docgen', () => {
  it("leaves out the rules of the classes docgen's theme has (navbar, footer, …), keeps the rest, BEM parts included", () => {
    const css = '/* a { } */ .navbar { height: 1px } .navbar__item, .button { color: red } @media (min-width: 1px) { .footer, .row { display: flex } .footer .x { a: b } } @font-face { font-family: x } .menu--x{}';
    expect(dropClassRules(css, ['navbar', 'footer', 'menu'])).toBe('.navbar__item,.button{ color: red }@media (min-width: 1px){.row{ display: flex }}@font-face{ font-family: x }.menu--x{}');
  });

  it('is in a cascade layer, with its variables and utility classes, without its navbar and markdown rules', async () => {
    const css = await infimaCss('ltr');
    // (Tested as booleans: a failure should not print 60 kB of CSS.)
    const has = (re: RegExp) => re.test(css);
    expect(css.startsWith('@layer infima{')).toBe(true);
    expect([/--ifm-color-primary:/, /\.margin-top--lg\{/, /\.button--primary[{,.:]/, /\.navbar__item[{,.:]/, /\.hero[{,]/].map(has)).toEqual([true, true, true, true, true]);
    expect([/\.navbar[{,\s>:.]/, /\.markdown[{,\s>:.]/, /\.footer[{,\s>:.]/, /\.menu[{,\s>:.]/].map(has)).toEqual([false, false, false, false]);
  });

  it("gives Infima's component classes (.button, .card, .hero) no rule of docgen's theme, and reverts nothing, so that Infima and a site's CSS draw them", async () => {
    const files = await fg(['src/templates/styles/*.css', 'src/components/**/*.css'], { cwd: repoRoot, absolute: true });
    expect(files.length).toBeGreaterThan(10);
    const styled: string[] = [];
    for (const file of files) {
      let css = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(css, file).not.toMatch(/revert-layer/);
      // Selectors only (declarations dropped), and what :not() leaves out is not styled.
      css = css.replace(/\{[^{}]*\}/g, '{}');
      for (let before = ''; before !== css; ) [before, css] = [css, css.replace(/:not\([^()]*\)/g, '')];
      for (const m of css.matchAll(/\.(button|card|hero)(?![\w-])/g)) styled.push(`${path.relative(repoRoot, file)}: .${m[1]}`);
    }
    expect(styled).toEqual([]);
  });
});

describe("docgen's own site", () => {
  it('loads neither Infima nor custom CSS', async () => {
    const { config } = await loadConfig('config/site.config.ts', repoRoot);
    expect(config.theme).toEqual({ infima: false, customCss: [] });
    const styles = await bundleSiteStyles({ root: repoRoot, configFile: 'config/site.config.ts', config });
    expect([styles.before, styles.after, [...styles.files.keys()]]).toEqual([[], [], []]);
  });

  it('a docgen config asks for them with theme.infima and theme.customCss (one file or a list)', () => {
    const base = { title: 'T', url: 'https://t.example.com', baseUrl: '/', navbar: { items: [] } };
    expect(validateConfig({ ...base, theme: { infima: true, customCss: 'css/site.css' } }, 'c.ts').theme).toEqual({ infima: true, customCss: ['css/site.css'] });
    expect(() => validateConfig({ ...base, theme: { customCss: [''] } }, 'c.ts')).toThrow(/customCss/);
  });
});
