import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { validateRequired } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: '请输入标题!',
  contentRequired: '请输入内容!',
  priorityInvalid: '优先级只能是 低、中、高',
  categoryInvalid: '消息类型只能是 通知公告 或 系统消息',
  msgTypeInvalid: '通告对象类型只能是 指定用户 或 全体用户',
  userIdsRequired: '指定用户时请选择用户!',
  openTypeInvalid: '打开方式只能是 url 或 component',
  openPageInvalid: '打开页面必须是站内路径或 http(s) 地址',
  timeOrder: '结束时间不能早于开始时间',
  notFound: '未找到对应实体',
  userUnknown: '指定用户不存在或不属于当前租户',
  added: '添加成功！',
  edited: '修改成功!',
  deleted: '删除成功!',
  released: '该系统通知发布成功',
  revoked: '该系统通知撤销成功',
  readAll: '全部已读',
} as const;

/** 我的通告 (the bell's 查看更多 target, spec §2.4); not a 系统管理 page, so not in ADMIN_PATHS. */
export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

/** Wire values (CONTRACT §6.1); dictionaries priority / msg_category / msg_type / send_status. */
export const ANNOUNCEMENT_PRIORITIES = ['L', 'M', 'H'] as const;
export const MSG_CATEGORY = { notice: '1', system: '2' } as const;
export const MSG_TYPE = { user: 'USER', all: 'ALL' } as const;
export const SEND_STATUS = { draft: '0', published: '1', revoked: '2' } as const;
export const READ_FLAG = { unread: '0', read: '1' } as const;
export const OPEN_TYPES = ['url', 'component'] as const;

/** Bell tags by priority (spec §2.4): text and antd colour. */
export const PRIORITY_TAGS: Record<
  (typeof ANNOUNCEMENT_PRIORITIES)[number],
  { text: string; color: string }
> = {
  L: { text: '一般消息', color: 'blue' },
  M: { text: '重要消息', color: 'orange' },
  H: { text: '紧急消息', color: 'red' },
};

/**
 * An openType=url target: a same-origin path ("/x", never "//host") or an absolute http(s) URL.
 * Anything else (javascript:, data:, vbscript:, protocol-relative) is refused, so a stored
 * announcement can never navigate the reader to script.
 */
export function isSafeOpenPage(value: string): boolean {
  const v = value.trim();
  // Whitespace, control characters and backslashes are how browsers get tricked into other schemes.
  if (v === '' || v !== value || /[\s\\]/.test(v) || [...v].some((c) => c.charCodeAt(0) < 0x20)) return false;
  if (v.startsWith('/')) return !v.startsWith('//');
  return /^https?:\/\/[^/?#\s]+/i.test(v);
}

const validateOpenPage = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && !isSafeOpenPage(value) && !/^[\w-]+(\/[\w-]+)*$/.test(value)
    ? ANNOUNCEMENT_MESSAGES.openPageInvalid
    : undefined;

/**
 * 系统通告 (`sys_announcement`, CONTRACT §6.1; API `/sys/annountCement`, the contract's spelling;
 * `titile` is the wire's spelling too). `msgContent` is HTML: the server sanitises it on every write.
 * `userIds` is the JeecgBoot comma list with a trailing comma ("id1,id2,"), meaningful for msgType USER.
 * openPage: for openType url a same-origin path or http(s) URL ({@link isSafeOpenPage}); for
 * component a view key such as "modules/bpm/TaskDetail".
 */
export const announcementSchema: ResourceSchema = {
  name: 'sysAnnouncement',
  title: '系统通告',
  apiBase: '/sys/annountCement',
  permissionPrefix: PERMISSION_PREFIX.announcement,
  table: 'sys_announcement',
  menuPath: ADMIN_PATHS.announcement,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'titile',
      title: '标题',
      kind: 'text',
      rules: [validateRequired(ANNOUNCEMENT_MESSAGES.titleRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'msgCategory',
      title: '消息类型',
      kind: 'dict',
      dictCode: 'msg_category',
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
    },
    { key: 'sender', title: '发布人', kind: 'text', list: true, search: 'like', sort: true, card: true },
    {
      key: 'priority',
      title: '优先级',
      kind: 'dict',
      dictCode: 'priority',
      list: true,
      search: 'eq',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'msgType',
      title: '通告对象类型',
      kind: 'dict',
      dictCode: 'msg_type',
      list: true,
      search: 'eq',
      sort: true,
      form: true,
    },
    { key: 'userIds', title: '指定用户', kind: 'user', rules: [maxChars(33000)], form: true },
    {
      key: 'sendStatus',
      title: '发布状态',
      kind: 'dict',
      dictCode: 'send_status',
      list: true,
      search: 'eq',
      sort: true,
      card: true,
    },
    { key: 'startTime', title: '开始时间', kind: 'datetime', list: true, sort: true, form: true },
    { key: 'endTime', title: '结束时间', kind: 'datetime', list: true, sort: true, form: true },
    { key: 'sendTime', title: '发布时间', kind: 'datetime', list: true, sort: true, filter: true },
    { key: 'cancelTime', title: '撤销时间', kind: 'datetime', list: true, sort: true },
    { key: 'msgAbstract', title: '摘要', kind: 'textarea', rules: [maxChars(500)], form: true },
    {
      key: 'msgContent',
      title: '内容',
      kind: 'textarea',
      rules: [validateRequired(ANNOUNCEMENT_MESSAGES.contentRequired), maxChars(200000)],
      form: true,
    },
    { key: 'busType', title: '业务类型', kind: 'text', rules: [maxChars(20)], form: true, filter: true },
    { key: 'busId', title: '业务id', kind: 'text', rules: [maxChars(50)], form: true },
    { key: 'openType', title: '打开方式', kind: 'text', rules: [maxChars(20)], form: true },
    {
      key: 'openPage',
      title: '打开页面',
      kind: 'text',
      rules: [maxChars(255), validateOpenPage],
      form: true,
    },
    { key: 'createBy', title: '创建人', kind: 'text', list: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true, search: 'range' },
  ],
};
