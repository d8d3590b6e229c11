import { create } from 'zustand';
import { ApiError } from '../api/api-error';
import { setSessionLogout } from '../api/http';
import { getHttpUi } from '../api/http-ui';
import * as authApi from '../api/sys/auth-api';
import * as userApi from '../api/sys/user-api';
import { getAppConfig } from '../config/app-config';
import type { LoginParams, LoginResult, MultiDepart, PhoneLoginParams } from '../domain/contract/auth';
import type { DictMap } from '../domain/contract/dict';
import type { PermissionResult } from '../domain/contract/permission';
import { RESULT_CODE } from '../domain/contract/result';
import type { Depart, Tenant, UserInfo } from '../domain/contract/user';
import { buildMenuRoutes, type AppRoute } from '../domain/menu/build-routes';
import type { TemplateContext } from '../domain/menu/url-template';
import { NO_LOGIN_USER } from '../domain/validation/messages';
import { refreshDictionaryCache } from '../dict/dict-cache';
import { runBeforeLogout } from './before-logout';
import {
  SEVEN_DAYS_MS,
  STORAGE_KEYS,
  clearSessionStorage,
  localStore,
  readToken,
  sessionStore,
} from './storage';

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  tenantId: string | null;
  departs: Depart[];
  tenantList: Tenant[];
  multiDepart: MultiDepart;
  permissions: PermissionResult | null;
  routes: AppRoute[];
}

export interface LoginOutcome {
  needsDepart: boolean;
  needsTenant: boolean;
}

interface DepartInfo {
  departs: Depart[];
  multiDepart: MultiDepart;
}

export const EMPTY_MENU_MESSAGE = 'getPermissionList: permissions must be a non-null array !';

function fromStorage(): SessionState {
  const departInfo = localStore.get<DepartInfo>(STORAGE_KEYS.DEPART_INFO);
  const tenant = localStore.get<string | number>(STORAGE_KEYS.TENANT_ID);
  return {
    token: readToken(),
    userInfo: localStore.get<UserInfo>(STORAGE_KEYS.USER_INFO),
    tenantId: tenant === null ? null : String(tenant),
    departs: departInfo?.departs ?? [],
    tenantList: localStore.get<Tenant[]>(STORAGE_KEYS.TENANT_LIST) ?? [],
    multiDepart: departInfo?.multiDepart ?? 0,
    permissions: null,
    routes: [],
  };
}

export const useSession = create<SessionState>()(() => fromStorage());

/**
 * Re-read everything from storage (after tests or another tab changed it). `keepMenuOfSameUser`:
 * when the stored user is the one already signed in, the loaded menu stays (re-login in place in
 * a hidden frame, issue 8), so the open page is not replaced by the loading view.
 */
export function reloadSessionFromStorage(options: { keepMenuOfSameUser?: boolean } = {}): void {
  const previous = useSession.getState();
  const next = fromStorage();
  const sameUser =
    options.keepMenuOfSameUser === true &&
    previous.permissions !== null &&
    !!previous.userInfo?.id &&
    previous.userInfo.id === next.userInfo?.id;
  useSession.setState(
    sameUser ? { ...next, permissions: previous.permissions, routes: previous.routes } : next,
    true,
  );
}

/**
 * The login-success path: stores the payload and updates the store. Exported for the in-app
 * sign-in (issue 8), which gets the same payload from its exchange.
 */
export function applyLogin(result: LoginResult, username: string): LoginOutcome {
  const previous = useSession.getState();
  // Re-login in place (issue 8): the same user signing in again keeps the loaded menu, so the
  // navigation guard does not swap the open page (and its unsaved input) for the loading view.
  const sameUser =
    previous.permissions !== null && !!previous.userInfo?.id && previous.userInfo.id === result.userInfo?.id;
  localStore.set(STORAGE_KEYS.ACCESS_TOKEN, result.token, SEVEN_DAYS_MS);
  localStore.set(STORAGE_KEYS.USER_NAME, username, SEVEN_DAYS_MS);
  localStore.set(STORAGE_KEYS.USER_INFO, result.userInfo, SEVEN_DAYS_MS);
  localStore.set(STORAGE_KEYS.DICT_ALL, result.sysAllDictItems ?? {}, SEVEN_DAYS_MS);
  const departs = result.departs ?? [];
  const multiDepart = result.multi_depart ?? 0;
  localStore.set(STORAGE_KEYS.DEPART_INFO, { departs, multiDepart } satisfies DepartInfo, SEVEN_DAYS_MS);
  const tenantList = result.tenantList ?? [];
  localStore.set(STORAGE_KEYS.TENANT_LIST, tenantList, SEVEN_DAYS_MS);
  let tenantId = useSession.getState().tenantId;
  // One tenant needs no choice: use it, as the original tenant picker did.
  if (tenantList.length === 1 && tenantList[0]) {
    tenantId = String(tenantList[0].id);
    localStore.set(STORAGE_KEYS.TENANT_ID, tenantId);
  }
  useSession.setState({
    token: result.token,
    userInfo: result.userInfo,
    departs,
    tenantList,
    multiDepart,
    tenantId,
    permissions: sameUser ? previous.permissions : null,
    routes: sameUser ? previous.routes : [],
  });
  return { needsDepart: multiDepart === 2, needsTenant: tenantList.length > 1 };
}

/** Login resolves only on code 200 (CONTRACT.md §2.4); otherwise rejects with an ApiError (412 = captcha). */
export async function loginWithPassword(p: LoginParams): Promise<LoginOutcome> {
  const res = await authApi.login(p);
  if (Number(res.code) !== RESULT_CODE.OK || !res.result) throw new ApiError(res, '登录失败');
  return applyLogin(res.result, p.username);
}

export async function loginWithPhone(p: PhoneLoginParams): Promise<LoginOutcome> {
  const res = await authApi.phoneLogin(p);
  // The phone-code mismatch quirk answers success:true, code 0 (CONTRACT.md §2.5): code decides.
  if (Number(res.code) !== RESULT_CODE.OK || !res.result) throw new ApiError(res, '登录失败');
  return applyLogin(res.result, res.result.userInfo?.username ?? p.mobile);
}

/** Context for `{{ }}` menu url placeholders. */
export function menuTemplateContext(): TemplateContext {
  const apiBase = getAppConfig().apiBase;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const domianURL = `${origin}${apiBase}`;
  return {
    window: { _CONFIG: { domianURL, staticDomainURL: `${domianURL}/sys/common/static` } },
    apiBase,
    domianURL,
    token: useSession.getState().token ?? '',
  };
}

let inflight: Promise<PermissionResult> | null = null;

async function loadPermissions(): Promise<PermissionResult> {
  const res = await userApi.getUserPermissionByToken();
  if (!res.success || !res.result) throw new ApiError(res, '请求用户信息失败');
  const result = res.result;
  if (!Array.isArray(result.menu) || result.menu.length === 0) throw new Error(EMPTY_MENU_MESSAGE);
  const routes = buildMenuRoutes(result.menu, menuTemplateContext());
  const permissions: PermissionResult = {
    menu: result.menu,
    auth: result.auth ?? [],
    allAuth: result.allAuth ?? [],
    sysSafeMode: result.sysSafeMode === true,
  };
  sessionStore.set(STORAGE_KEYS.USER_AUTH, permissions.auth);
  sessionStore.set(STORAGE_KEYS.SYS_BUTTON_AUTH, permissions.allAuth);
  useSession.setState({ permissions, routes });
  return permissions;
}

/**
 * Fetch the permission list and build the routes. Concurrent callers share one request.
 * Rejects on an empty menu (EMPTY_MENU_MESSAGE), a failed answer, or MenuVersionError; the
 * navigation guard then logs out and sends the user to login with the redirect.
 */
export function fetchPermissions(): Promise<PermissionResult> {
  if (!inflight) {
    inflight = loadPermissions().finally(() => {
      inflight = null;
    });
  }
  return inflight;
}

function storeUserInfo(userInfo: UserInfo): void {
  localStore.set(STORAGE_KEYS.USER_INFO, userInfo, SEVEN_DAYS_MS);
  useSession.setState({ userInfo });
}

export function setUserInfo(u: UserInfo): void {
  storeUserInfo(u);
}

/** `PUT /sys/selectDepart`; the returned user info is stored for 7 days (spec 000 §4). */
export async function selectDepart(orgCode: string): Promise<UserInfo> {
  const username = useSession.getState().userInfo?.username;
  const res = await userApi.selectDepart({ orgCode, ...(username ? { username } : {}) });
  if (!res.success || !res.result?.userInfo) throw new ApiError(res, '切换部门失败');
  storeUserInfo(res.result.userInfo);
  return res.result.userInfo;
}

/** The chosen tenant is kept client-side and sent as the tenant header. */
export function selectTenant(id: string | number): void {
  const tenantId = String(id);
  localStore.set(STORAGE_KEYS.TENANT_ID, tenantId);
  useSession.setState({ tenantId });
}

function clearLocalSession(): void {
  clearSessionStorage();
  inflight = null;
  useSession.setState({
    token: null,
    userInfo: null,
    tenantId: null,
    departs: [],
    tenantList: [],
    multiDepart: 0,
    permissions: null,
    routes: [],
  });
}

/**
 * Logout (spec 000 §4): clears token, permission lists, user info, username, dictionary items,
 * keep-alive list and tenant id first, then tells the server; success or failure both finish (the
 * promise never rejects). On a failed answer the server message is shown unless `silent`.
 * The caller reloads the page.
 */
export async function logout(options: { silent?: boolean } = {}): Promise<void> {
  // Offline drafts are keyed by user and survive logout; write the waiting ones before the reload.
  void runBeforeLogout();
  const token = useSession.getState().token ?? readToken();
  clearLocalSession();
  if (!token) return;
  try {
    const res = await authApi.logout(token);
    if (!res.success && !options.silent && res.message) getHttpUi().error(res.message);
  } catch {
    // Transport failures were already shown by the interceptor; logout is complete locally.
  }
}

/** The header's 清理缓存: refresh the server dictionary cache and the local copy. */
export function clearLocalCache(): Promise<boolean> {
  return refreshDictionaryCache();
}

export class NoLoginUserError extends Error {
  constructor() {
    super(NO_LOGIN_USER);
    this.name = 'NoLoginUserError';
  }
}

/**
 * Change the signed-in user's own password (`PUT /sys/user/updatePassword`). Resolves with the
 * server message; rejects with 当前系统无登录用户! when nobody is signed in, or an ApiError.
 */
export async function changeOwnPassword(p: {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}): Promise<string> {
  const username = useSession.getState().userInfo?.username;
  if (!username) throw new NoLoginUserError();
  const res = await userApi.updatePassword({ username, ...p });
  if (!res.success) throw new ApiError(res);
  // The change ends every session, this one too; our server hands back a fresh token to carry on.
  const fresh = (res.result as { token?: unknown } | null)?.token;
  if (typeof fresh === 'string' && fresh !== '') {
    localStore.set(STORAGE_KEYS.ACCESS_TOKEN, fresh, SEVEN_DAYS_MS);
    useSession.setState({ token: fresh });
  }
  return res.message;
}

/** The login cache of dictionaries (`sysAllDictItems`). */
export function loginDictCache(): DictMap {
  return localStore.get<DictMap>(STORAGE_KEYS.DICT_ALL) ?? {};
}

// The interceptor ends sessions through the store's logout (registered here to avoid an import cycle).
setSessionLogout(() => logout({ silent: true }));
