import { startEmulator, type EmulatorRequest, type RunningEmulator } from '../emulator-server';
import { TokenBook } from './token-book';

/**
 * A DingTalk (钉钉, enterprise internal H5 micro-app) emulator: app token, requestAuthCode code →
 * userid, and the directory (sub-departments, paged users), with the provider's error codes.
 * DINGTALK_API_BASE = url. Browser tests stub `requestAuthCode` with codes from issueCode.
 */
export interface DingtalkUser {
  userid: string;
  name: string;
  dept_id_list: number[];
  mobile?: string;
  email?: string;
}

export interface DingtalkDepartment {
  dept_id: number;
  name: string;
  parent_id: number;
}

export interface DingtalkEmulatorOptions {
  corpId?: string;
  appKey?: string;
  appSecret?: string;
  users?: DingtalkUser[];
  /** Departments below the root (dept_id 1). */
  departments?: DingtalkDepartment[];
}

export interface DingtalkEmulator extends RunningEmulator {
  corpId: string;
  appKey: string;
  appSecret: string;
  users: Map<string, DingtalkUser>;
  departments: DingtalkDepartment[];
  /** A one-time code for a userid (unknown ids answer 60121 when exchanged). */
  issueCode(userid: string): string;
  expireTokens(): void;
  tokenCount(): number;
  callsTo(path: string): EmulatorRequest[];
}

function bodyOf(req: EmulatorRequest): Record<string, unknown> {
  try {
    const value = req.json();
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function startDingtalkEmulator(
  options: DingtalkEmulatorOptions = {},
): Promise<DingtalkEmulator> {
  const book = new TokenBook<string>();
  const users = new Map((options.users ?? []).map((u) => [u.userid, u]));

  const withToken = (handler: (body: Record<string, unknown>) => object) => (req: EmulatorRequest) => {
    const state = book.check(req.query.get('access_token'));
    if (state === 'expired') return { body: { errcode: 42001, errmsg: '不合法的access_token' } };
    if (state === 'invalid') return { body: { errcode: 40014, errmsg: '不合法的access_token' } };
    return { body: handler(bodyOf(req)) };
  };

  const running = await startEmulator({
    'GET /gettoken': (req) => {
      if (req.query.get('appkey') !== emulator.appKey || req.query.get('appsecret') !== emulator.appSecret)
        return { body: { errcode: 40089, errmsg: '不合法的corpid或corpsecret' } };
      return { body: { errcode: 0, errmsg: 'ok', access_token: book.issueToken(), expires_in: 7200 } };
    },
    'POST /topapi/v2/user/getuserinfo': withToken((body) => {
      const userid = book.useCode(typeof body.code === 'string' ? body.code : null);
      if (!userid) return { errcode: 40078, errmsg: '不存在的临时授权码' };
      const user = emulator.users.get(userid);
      if (!user) return { errcode: 60121, errmsg: '找不到该用户' };
      return { errcode: 0, errmsg: 'ok', result: { userid: user.userid, name: user.name } };
    }),
    'POST /topapi/v2/department/listsub': withToken((body) => {
      const parent = Number(body.dept_id ?? 1);
      return { errcode: 0, errmsg: 'ok', result: emulator.departments.filter((d) => d.parent_id === parent) };
    }),
    'POST /topapi/v2/user/list': withToken((body) => {
      const dept = Number(body.dept_id);
      const cursor = Number(body.cursor ?? 0);
      const size = Math.min(Math.max(Number(body.size ?? 10), 1), 100);
      const all = [...emulator.users.values()].filter((u) => u.dept_id_list.includes(dept));
      const list = all.slice(cursor, cursor + size);
      const hasMore = cursor + size < all.length;
      return {
        errcode: 0,
        errmsg: 'ok',
        result: { has_more: hasMore, ...(hasMore ? { next_cursor: cursor + size } : {}), list },
      };
    }),
  });

  const emulator: DingtalkEmulator = {
    ...running,
    corpId: options.corpId ?? 'ding_test_corp',
    appKey: options.appKey ?? 'dingappkey_test',
    appSecret: options.appSecret ?? 'dingtalk-secret-value',
    users,
    departments: options.departments ?? [],
    issueCode: (userid) => book.issueCode(userid),
    expireTokens: () => book.expireTokens(),
    tokenCount: () => book.issuedTokens,
    callsTo: (path) => running.calls.filter((c) => c.path === path),
  };
  return emulator;
}
