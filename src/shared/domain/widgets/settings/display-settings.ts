/**
 * Display settings (spec 000 §2.4/§9, 002 §2 "Display settings drawer") and their dependency rules:
 * - content width Fluid is not offered in the side-menu layout;
 * - hide-header-on-scroll needs a fixed header;
 * - the fixed side menu is disabled in the top-menu layout.
 */
export type MenuTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

export interface DisplaySettings {
  menuTheme: MenuTheme;
  primaryColor: string;
  layout: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixedSidebar: boolean;
  colorWeak: boolean;
  multiTab: boolean;
}

export const DEFAULT_PRIMARY_COLOR = '#1890FF';

/** The eight preset theme colours; the sixth is the default. */
export const PRESET_COLORS: readonly { name: string; color: string }[] = [
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '拂晓蓝（默认）', color: DEFAULT_PRIMARY_COLOR },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
];

/**
 * Spec 002 §9: primary #1890FF, light navigation, side-menu layout, fixed content width, multi-tab
 * on. Fixed header and fixed side menu are not given; they default to on because the shell has
 * always had a fixed header and a sticky side menu.
 */
export const DEFAULT_SETTINGS: Readonly<DisplaySettings> = {
  menuTheme: 'light',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: true,
  autoHideHeader: false,
  fixedSidebar: true,
  colorWeak: false,
  multiTab: true,
};

export const SETTINGS_MESSAGES = {
  saved: '保存成功',
  compiling: '正在编译主题！',
  themeFailed: 'Failed to update theme',
} as const;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isThemeColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** The content widths the drawer offers for a layout. */
export function contentWidthOptions(layout: LayoutMode): ContentWidth[] {
  return layout === 'sidemenu' ? ['Fixed'] : ['Fixed', 'Fluid'];
}

/** Whether hide-header-on-scroll can be switched (only with a fixed header). */
export function canAutoHideHeader(s: Pick<DisplaySettings, 'fixedHeader'>): boolean {
  return s.fixedHeader;
}

/** Whether the fixed side menu can be switched (there is no side menu in the top-menu layout). */
export function canFixSidebar(s: Pick<DisplaySettings, 'layout'>): boolean {
  return s.layout === 'sidemenu';
}

/** Enforces the dependency rules: a value the rules forbid falls back to the allowed one. */
export function normalizeSettings(s: DisplaySettings): DisplaySettings {
  const next = { ...s };
  if (!contentWidthOptions(next.layout).includes(next.contentWidth)) next.contentWidth = 'Fixed';
  if (!canAutoHideHeader(next)) next.autoHideHeader = false;
  // The original drawer forces the fixed side menu off when the top-menu layout is chosen.
  if (!canFixSidebar(next)) next.fixedSidebar = false;
  return next;
}

/** Applies one change and the rules it triggers. */
export function changeSetting<K extends keyof DisplaySettings>(
  s: DisplaySettings,
  key: K,
  value: DisplaySettings[K],
): DisplaySettings {
  return normalizeSettings({ ...s, [key]: value });
}

/**
 * Settings read back from storage: every field is checked, an unusable one takes its default, and
 * the dependency rules are applied, so a hand-edited or stale entry never breaks the layout.
 */
export function parseSettings(stored: Partial<Record<keyof DisplaySettings, unknown>>): DisplaySettings {
  const pick = <K extends keyof DisplaySettings>(key: K, ok: (v: unknown) => boolean): DisplaySettings[K] =>
    ok(stored[key]) ? (stored[key] as DisplaySettings[K]) : DEFAULT_SETTINGS[key];
  const isBool = (v: unknown) => typeof v === 'boolean';
  return normalizeSettings({
    menuTheme: pick('menuTheme', (v) => v === 'dark' || v === 'light'),
    primaryColor: pick('primaryColor', isThemeColor),
    layout: pick('layout', (v) => v === 'sidemenu' || v === 'topmenu'),
    contentWidth: pick('contentWidth', (v) => v === 'Fixed' || v === 'Fluid'),
    fixedHeader: pick('fixedHeader', isBool),
    autoHideHeader: pick('autoHideHeader', isBool),
    fixedSidebar: pick('fixedSidebar', isBool),
    colorWeak: pick('colorWeak', isBool),
    multiTab: pick('multiTab', isBool),
  });
}
