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
  return useMemo(() => {
    const primary = readablePrimary(primaryColor);
    // antd derives link colours from colorInfo, not colorPrimary: set both from the readable shade.
    return { token: { ...READABLE_TEXT, colorPrimary: primary, colorLink: primary } };
  }, [primaryColor]);
}

/**
 * Secondary text at antd's default alphas (0.45, 0.25) is under WCAG AA's 4.5:1 on white; these
 * alphas give about 5.7:1 (description) and 4.7:1 (placeholder), still visibly lighter than body text.
 */
const READABLE_TEXT = {
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  // Danger text (退回, 删除 links) at antd's #ff4d4f is 3.3:1; this red is 5.9:1.
  colorError: '#cf1322',
} as const;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The chosen primary colour, darkened just enough to be readable both as text on white (and on its
 * own pale selection background) and as the background of white button text: antd uses the same
 * token for both. 5.2:1 against white leaves the margin the pale tint needs. Non-hex values pass.
 */
export function readablePrimary(color: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
  const hex = () => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  while (1.05 / (luminance(hex()) + 0.05) < 5.2) {
    [r, g, b] = [r, g, b].map((c) => Math.floor(c * 0.94)) as [number, number, number];
  }
  return hex();
}
