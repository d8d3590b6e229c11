import { EMAIL_PATTERN } from '../../../src/shared/domain/validation/rules';
import { THIRD_APP_MESSAGES } from '../../../src/shared/domain/resources/third-app';
import type { AppDeps } from '../../fastify-types';
import { BizError } from '../../plugins/envelope';
import { dingtalkCall, wecomCall, type AppConfig } from '../in-app-login/providers/provider-client';

/**
 * The provider's organisation read into one shape, before anything is written: a provider error
 * (BizError from provider-client) therefore leaves the database untouched.
 */
export interface DirectoryDepart {
  id: string;
  name: string;
  /** null: a top-level department here (WeCom's root, DingTalk's first level). */
  parentId: string | null;
  order: number;
}

export interface DirectoryUser {
  userid: string;
  name: string;
  mobile: string | null;
  email: string | null;
  deptIds: string[];
}

export interface Directory {
  departs: DirectoryDepart[];
  users: DirectoryUser[];
}

// Bounds keep a hostile or broken provider from making one request run forever.
export const MAX_DEPARTS = 5000;
export const MAX_USERS = 20000;
const DINGTALK_ROOT = '1';
const DINGTALK_PAGE = 100;

const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const idText = (v: unknown): string =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : text(v, 64);

// Mainland mobiles as the providers send them; anything else is not used for matching or storing.
const MOBILE = /^1\d{10}$/;
const mobileOf = (v: unknown) => {
  const m = text(v, 45).replace(/^\+86-?/, '');
  return MOBILE.test(m) ? m : null;
};
const emailOf = (v: unknown) => {
  const e = text(v, 100);
  return e !== '' && EMAIL_PATTERN.test(e) ? e : null;
};

/** Merges a user seen in several departments into one entry. */
class UserCollector {
  private readonly byId = new Map<string, DirectoryUser>();

  add(raw: Record<string, unknown>, deptIds: unknown): void {
    const userid = text(raw.userid, 200);
    if (userid === '') return;
    const depts = Array.isArray(deptIds) ? deptIds.map(idText).filter((d) => d !== '') : [];
    const seen = this.byId.get(userid);
    if (seen) {
      for (const d of depts) if (!seen.deptIds.includes(d)) seen.deptIds.push(d);
      return;
    }
    if (this.byId.size >= MAX_USERS) throw new BizError(THIRD_APP_MESSAGES.tooManyUsers);
    this.byId.set(userid, {
      userid,
      name: text(raw.name, 100) || userid.slice(0, 100),
      mobile: mobileOf(raw.mobile),
      email: emailOf(raw.email),
      deptIds: depts,
    });
  }

  list(): DirectoryUser[] {
    return [...this.byId.values()];
  }
}

interface WecomDepartList {
  department?: Array<{ id?: unknown; name?: unknown; parentid?: unknown; order?: unknown }>;
}
interface WecomUserList {
  userlist?: Array<Record<string, unknown> & { department?: unknown }>;
}

/** WeCom: the whole department list, then the members of each department. */
async function wecomDirectory(deps: AppDeps, cfg: AppConfig): Promise<Directory> {
  const list = await wecomCall<WecomDepartList>(deps, cfg, '/cgi-bin/department/list');
  const raw = Array.isArray(list.department) ? list.department : [];
  if (raw.length > MAX_DEPARTS) throw new BizError(THIRD_APP_MESSAGES.tooManyDeparts);
  const departs: DirectoryDepart[] = raw
    .map((d, i) => {
      const parent = idText(d.parentid);
      return {
        id: idText(d.id),
        name: text(d.name, 100),
        parentId: parent === '' || parent === '0' ? null : parent,
        order: Number.isInteger(d.order) ? Number(d.order) : i,
      };
    })
    .filter((d) => d.id !== '' && d.name !== '');
  const users = new UserCollector();
  for (const d of departs) {
    const members = await wecomCall<WecomUserList>(deps, cfg, '/cgi-bin/user/list', { department_id: d.id });
    for (const u of Array.isArray(members.userlist) ? members.userlist : []) users.add(u, u.department);
  }
  return { departs, users: users.list() };
}

interface DingtalkSubList {
  result?: Array<{ dept_id?: unknown; name?: unknown; parent_id?: unknown }>;
}
interface DingtalkUserPage {
  result?: {
    has_more?: unknown;
    next_cursor?: unknown;
    list?: Array<Record<string, unknown> & { dept_id_list?: unknown }>;
  };
}

/**
 * DingTalk: the tree below the root (dept_id 1, the company itself, which is not imported as a
 * department), then each department's members page by page.
 */
async function dingtalkDirectory(deps: AppDeps, cfg: AppConfig): Promise<Directory> {
  const departs: DirectoryDepart[] = [];
  const queue = [DINGTALK_ROOT];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const parent = queue.shift() as string;
    const sub = await dingtalkCall<DingtalkSubList>(deps, cfg, '/topapi/v2/department/listsub', {
      dept_id: Number(parent),
    });
    (Array.isArray(sub.result) ? sub.result : []).forEach((d, i) => {
      const id = idText(d.dept_id);
      const name = text(d.name, 100);
      if (id === '' || name === '' || seen.has(id)) return;
      if (departs.length >= MAX_DEPARTS) throw new BizError(THIRD_APP_MESSAGES.tooManyDeparts);
      seen.add(id);
      departs.push({ id, name, parentId: parent === DINGTALK_ROOT ? null : parent, order: i });
      queue.push(id);
    });
  }
  const users = new UserCollector();
  for (const dept of [DINGTALK_ROOT, ...departs.map((d) => d.id)]) {
    let cursor = 0;
    for (let page = 0; page < MAX_USERS / DINGTALK_PAGE; page++) {
      const reply = await dingtalkCall<DingtalkUserPage>(deps, cfg, '/topapi/v2/user/list', {
        dept_id: Number(dept),
        cursor,
        size: DINGTALK_PAGE,
      });
      for (const u of reply.result?.list ?? []) users.add(u, u.dept_id_list);
      const next = Number(reply.result?.next_cursor);
      if (reply.result?.has_more !== true || !Number.isFinite(next) || next <= cursor) break;
      cursor = next;
    }
  }
  return { departs, users: users.list() };
}

export function readDirectory(deps: AppDeps, cfg: AppConfig): Promise<Directory> {
  return cfg.thirdType === 'wechat_enterprise' ? wecomDirectory(deps, cfg) : dingtalkDirectory(deps, cfg);
}
