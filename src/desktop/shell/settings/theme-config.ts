import { useEffect, useMemo } from 'react';
import type { ThemeConfig } from 'antd';
import { useDisplaySettings } from './settings-store';
import './settings.css';

const COLOR_WEAK_CLASS = 'cwxt-color-weak';

/**
 * The antd theme of the desktop shell from the display settings: the primary colour, and the
 * colour-weak mode as a class on <html> (a filter on the root element, unlike one on <body>, does
 * not turn the fixed header into a child that scrolls away). DesktopApp passes the result to its
 * ConfigProvider.
 */
export function useThemeConfig(): ThemeConfig {
  const primaryColor = useDisplaySettings((s) => s.settings.primaryColor);
  const colorWeak = useDisplaySettings((s) => s.settings.colorWeak);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(COLOR_WEAK_CLASS, colorWeak);
    return () => root.classList.remove(COLOR_WEAK_CLASS);
  }, [colorWeak]);
  return useMemo(() => ({ token: { colorPrimary: primaryColor } }), [primaryColor]);
}
