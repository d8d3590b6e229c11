import { create } from 'zustand';
import {
  changeSetting,
  DEFAULT_SETTINGS,
  parseSettings,
  type DisplaySettings,
} from '../../../shared/domain/widgets/settings/display-settings';
import { STORAGE_KEYS, localStore } from '../../../shared/session/storage';

/** Each setting under its own key of spec 000 §3 (the original console's per-setting keys). */
const KEY_OF: Record<keyof DisplaySettings, string> = {
  menuTheme: STORAGE_KEYS.DEFAULT_THEME,
  primaryColor: STORAGE_KEYS.DEFAULT_COLOR,
  layout: STORAGE_KEYS.DEFAULT_LAYOUT_MODE,
  contentWidth: STORAGE_KEYS.DEFAULT_CONTENT_WIDTH_TYPE,
  fixedHeader: STORAGE_KEYS.DEFAULT_FIXED_HEADER,
  autoHideHeader: STORAGE_KEYS.DEFAULT_FIXED_HEADER_HIDDEN,
  fixedSidebar: STORAGE_KEYS.DEFAULT_FIXED_SIDEMENU,
  colorWeak: STORAGE_KEYS.DEFAULT_COLOR_WEAK,
  multiTab: STORAGE_KEYS.DEFAULT_MULTI_PAGE,
};

const FIELDS = Object.keys(KEY_OF) as (keyof DisplaySettings)[];

/** The saved settings (defaults for anything missing or unusable). */
export function readStoredSettings(): DisplaySettings {
  const stored: Partial<Record<keyof DisplaySettings, unknown>> = {};
  for (const field of FIELDS) {
    const value = localStore.get<unknown>(KEY_OF[field]);
    if (value !== null) stored[field] = value;
  }
  return parseSettings(stored);
}

function writeStoredSettings(s: DisplaySettings): void {
  for (const field of FIELDS) localStore.set(KEY_OF[field], s[field]);
}

interface SettingsState {
  /** What the layout shows now (the drawer previews changes here before they are saved). */
  settings: DisplaySettings;
  /** What localStorage holds. */
  saved: DisplaySettings;
}

export const useDisplaySettings = create<SettingsState>()(() => {
  const saved = readStoredSettings();
  return { settings: saved, saved };
});

/** Previews one change (with the dependency rules); nothing is stored until saveSettings. */
export function updateSetting<K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]): void {
  const { settings } = useDisplaySettings.getState();
  useDisplaySettings.setState({ settings: changeSetting(settings, key, value) });
}

/** Stores what is shown. */
export function saveSettings(): void {
  const { settings } = useDisplaySettings.getState();
  writeStoredSettings(settings);
  useDisplaySettings.setState({ saved: settings });
}

/** Drops an unsaved preview. */
export function revertSettings(): void {
  const { saved } = useDisplaySettings.getState();
  useDisplaySettings.setState({ settings: saved });
}

/** Shows the defaults (stored only on save). */
export function restoreDefaultSettings(): void {
  useDisplaySettings.setState({ settings: { ...DEFAULT_SETTINGS } });
}

export function isDirty(state: SettingsState): boolean {
  return FIELDS.some((f) => state.settings[f] !== state.saved[f]);
}

/** Tests: re-read storage as a fresh page load would. */
export function reloadSettingsFromStorage(): void {
  const saved = readStoredSettings();
  useDisplaySettings.setState({ settings: saved, saved });
}
