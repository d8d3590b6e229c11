/** Static routes of spec 000 §2.1, served at the same URLs by both shells. */
export const PATHS = {
  root: '/',
  home: '/dashboard/analysis',
  login: '/user/login',
  register: '/user/register',
  registerResult: '/user/register-result',
  alteration: '/user/alteration',
  oauth2Login: '/oauth2-app/login',
  /** The CAS server sends the browser back here with `?ticket=` (issue 8). */
  casReturn: '/user/cas-return',
  /** Where the third-party (OAuth2) callback page hands over its one-time code (issue 8). */
  thirdLoginReturn: '/user/third-login',
  test: '/test/home',
  notFound: '/404',
  forbidden: '/403',
  serverError: '/500',
  userAnnouncement: '/isps/userAnnouncement',
  accountCenter: '/account/center',
  accountSecurity: '/account/settings/security',
  /** 个人设置: base, security, binding, notification and custom tabs (the tab is a query parameter). */
  accountSettings: '/account/settings',
  /** JeecgBoot's 基本设置 address (route account-settings-base): the same settings page. */
  accountBaseSetting: '/account/settings/base',
  examples: '/examples',
  widgetDemo: '/examples/widgets',
} as const;

/** Reachable without a token (spec 000 §2.1, plus the OAuth2 in-app login and the error pages). */
export const OPEN_PATHS: readonly string[] = [
  PATHS.login,
  PATHS.register,
  PATHS.registerResult,
  PATHS.alteration,
  PATHS.oauth2Login,
  PATHS.casReturn,
  PATHS.thirdLoginReturn,
  PATHS.notFound,
  PATHS.forbidden,
  PATHS.serverError,
];

export const PRODUCT_TITLE = '厂网协同';
// Set by the build (vite.config.ts): the copyright year is the year the release was built.
declare const __CWXT_BUILD_YEAR__: string | undefined;

/** The build's year; a run without the build's define (unit tests) uses the current year. */
export const BUILD_YEAR =
  typeof __CWXT_BUILD_YEAR__ === 'string' && __CWXT_BUILD_YEAR__ !== ''
    ? __CWXT_BUILD_YEAR__
    : String(new Date().getFullYear());

export const COPYRIGHT_LINE = `Copyright © ${BUILD_YEAR} 厂网协同`;
