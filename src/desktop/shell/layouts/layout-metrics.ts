/** Layout figures of spec 000 §9: sider 200 open / 80 collapsed, fixed header with 59px top padding. */
export const SIDER_WIDTH = 200;
export const SIDER_COLLAPSED_WIDTH = 80;
export const HEADER_HEIGHT = 59;
export const FIXED_HEADER_PADDING = 59;
