import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { checkOnlyUser } from '../api/sys/auth-api';
import {
  USER_IDENTITY,
  USER_STATUS,
  changeUserPassword,
  frozenBatch,
  purgeUsers,
  queryUserById,
  restoreUsers,
  userRelationsQueryOptions,
  type SysUserRecord,
  type UserFormBody,
} from '../api/sys/user-admin-api';
import type { Result } from '../domain/contract/result';
import { PERM } from '../domain/permission/codes';
import { SYS_USER_MESSAGES, sysUserSchema } from '../domain/resources/sys-user';
import { findField } from '../domain/resources/types';
import { isEmptyValue, validateNewPasswordPair } from '../domain/validation/rules';
import { asyncRule, asyncRules, type AsyncRule } from '../forms/to-rule';
import type { ListPageUi } from '../hooks/list-page/types';
import type { FormDialog } from '../hooks/list-page/use-form-dialog';
import { validatedValues, type FormHandle } from '../hooks/list-page/use-resource-form';

/**
 * 用户管理 behaviour both shells share: who may be frozen, the confirmations, the uniqueness checks
 * and the add/edit body. The server checks everything again; this only keeps the buttons honest.
 */

/** The built-in administrator (JeecgBoot's UserList refuses to freeze it). */
export const ADMIN_USERNAME = 'admin';

export const USER_ADMIN_TEXT = {
  adminRefused: '管理员账号不允许此操作,请重新选择！',
  confirmPasswordRequired: '请重新输入登录密码!',
  freezeConfirm: '确定冻结吗?',
  unfreezeConfirm: '确定解冻吗?',
  batchConfirmTitle: '确认操作',
  batchFreezeConfirm: '是否冻结选中账号?',
  batchUnfreezeConfirm: '是否解冻选中账号?',
  restoreConfirm: { title: '确认还原', content: '是否还原选中的用户?' },
  purgeConfirm: { title: '确认彻底删除', content: '彻底删除后将无法恢复，是否继续?' },
  purgeOneConfirm: '确定彻底删除吗? 删除后无法恢复',
} as const;

/** The user list's button codes, both shells: full codes (there is no separate batch-delete code). */
export const USER_LIST_CODES = {
  add: PERM.user.add,
  edit: PERM.user.edit,
  delete: PERM.user.delete,
  deleteBatch: PERM.user.delete,
};

/** The user list's search fields (JeecgBoot's: 账号, 姓名, 性别, 手机号, 状态), both shells. */
export const USER_SEARCH_KEYS: readonly string[] = ['username', 'realname', 'sex', 'phone', 'status'];

export function isAdminUser(user: Pick<SysUserRecord, 'username'> | null | undefined): boolean {
  return user?.username === ADMIN_USERNAME;
}

export function isFrozen(user: Pick<SysUserRecord, 'status'>): boolean {
  return String(user.status) === USER_STATUS.frozen;
}

/**
 * Uniqueness through `GET /sys/user/checkOnlyUser` (username or phone): the message when taken,
 * undefined when free, unchanged (`original`), empty, or when the check itself failed (the server
 * refuses duplicates on save anyway).
 */
export async function uniqueUserValue(
  field: 'username' | 'phone',
  value: unknown,
  original?: string | null,
): Promise<string | undefined> {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || text === (original ?? '')) return undefined;
  try {
    const res = await checkOnlyUser({ [field]: text });
    if (res.success) return undefined;
    return field === 'username' ? SYS_USER_MESSAGES.usernameTaken : SYS_USER_MESSAGES.phoneTaken;
  } catch {
    return undefined;
  }
}

/** A user field's schema validators as one form rule (first failure wins); none → no rule. */
export function userFieldRules(key: string): AsyncRule[] {
  const rules = findField(sysUserSchema, key)?.rules ?? [];
  return rules.length > 0 ? [asyncRules(...rules)] : [];
}

/** The uniqueness check as a form rule, run on blur only (one request per finished value). */
export function uniqueUserRule(
  field: 'username' | 'phone',
  original?: string | null,
): AsyncRule & { validateTrigger: string } {
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, value) => {
      const message = await uniqueUserValue(field, value, original);
      if (message) throw new Error(message);
    },
  };
}

/** 确认密码: required (请重新输入登录密码!), then equal to the password `getPassword` reads. */
export function confirmPasswordRule(getPassword: () => unknown): AsyncRule {
  return asyncRule((value) =>
    isEmptyValue(value)
      ? USER_ADMIN_TEXT.confirmPasswordRequired
      : validateNewPasswordPair(getPassword(), value),
  );
}

/** The user form as the shells hold it: multi selects as arrays, everything else as wire values. */
export interface UserFormValues {
  username?: string;
  password?: string;
  confirmpassword?: string;
  realname?: string;
  workNo?: string;
  post?: string[];
  selectedroles?: string[];
  selecteddeparts?: string[];
  avatar?: string;
  birthday?: string;
  sex?: string | number;
  email?: string;
  phone?: string;
  telephone?: string;
  userIdentity?: number;
  departIds?: string[];
  wecomUserId?: string;
  dingtalkUserId?: string;
}

const text = (v: string | undefined): string | undefined => (v === undefined ? undefined : v.trim());
const list = (v: string[] | undefined): string => (v ?? []).join(',');

/**
 * The add/edit body (CONTRACT §10.2): comma lists for positions, roles and departments; the
 * account and the password only when adding (the server never changes them on edit); the
 * departments in charge only for a 上级, and only among the user's own departments.
 */
export function toUserFormBody(values: UserFormValues, mode: 'add' | 'edit', id?: string): UserFormBody {
  const departs = values.selecteddeparts ?? [];
  const superior = Number(values.userIdentity) === USER_IDENTITY.superior;
  const body: UserFormBody = {
    realname: text(values.realname) ?? '',
    workNo: text(values.workNo),
    post: list(values.post),
    avatar: values.avatar,
    birthday: values.birthday,
    sex: values.sex,
    email: text(values.email),
    phone: text(values.phone),
    telephone: text(values.telephone),
    userIdentity: superior ? USER_IDENTITY.superior : USER_IDENTITY.ordinary,
    departIds: superior ? list((values.departIds ?? []).filter((d) => departs.includes(d))) : '',
    selectedroles: list(values.selectedroles),
    selecteddeparts: list(departs),
    // Sent even when empty: an emptied field clears the binding.
    wecomUserId: text(values.wecomUserId) ?? '',
    dingtalkUserId: text(values.dingtalkUserId) ?? '',
  };
  if (mode === 'add') {
    body.username = text(values.username);
    body.password = values.password;
    body.confirmpassword = values.confirmpassword;
  } else if (id) {
    body.id = id;
  }
  return body;
}

/** The edit form's starting values from a record and its role / department ids. */
export function userFormValuesOf(
  record: SysUserRecord,
  relations: { roleIds: string[]; departIds: string[] },
): UserFormValues {
  const split = (v: string | null | undefined) => (v ? v.split(',').filter(Boolean) : []);
  const str = (v: string | null | undefined) => v ?? undefined;
  return {
    username: record.username,
    realname: record.realname,
    workNo: str(record.workNo),
    post: split(record.post),
    selectedroles: relations.roleIds,
    selecteddeparts: relations.departIds,
    avatar: str(record.avatar),
    birthday: str(record.birthday),
    // Dictionary options are strings; the wire sends the numeric column.
    sex: record.sex === null || record.sex === undefined ? undefined : String(record.sex),
    email: str(record.email),
    phone: str(record.phone),
    telephone: str(record.telephone),
    userIdentity:
      Number(record.userIdentity) === USER_IDENTITY.superior
        ? USER_IDENTITY.superior
        : USER_IDENTITY.ordinary,
    departIds: split(record.departIds),
    wecomUserId: str(record.wecomUserId),
    dingtalkUserId: str(record.dingtalkUserId),
  };
}

type Ui = Pick<ListPageUi, 'warning' | 'success'>;

/** Runs a write, shows the server's answer; true on success. Transport errors were shown already. */
export async function runUserWrite(ui: Ui, call: () => Promise<Result<unknown>>): Promise<boolean> {
  try {
    const res = await call();
    if (!res.success) {
      ui.warning(res.message);
      return false;
    }
    ui.success(res.message);
    return true;
  } catch {
    return false;
  }
}

/**
 * 冻结 / 解冻 of the given users (already confirmed by the caller). The administrator is refused
 * before any request, as JeecgBoot's list does.
 */
export function setUsersFrozen(ui: Ui, users: readonly SysUserRecord[], frozen: boolean): Promise<boolean> {
  if (users.length === 0) return Promise.resolve(false);
  if (users.some(isAdminUser)) {
    ui.warning(USER_ADMIN_TEXT.adminRefused);
    return Promise.resolve(false);
  }
  const status = frozen ? USER_STATUS.frozen : USER_STATUS.normal;
  return runUserWrite(ui, () =>
    frozenBatch(
      users.map((u) => u.id),
      status,
    ),
  );
}

export function resetUserPassword(
  ui: Ui,
  p: { username: string; password: string; confirmpassword: string },
): Promise<boolean> {
  return runUserWrite(ui, () => changeUserPassword(p));
}

export function restoreDeletedUsers(ui: Ui, ids: readonly string[]): Promise<boolean> {
  return runUserWrite(ui, () => restoreUsers(ids));
}

export function purgeDeletedUsers(ui: Ui, ids: readonly string[]): Promise<boolean> {
  return runUserWrite(ui, () => purgeUsers(ids));
}

const NO_RELATIONS = { roleIds: [], departIds: [] };

/**
 * The user form's state and save, shared by the desktop modal and the phone screen. Call it in a
 * body that mounts with each opening: the record and its roles/departments load once (the row may
 * lack columns the list did not ask for). Every loaded value goes into the form store, shown or
 * not, so an edit keeps the fields a shell does not show.
 */
export function useUserForm(
  form: FormHandle<UserFormValues>,
  dialog: FormDialog<SysUserRecord>,
  /** Takes a server refusal (e.g. shows it under its field); true means handled, no toast. */
  onRefused?: (message: string) => boolean,
) {
  const client = useQueryClient();
  const { mode, record } = dialog;
  const adding = mode === 'add';
  const [loading, setLoading] = useState(!adding && record !== null);
  const [original, setOriginal] = useState<SysUserRecord | null>(record);

  useEffect(() => {
    if (adding || !record) return;
    let alive = true;
    Promise.all([
      queryUserById(record.id).catch(() => null),
      client.fetchQuery(userRelationsQueryOptions(record.id)).catch(() => NO_RELATIONS),
    ])
      .then(([res, relations]) => {
        if (!alive) return;
        const full = res?.success && res.result ? { ...record, ...res.result } : record;
        setOriginal(full);
        form.setFieldsValue(userFormValuesOf(full, relations));
      })
      .finally(() => {
        if (alive) setLoading(false);
      });
    return () => {
      alive = false;
    };
    // Once per opening: the caller's body mounts with the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async () => {
    if ((await validatedValues(form)) === undefined) return;
    const values = form.getFieldsValue(true) as UserFormValues;
    const body = toUserFormBody(values, adding ? 'add' : 'edit', original?.id);
    await dialog.submit(body as unknown as Record<string, unknown>, onRefused);
  };

  return {
    adding,
    detail: mode === 'detail',
    loading,
    /** The record as loaded (its phone is the uniqueness check's unchanged value). */
    original,
    /** The edit form's values from the row until the record has loaded; undefined when adding. */
    recordValues: !adding && record ? userFormValuesOf(record, NO_RELATIONS) : undefined,
    save,
  };
}

/** 重置密码's form values. */
export interface PasswordValues {
  password: string;
  confirmpassword: string;
}

/** 重置密码's save for both shells: validates, resets, closes on success. */
export function usePasswordReset(
  form: Pick<FormHandle, 'validateFields'>,
  user: Pick<SysUserRecord, 'username'>,
  ui: Ui,
  onClose: () => void,
) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await validatedValues<PasswordValues>(form);
    if (!values) return;
    setSaving(true);
    try {
      if (await resetUserPassword(ui, { username: user.username, ...values })) onClose();
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
