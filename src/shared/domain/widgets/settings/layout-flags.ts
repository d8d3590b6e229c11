import type { DisplaySettings } from './display-settings';

/** The fixed content width of the top-menu layout (ant design pro's 1200 px grid). */
export const FIXED_CONTENT_MAX_WIDTH = 1200;

/** What the desktop layout does with the settings; one place, so the layout stays declarative. */
export interface LayoutFlags {
  showSider: boolean;
  /** Sider stays in view while the page scrolls. */
  stickySider: boolean;
  /** Header is fixed at the top (the layout then pads its top by the header height). */
  fixedHeader: boolean;
  /** A fixed header slides away while scrolling down and comes back when scrolling up. */
  autoHideHeader: boolean;
  /** The menu sits in the header (top-menu layout). */
  menuInHeader: boolean;
  /** Max width of the page area, null for the full width. */
  contentMaxWidth: number | null;
  showTabs: boolean;
}

export function layoutFlags(s: DisplaySettings): LayoutFlags {
  const top = s.layout === 'topmenu';
  return {
    showSider: !top,
    stickySider: !top && s.fixedSidebar,
    fixedHeader: s.fixedHeader,
    autoHideHeader: s.fixedHeader && s.autoHideHeader,
    menuInHeader: top,
    // Fixed width only narrows the top-menu layout; the side-menu layout has no Fluid choice.
    contentMaxWidth: top && s.contentWidth === 'Fixed' ? FIXED_CONTENT_MAX_WIDTH : null,
    showTabs: s.multiTab,
  };
}

/** Hide-on-scroll decision: hide after scrolling down past the header, show on any scroll up. */
export function headerHiddenAfterScroll(previousY: number, y: number, headerHeight: number): boolean {
  return y > previousY && y > headerHeight;
}
