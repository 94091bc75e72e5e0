// A logo of the navbar or the footer: its dark-mode image (srcDark) is shown in dark mode, by CSS
// (the colour mode is known before first paint), so both are in the page.
import type { LogoData } from '../shared/types.ts';

export function LogoImage({ logo, className, width, height }: { logo: LogoData; className: string; width?: number; height?: number }) {
  const img = (src: string, theme?: string) => <img className={[className, logo.className, theme].filter(Boolean).join(' ')} src={src} alt={logo.alt} width={logo.width ?? width} height={logo.height ?? height} />;
  return logo.srcDark ? (
    <>
      {img(logo.src, 'themed-light')}
      {img(logo.srcDark, 'themed-dark')}
    </>
  ) : (
    img(logo.src)
  );
}
