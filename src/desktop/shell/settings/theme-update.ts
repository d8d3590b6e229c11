import { theme } from 'antd';
import { isThemeColor, SETTINGS_MESSAGES } from '../../../shared/domain/widgets/settings/display-settings';
import { updateSetting } from './settings-store';

export interface ThemeUpdateUi {
  /** Shows a lasting progress message; returns its closer. */
  loading: (text: string) => () => void;
  error: (text: string) => void;
}

/**
 * The repaint itself takes a frame or two; without a floor the progress text would be created and
 * removed before it is ever painted, so it stays up at least this long.
 */
export const THEME_PROGRESS_MIN_MS = 400;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => resolve());
    else setTimeout(resolve, 16);
  });
}

/**
 * Switches the primary colour (spec 002 §2): 正在编译主题！ while antd derives the whole token set
 * from the seed colour and the page repaints with it; 'Failed to update theme' (and no change) when
 * the colour is not a hex colour or the derivation fails.
 */
export async function changeThemeColor(color: string, ui: ThemeUpdateUi): Promise<boolean> {
  const hide = ui.loading(SETTINGS_MESSAGES.compiling);
  try {
    if (!isThemeColor(color)) throw new Error(`not a theme colour: ${color}`);
    // The same derivation the ConfigProvider runs; a throw here must not reach the render.
    theme.getDesignToken({ token: { colorPrimary: color } });
    updateSetting('primaryColor', color);
    await Promise.all([nextFrame(), delay(THEME_PROGRESS_MIN_MS)]);
    return true;
  } catch {
    ui.error(SETTINGS_MESSAGES.themeFailed);
    return false;
  } finally {
    hide();
  }
}
