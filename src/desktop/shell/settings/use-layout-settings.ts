import { useEffect, useMemo, useState } from 'react';
import { layoutFlags, headerHiddenAfterScroll } from '../../../shared/domain/widgets/settings/layout-flags';
import type { LayoutFlags } from '../../../shared/domain/widgets/settings/layout-flags';
import type { MenuTheme } from '../../../shared/domain/widgets/settings/display-settings';
import { closeOthers } from '../tabs/tabs-store';
import { useDisplaySettings } from './settings-store';

/** The display settings as the main layout uses them. */
export function useLayoutSettings(): LayoutFlags & { menuTheme: MenuTheme } {
  const settings = useDisplaySettings((s) => s.settings);
  return useMemo(() => ({ ...layoutFlags(settings), menuTheme: settings.menuTheme }), [settings]);
}

/** Hide-header-on-scroll: true while the user scrolls down past the header. */
export function useHeaderAutoHide(enabled: boolean, headerHeight: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let previous = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(headerHiddenAfterScroll(previous, y, headerHeight));
      previous = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, headerHeight]);
  return enabled && hidden;
}

/** Multi-tab off (spec 000 §2.4): only the current page is kept, the other tabs are closed. */
export function useSingleTabMode(multiTab: boolean, currentKey: string, known: boolean): void {
  useEffect(() => {
    if (!multiTab && known) closeOthers(currentKey);
  }, [multiTab, currentKey, known]);
}
