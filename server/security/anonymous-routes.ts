/**
 * The reviewed list of routes reachable without a session. A route-table test fails when an
 * anonymous route is missing here or an entry here is not an anonymous route, so adding one is a
 * deliberate, reviewed change. Paths are relative to API_BASE.
 *
 * The static client (STATIC_DIR) is not a route: it is served from the not-found handler for
 * non-API GET/HEAD requests only, so it can never shadow or open an API path.
 */
export const ANONYMOUS_ROUTES: ReadonlyArray<{ method: string; path: string; why: string }> = [
  { method: 'GET', path: '/sys/randomImage/:key', why: 'login captcha image' },
  { method: 'POST', path: '/sys/login', why: 'password login' },
  { method: 'POST', path: '/sys/sms', why: 'SMS code for login, registration and password reset' },
  { method: 'POST', path: '/sys/phoneLogin', why: 'SMS login' },
  { method: 'POST', path: '/sys/user/register', why: 'self-registration (SELF_REGISTRATION)' },
  {
    method: 'GET',
    path: '/sys/user/checkOnlyUser',
    why: 'registration form: username/phone taken? (rate limited)',
  },
  {
    method: 'POST',
    path: '/sys/user/phoneVerification',
    why: 'forgotten password step 2: SMS code → ticket',
  },
  {
    method: 'POST',
    path: '/sys/user/passwordChange',
    why: 'forgotten password step 3: ticket → new password',
  },
  {
    method: 'GET',
    path: '/sys/common/static/*',
    why: 'uploaded files for <img> tags (no token header): 128-bit random names, allowlisted types, nosniff, non-images as attachments',
  },
  {
    method: 'GET',
    path: '/websocket/:userId',
    // The browser cannot set X-Access-Token on a WebSocket: the token is the sub-protocol.
    why: 'notification socket: authenticates itself on the handshake (token as Sec-WebSocket-Protocol, same session check, path userId = token user), 401 before any upgrade',
  },
  {
    method: 'GET',
    path: '/vxeSocket/:userId/:pageId',
    // The same handshake as /websocket, plus the record: the owning module's authorize() (permission
    // and data rules) refuses a record the user may not read, before any upgrade and on every sweep.
    why: 'live grid socket: token as Sec-WebSocket-Protocol (same session check, path userId = token user), 403 for a page, grid or record the user may not read, before any upgrade',
  },
  {
    method: 'GET',
    path: '/sys/annountCement/show/:id',
    // JeecgBoot's client loads this page in an iframe, which cannot send X-Access-Token.
    why: 'announcement detail page in an iframe: authenticates itself with ?token= (this route alone; same session check), only announcements the user may read, sanitised HTML under a no-script CSP, no-referrer',
  },
  {
    method: 'GET',
    path: '/sys/thirdLogin/oauth2/config',
    why: 'in-app sign-in page: WeCom corpId/agentId and DingTalk corpId/clientId (never a secret)',
  },
  {
    method: 'POST',
    path: '/sys/thirdLogin/oauth2/wechat_enterprise/authorize',
    why: 'WeCom sign-in start: authorize URL with a signed single-use state, same-origin redirect only (rate limited)',
  },
  {
    method: 'POST',
    path: '/sys/thirdLogin/oauth2/wechat_enterprise/exchange',
    why: 'WeCom code + state → session of the bound user (rate limited)',
  },
  {
    method: 'POST',
    path: '/sys/thirdLogin/oauth2/dingtalk/exchange',
    why: 'DingTalk requestAuthCode code → session of the bound user (rate limited)',
  },
  {
    method: 'GET',
    path: '/sys/cas/client/validateLogin',
    why: 'CAS ticket sign-in: ticket validated at CAS_SERVER_URL, service must be our own origin (rate limited)',
  },
  {
    method: 'GET',
    path: '/sys/thirdLogin/options',
    why: 'login page: which CAS / third-party buttons to show (no secrets)',
  },
  {
    method: 'GET',
    path: '/sys/thirdLogin/render/:source',
    why: 'third-party sign-in start: 302 to the provider with a signed single-use state (rate limited)',
  },
  {
    method: 'GET',
    path: '/sys/thirdLogin/:source/callback',
    why: 'provider callback: consumes the state, answers a page handing over a 60 s one-time code (rate limited)',
  },
  {
    method: 'GET',
    path: '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    why: 'one-time code → session, single use (rate limited)',
  },
];
