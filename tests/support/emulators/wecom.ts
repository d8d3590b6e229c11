import { startEmulator, type EmulatorRequest, type RunningEmulator } from '../emulator-server';
import { TokenBook } from './token-book';

/**
 * A WeCom (企业微信) emulator: corp token, OAuth2 code → UserId, the directory (departments and
 * users) and the OAuth2 authorize page, with the provider's error codes. Server tests and browser
 * tests share it; WECOM_API_BASE = url, WECOM_OAUTH_URL = url + '/connect/oauth2/authorize'.
 */
export interface WecomUser {
  userid: string;
  name: string;
  department: number[];
  mobile?: string;
  email?: string;
}

export interface WecomDepartment {
  id: number;
  name: string;
  parentid: number;
  order: number;
}

export interface WecomEmulatorOptions {
  corpId?: string;
  secret?: string;
  users?: WecomUser[];
  departments?: WecomDepartment[];
}

export interface WecomEmulator extends RunningEmulator {
  corpId: string;
  secret: string;
  /** Members by UserId; tests may add or remove users at any time. */
  users: Map<string, WecomUser>;
  departments: WecomDepartment[];
  /** The authorize page's signed-in WeCom user (null: the page refuses). */
  currentUser: string | null;
  oauthUrl: string;
  /** A one-time code for a UserId (unknown ids answer 46004 when exchanged). */
  issueCode(userid: string): string;
  /** A one-time code of a non-member (the user-info answer has an openid and no userid). */
  issueExternalCode(openid: string): string;
  /** Every token handed out so far answers 42001 from now on. */
  expireTokens(): void;
  /** gettoken calls that returned a token. */
  tokenCount(): number;
  callsTo(path: string): EmulatorRequest[];
}

type CodeValue = { userid: string } | { openid: string };

export async function startWecomEmulator(options: WecomEmulatorOptions = {}): Promise<WecomEmulator> {
  const corpId = options.corpId ?? 'ww_test_corp';
  const secret = options.secret ?? 'wecom-secret-value';
  const users = new Map((options.users ?? []).map((u) => [u.userid, u]));
  const departments = options.departments ?? [{ id: 1, name: '测试企业', parentid: 0, order: 1 }];
  const book = new TokenBook<CodeValue>();

  // Every API answer but gettoken starts with the token check.
  const withToken = (handler: (req: EmulatorRequest) => object) => (req: EmulatorRequest) => {
    const state = book.check(req.query.get('access_token'));
    if (state === 'expired') return { body: { errcode: 42001, errmsg: 'access_token expired' } };
    if (state === 'invalid') return { body: { errcode: 40014, errmsg: 'invalid access_token' } };
    return { body: handler(req) };
  };

  const running = await startEmulator({
    'GET /cgi-bin/gettoken': (req) => {
      if (req.query.get('corpid') !== emulator.corpId)
        return { body: { errcode: 40013, errmsg: 'invalid corpid' } };
      if (req.query.get('corpsecret') !== emulator.secret)
        return { body: { errcode: 40001, errmsg: 'invalid credential' } };
      return { body: { errcode: 0, errmsg: 'ok', access_token: book.issueToken(), expires_in: 7200 } };
    },
    'GET /cgi-bin/auth/getuserinfo': withToken((req) => {
      const value = book.useCode(req.query.get('code'));
      if (!value) return { errcode: 40029, errmsg: 'invalid code' };
      if ('openid' in value) return { errcode: 0, errmsg: 'ok', openid: value.openid };
      if (!emulator.users.has(value.userid)) return { errcode: 46004, errmsg: 'user no exist' };
      return { errcode: 0, errmsg: 'ok', userid: value.userid };
    }),
    'GET /cgi-bin/department/list': withToken(() => ({
      errcode: 0,
      errmsg: 'ok',
      department: emulator.departments,
    })),
    'GET /cgi-bin/user/list': withToken((req) => {
      const dept = Number(req.query.get('department_id'));
      if (!emulator.departments.some((d) => d.id === dept))
        return { errcode: 60003, errmsg: 'department not found' };
      const userlist = [...emulator.users.values()].filter((u) => u.department.includes(dept));
      return { errcode: 0, errmsg: 'ok', userlist };
    }),
    'GET /connect/oauth2/authorize': (req) => {
      const redirect = req.query.get('redirect_uri');
      if (
        req.query.get('appid') !== emulator.corpId ||
        !redirect ||
        req.query.get('response_type') !== 'code'
      )
        return { status: 400, body: '参数错误' };
      if (!emulator.currentUser) return { status: 403, body: '请在企业微信客户端打开链接' };
      const target = new URL(redirect);
      target.searchParams.set('code', emulator.issueCode(emulator.currentUser));
      target.searchParams.set('state', req.query.get('state') ?? '');
      return { status: 302, headers: { location: target.toString() }, body: '' };
    },
  });

  const emulator: WecomEmulator = {
    ...running,
    corpId,
    secret,
    users,
    departments,
    currentUser: null,
    oauthUrl: `${running.url}/connect/oauth2/authorize`,
    issueCode: (userid) => book.issueCode({ userid }),
    issueExternalCode: (openid) => book.issueCode({ openid }),
    expireTokens: () => book.expireTokens(),
    tokenCount: () => book.issuedTokens,
    callsTo: (path) => running.calls.filter((c) => c.path === path),
  };
  return emulator;
}
