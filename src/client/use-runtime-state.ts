// The browser's Runtime for the templates: hydration flag, colour mode, announcement dismissal,
// sidebar category state, the mobile breakpoint, error reporting and safe storage.
import { useEffect, useMemo, useState } from 'react';
import type { ColorChoice, Runtime } from '../templates/runtime.tsx';
import type { SiteData } from '../shared/types.ts';
import type { SafeStorage } from './storage.ts';
import { applyChoice, nextChoice, readChoice, THEME_KEY } from './color-mode.ts';

export const ANNOUNCEMENT_KEY = 'docgen.announcement.dismissed';
const MOBILE_QUERY = '(max-width: 996px)';

export function useRuntimeState(site: SiteData, storage: SafeStorage): Omit<Runtime, 'openSearch'> {
  const { respectPrefersColorScheme: respect, defaultMode } = site.colorMode;
  const [hydrated, setHydrated] = useState(false);
  const [colorChoice, setColorChoice] = useState<ColorChoice>('system');
  const [announcementDismissed, setDismissed] = useState(false);
  const [categories, setCategories] = useState<Record<string, boolean>>({});
  const [mobile, setMobile] = useState(false);

  useEffect(() => {
    setHydrated(true);
    document.documentElement.setAttribute('data-hydrated', '');
    const choice = readChoice(storage);
    setColorChoice(choice);
    applyChoice(choice, respect, defaultMode);
    const bar = site.announcementBar;
    setDismissed(!!bar && storage.get(ANNOUNCEMENT_KEY) === bar.id);
    const mq = window.matchMedia(MOBILE_QUERY);
    setMobile(mq.matches);
    const onMq = () => setMobile(mq.matches);
    mq.addEventListener('change', onMq);
    return () => mq.removeEventListener('change', onMq);
  }, []);

  // Under "system", follow the OS setting as it changes.
  useEffect(() => {
    if (!hydrated || colorChoice !== 'system' || !respect) return;
    const mq = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyChoice('system', respect, defaultMode);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [hydrated, colorChoice]);

  return useMemo<Omit<Runtime, 'openSearch'>>(
    () => ({
      hydrated,
      colorChoice,
      cycleColorMode() {
        const next = nextChoice(colorChoice, respect);
        storage.set(THEME_KEY, next === 'system' ? null : next);
        applyChoice(next, respect, defaultMode);
        setColorChoice(next);
      },
      announcementDismissed,
      dismissAnnouncement() {
        const bar = site.announcementBar;
        if (bar) storage.set(ANNOUNCEMENT_KEY, bar.id);
        document.documentElement.setAttribute('data-announcement-dismissed', '');
        setDismissed(true);
      },
      categoryOpen: (key) => categories[key],
      setCategoryOpen: (key, open) => setCategories((c) => ({ ...c, [key]: open })),
      mobile,
      reportError: (message, error) => console.error(message, error),
      storage,
    }),
    [hydrated, colorChoice, announcementDismissed, categories, mobile],
  );
}
