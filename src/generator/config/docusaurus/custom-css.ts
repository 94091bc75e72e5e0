// theme-classic's options (the classic preset's `theme`, or the theme itself in `themes`) as
// docgen's `theme` key: the site's customCss files, relative to the site's folder. Infima is on for
// every Docusaurus site (mapDocusaurusConfig), since its CSS is written against it.
import path from 'node:path';
import { isObject, type Notices } from './notices.ts';

type Out = Record<string, unknown>;

/** Adds the customCss of theme-classic's `options` to `out.theme.customCss`; other keys are said. */
export function addCustomCss(out: Out, options: unknown, root: string, where: string, notices: Notices): void {
  if (!isObject(options)) return;
  const theme = (isObject(out.theme) ? out.theme : (out.theme = {})) as Out;
  const list = Array.isArray(theme.customCss) ? (theme.customCss as string[]) : [];
  for (const [key, value] of Object.entries(options)) {
    if (key !== 'customCss') {
      notices.skip(`${where}.${key}`, 'not an option docgen knows of theme-classic; ignored');
      continue;
    }
    for (const [i, file] of (Array.isArray(value) ? value : [value]).entries()) {
      const at = `${where}.customCss${Array.isArray(value) ? `[${i}]` : ''}`;
      if (typeof file === 'string' && /\.css$/i.test(file)) list.push(relativeToSite(file, root));
      else if (typeof file === 'string' && /\.(s[ac]ss|less|styl)$/i.test(file)) notices.skip(at, `"${path.basename(file)}" is not applied: docgen reads CSS, not Sass, Less or Stylus (a plugin such as docusaurus-plugin-sass compiles it for Docusaurus)`);
      else if (file !== undefined) notices.skip(at, 'expected the path of a CSS file; ignored');
    }
  }
  theme.customCss = list;
}

/** A path as the config gives it (often require.resolve's absolute one) relative to the site's folder. */
export function relativeToSite(file: string, root: string): string {
  if (!path.isAbsolute(file)) return file.split(path.sep).join('/');
  return path.relative(root, file).split(path.sep).join('/') || '.';
}
