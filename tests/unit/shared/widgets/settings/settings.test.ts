import { describe, expect, it } from 'vitest';
import {
  canAutoHideHeader,
  canFixSidebar,
  changeSetting,
  contentWidthOptions,
  DEFAULT_SETTINGS,
  isThemeColor,
  parseSettings,
  PRESET_COLORS,
} from '../../../../../src/shared/domain/widgets/settings/display-settings';
import {
  FIXED_CONTENT_MAX_WIDTH,
  headerHiddenAfterScroll,
  layoutFlags,
} from '../../../../../src/shared/domain/widgets/settings/layout-flags';

describe('display settings defaults', () => {
  it('follows spec 002 §9', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      primaryColor: '#1890FF',
      menuTheme: 'light',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      multiTab: true,
    });
    expect(PRESET_COLORS).toHaveLength(8);
    expect(new Set(PRESET_COLORS.map((c) => c.color)).size).toBe(8);
    expect(PRESET_COLORS.map((c) => c.color)).toContain('#1890FF');
    expect(PRESET_COLORS.every((c) => isThemeColor(c.color))).toBe(true);
  });
});

describe('dependency rules', () => {
  it('offers Fluid only in the top-menu layout', () => {
    expect(contentWidthOptions('sidemenu')).toEqual(['Fixed']);
    expect(contentWidthOptions('topmenu')).toEqual(['Fixed', 'Fluid']);
    const top = changeSetting(DEFAULT_SETTINGS, 'layout', 'topmenu');
    const fluid = changeSetting(top, 'contentWidth', 'Fluid');
    expect(fluid.contentWidth).toBe('Fluid');
    expect(changeSetting(fluid, 'layout', 'sidemenu').contentWidth).toBe('Fixed');
    expect(changeSetting(DEFAULT_SETTINGS, 'contentWidth', 'Fluid').contentWidth).toBe('Fixed');
  });

  it('hide-header-on-scroll needs a fixed header', () => {
    const hidden = changeSetting(DEFAULT_SETTINGS, 'autoHideHeader', true);
    expect(hidden.autoHideHeader).toBe(true);
    const unfixed = changeSetting(hidden, 'fixedHeader', false);
    expect(unfixed.autoHideHeader).toBe(false);
    expect(canAutoHideHeader(unfixed)).toBe(false);
    expect(changeSetting(unfixed, 'autoHideHeader', true).autoHideHeader).toBe(false);
  });

  it('the fixed side menu is off and disabled in the top-menu layout', () => {
    const top = changeSetting(DEFAULT_SETTINGS, 'layout', 'topmenu');
    expect(top.fixedSidebar).toBe(false);
    expect(canFixSidebar(top)).toBe(false);
    expect(changeSetting(top, 'fixedSidebar', true).fixedSidebar).toBe(false);
    expect(canFixSidebar(DEFAULT_SETTINGS)).toBe(true);
  });

  it('does not mutate its input', () => {
    const before = { ...DEFAULT_SETTINGS };
    changeSetting(before, 'layout', 'topmenu');
    expect(before).toEqual(DEFAULT_SETTINGS);
  });
});

describe('parseSettings', () => {
  it('keeps valid stored values and replaces broken ones with defaults', () => {
    const parsed = parseSettings({
      menuTheme: 'dark',
      primaryColor: 'red; background: url(x)',
      layout: 'topmenu',
      contentWidth: 'Fluid',
      fixedHeader: 'yes',
      colorWeak: true,
    });
    expect(parsed).toEqual({
      ...DEFAULT_SETTINGS,
      menuTheme: 'dark',
      layout: 'topmenu',
      contentWidth: 'Fluid',
      fixedSidebar: false,
      colorWeak: true,
    });
  });

  it('applies the rules to what it read', () => {
    expect(parseSettings({ layout: 'sidemenu', contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    expect(parseSettings({ fixedHeader: false, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(parseSettings({})).toEqual(DEFAULT_SETTINGS);
  });

  it('accepts 3- and 6-digit hex colours only', () => {
    expect(isThemeColor('#13C2C2')).toBe(true);
    expect(isThemeColor('#fff')).toBe(true);
    expect(isThemeColor('#12345')).toBe(false);
    expect(isThemeColor('blue')).toBe(false);
  });
});

describe('layout flags', () => {
  it('side-menu defaults: sider, fixed header, tabs, full width', () => {
    expect(layoutFlags(DEFAULT_SETTINGS)).toEqual({
      showSider: true,
      stickySider: true,
      fixedHeader: true,
      autoHideHeader: false,
      menuInHeader: false,
      contentMaxWidth: null,
      showTabs: true,
    });
  });

  it('top-menu layout: menu in the header, fixed width narrows, fluid does not', () => {
    const top = changeSetting(DEFAULT_SETTINGS, 'layout', 'topmenu');
    expect(layoutFlags(top)).toMatchObject({ showSider: false, stickySider: false, menuInHeader: true });
    expect(layoutFlags(top).contentMaxWidth).toBe(FIXED_CONTENT_MAX_WIDTH);
    expect(layoutFlags(changeSetting(top, 'contentWidth', 'Fluid')).contentMaxWidth).toBeNull();
  });

  it('auto-hide only with a fixed header; tabs follow multi-tab', () => {
    const s = { ...DEFAULT_SETTINGS, fixedHeader: false, autoHideHeader: true, multiTab: false };
    expect(layoutFlags(s)).toMatchObject({ fixedHeader: false, autoHideHeader: false, showTabs: false });
  });

  it('hides the header when scrolling down past it and shows it on the way up', () => {
    expect(headerHiddenAfterScroll(0, 30, 59)).toBe(false);
    expect(headerHiddenAfterScroll(40, 120, 59)).toBe(true);
    expect(headerHiddenAfterScroll(200, 150, 59)).toBe(false);
  });
});
