// The colour-mode toggle: disabled until the page has hydrated; cycles light → dark → system (or
// light ↔ dark when the OS preference is not respected). The icon follows the html element's
// data-theme-choice, which the head script sets before first paint.
import { MoonIcon, SunIcon, SystemIcon } from './icons.tsx';
import { useRuntime } from './runtime.tsx';

const NAMES = { light: 'light mode', dark: 'dark mode', system: 'system mode' } as const;

export function ColorModeToggle({ className }: { className?: string }) {
  const rt = useRuntime();
  const label = `Switch between dark and light mode (currently ${NAMES[rt.colorChoice]})`;
  return (
    <button type="button" className={`color-mode-toggle ${className ?? ''}`.trim()} disabled={!rt.hydrated} title={label} aria-label={label} aria-live="polite" onClick={rt.cycleColorMode} data-color-mode-toggle="">
      <span className="color-mode-icon color-mode-icon-light">
        <SunIcon />
      </span>
      <span className="color-mode-icon color-mode-icon-dark">
        <MoonIcon />
      </span>
      <span className="color-mode-icon color-mode-icon-system">
        <SystemIcon />
      </span>
    </button>
  );
}
