import { expect } from 'vitest';
import { ADMIN_PASSWORD } from './server';

/**
 * The administrator's side of the in-app browser tests, through the same API the pages call:
 * app configuration, bound users, and ending a user's sessions (force logout).
 */
export interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
}

/** The seeded tenant (server/db/seed/ids.ts) and role 管理员, which holds every menu and button. */
export const SEED_TENANT = 1000;
const ADMIN_ROLE_ID = '1800000000000000201';
/** The password of the users createUser makes (for a manual sign-in). */
export const CONSOLE_PASSWORD = 'Bound#User2026';

export interface UserRow {
  username: string;
  realname: string;
  phone: string;
  wecomUserId: string | null;
  dingtalkUserId: string | null;
}

export class AdminApi {
  private token = '';

  constructor(private readonly apiBase: string) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
    if (!this.token) this.token = await this.login();
    const res = await fetch(`${this.apiBase}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Access-Token': this.token,
        'X-Tenant-Id': String(SEED_TENANT),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as Envelope<T>;
  }

  private async login(): Promise<string> {
    const res = await fetch(`${this.apiBase}/sys/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const body = (await res.json()) as Envelope<{ token: string }>;
    expect(body.success, body.message).toBe(true);
    return body.result.token;
  }

  /** A console user with role 管理员, bound through the user form's WeCom / DingTalk id fields when given. */
  async createUser(u: {
    username: string;
    realname: string;
    phone: string;
    wecomUserId?: string;
    dingtalkUserId?: string;
  }): Promise<void> {
    const password = CONSOLE_PASSWORD;
    const added = await this.call<unknown>('POST', '/sys/user/add', {
      ...u,
      password,
      confirmpassword: password,
      selectedroles: ADMIN_ROLE_ID,
      selecteddeparts: '1800000000000000102',
    });
    expect(added.success, added.message).toBe(true);
  }

  /** Live sessions of a user (the online-user list). */
  async sessionsOf(username: string): Promise<Array<{ id: string; userAgent: string | null }>> {
    const list = await this.call<{
      records: Array<{ id: string; username: string; userAgent: string | null }>;
    }>('GET', `/sys/online/list?username=${encodeURIComponent(username)}&pageSize=50`);
    expect(list.success, list.message).toBe(true);
    return list.result.records.filter((r) => r.username === username);
  }

  /** Ends every session of the user at once (强制退出), as an administrator would. */
  async forceLogoutAll(username: string): Promise<number> {
    const sessions = await this.sessionsOf(username);
    for (const s of sessions) {
      const out = await this.call<unknown>('POST', '/sys/online/forceLogout', { sessionId: s.id });
      expect(out.success, out.message).toBe(true);
    }
    return sessions.length;
  }

  /** The user row as the 用户管理 list finds it (null: no such user). */
  async findUser(username: string): Promise<UserRow | null> {
    const list = await this.call<{ records: UserRow[] }>(
      'GET',
      `/sys/user/list?username=${encodeURIComponent(username)}`,
    );
    expect(list.success, list.message).toBe(true);
    return list.result.records.find((r) => r.username === username) ?? null;
  }
}
