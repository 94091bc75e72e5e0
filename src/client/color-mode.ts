// Colour mode: the reader's choice (light, dark, or system = nothing stored) under the storage key
// "theme", applied to <html data-theme>. Under "system" the page follows the OS setting live.
import type { ColorChoice } from '../templates/runtime.tsx';
import type { SafeStorage } from './storage.ts';

export const THEME_KEY = 'theme';

export function nextChoice(choice: ColorChoice, respectSystem: boolean): ColorChoice {
  if (!respectSystem) return choice === 'dark' ? 'light' : 'dark';
  return choice === 'light' ? 'dark' : choice === 'dark' ? 'system' : 'light';
}

export function resolveTheme(choice: ColorChoice, systemDark: boolean | null, defaultMode: 'light' | 'dark'): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return systemDark === null ? defaultMode : systemDark ? 'dark' : 'light';
}

export function readChoice(storage: SafeStorage): ColorChoice {
  const stored = storage.get(THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function systemPrefersDark(): boolean | null {
  if (!window.matchMedia) return null;
  if (window.matchMedia('(prefers-color-scheme: dark)').matches) return true;
  if (window.matchMedia('(prefers-color-scheme: light)').matches) return false;
  return null;
}

export function applyChoice(choice: ColorChoice, respectSystem: boolean, defaultMode: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', resolveTheme(choice, respectSystem ? systemPrefersDark() : null, defaultMode));
  root.setAttribute('data-theme-choice', choice);
}
