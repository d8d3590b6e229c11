import { expect } from 'vitest';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { call, login } from './helpers';
import { ensureTenant, roleWith, signedInUser } from './identity-fixtures';
import { recordPushes, type RecordingPush } from './recording-push';
import { createTestApp, type TestApp } from './test-app';

/** Shared set-up of the announcement tests (issue 5): an app with a recording push hub and users. */

export interface Annt {
  id: string;
  titile: string;
  msgContent: string | null;
  sendStatus: string;
  msgType: string;
  userIds: string | null;
  priority_dictText?: string;
  msgCategory_dictText?: string;
  msgType_dictText?: string;
  sendStatus_dictText?: string;
}
export interface Bell {
  anntMsgList: Annt[];
  anntMsgTotal: number;
  sysMsgList: Annt[];
  sysMsgTotal: number;
}
export interface SendModel {
  id: string;
  anntId: string;
  titile: string;
  readFlag: string;
}

export interface NotifyWorld {
  t: TestApp;
  push: RecordingPush;
  admin: string;
  reader: { id: string; token: string };
  reader2: { id: string; token: string };
  plain: { id: string; token: string };
  /** Holds every announcement permission, in tenant 2000. */
  t2: { id: string; token: string };
}

export async function notifyWorld(): Promise<NotifyWorld> {
  const t = await createTestApp();
  const push = recordPushes(t);
  const admin = await login(t.app);
  await ensureTenant(t, 2000);
  return {
    t,
    push,
    admin,
    reader: await signedInUser(t, 'ntreader'),
    reader2: await signedInUser(t, 'ntreader2'),
    plain: await signedInUser(t, 'ntplain'),
    t2: await signedInUser(t, 'nt2admin', {
      roleId: await roleWith(t, 'nt2_annt', Object.values(PERM.announcement), 2000),
      tenants: '2000',
    }),
  };
}

export function announcementCalls(t: TestApp) {
  const add = (token: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/sys/annountCement/add', { token, body });
  async function idOf(title: string): Promise<string> {
    const rows = await t.db.query<{ id: string }>('SELECT id FROM sys_announcement WHERE titile = $1', [
      title,
    ]);
    if (!rows[0]) throw new Error(`no announcement ${title}`);
    return rows[0].id;
  }
  async function bell(token: string, pageSize = '5') {
    const res = await call<Bell>(t.app, 'GET', '/sys/annountCement/listByUser', {
      token,
      query: { pageSize },
    });
    expect(res.body).toMatchObject({ success: true, code: 0 });
    return res.body.result;
  }
  const release = (token: string, id: string) =>
    call(t.app, 'GET', '/sys/annountCement/doReleaseData', { token, query: { id } });
  const sendRows = (anntId: string) =>
    t.db.query<{ user_id: string; read_flag: string }>(
      'SELECT user_id, read_flag FROM sys_announcement_send WHERE annt_id = $1 ORDER BY user_id',
      [anntId],
    );
  return { add, idOf, bell, release, sendRows };
}
