// The colour-mode toggle. Server-rendered disabled; the client enables it after hydration and
// cycles light → dark → system (or light ↔ dark when the OS preference is not respected).
import { MoonIcon, SunIcon, SystemIcon } from './icons.tsx';

export function ColorModeToggle({ className }: { className?: string }) {
  return (
    <button type="button" className={`color-mode-toggle ${className ?? ''}`.trim()} disabled title="Switch colour mode" aria-label="Switch colour mode (current: system)" aria-live="polite" data-color-mode-toggle="">
      <span className="color-mode-icon color-mode-icon-light"><SunIcon /></span>
      <span className="color-mode-icon color-mode-icon-dark"><MoonIcon /></span>
      <span className="color-mode-icon color-mode-icon-system"><SystemIcon /></span>
    </button>
  );
}
