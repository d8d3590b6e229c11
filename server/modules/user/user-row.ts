import type { Depart, UserInfo } from '../../../src/shared/domain/contract/user';
import { formatDate, formatDateTime } from '../../lib/time';
import type { Row } from '../../db/db';

/** A sys_user row as selected with `SELECT *`. password and salt never leave the server. */
export interface UserRow extends Row {
  id: string;
  username: string;
  realname: string | null;
  password: string;
  salt: string;
  avatar: string | null;
  birthday: Date | string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  org_code: string | null;
  status: number;
  del_flag: number;
  work_no: string | null;
  post: string | null;
  telephone: string | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
  activiti_sync: number | null;
  user_identity: number | null;
  depart_ids: string | null;
  rel_tenant_ids: string | null;
  client_id: string | null;
}

export interface DepartRow extends Row {
  id: string;
  parent_id: string | null;
  depart_name: string;
  depart_name_en: string | null;
  depart_name_abbr: string | null;
  depart_order: number | null;
  description: string | null;
  org_category: string | null;
  org_type: string | null;
  org_code: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  status: string | null;
  del_flag: string;
  create_by: string | null;
  create_time: Date | string | null;
  update_by: string | null;
  update_time: Date | string | null;
}

/** SysUser as the client sees it (CONTRACT §10.1), plus nickname = realname for the header greeting. */
export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    username: row.username,
    realname: row.realname ?? row.username,
    nickname: row.realname ?? row.username,
    avatar: row.avatar,
    birthday: formatDate(row.birthday),
    sex: row.sex,
    email: row.email,
    phone: row.phone,
    orgCode: row.org_code,
    orgCodeTxt: null,
    status: row.status,
    delFlag: row.del_flag,
    workNo: row.work_no,
    post: row.post,
    telephone: row.telephone,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
    activitiSync: row.activiti_sync,
    userIdentity: row.user_identity,
    departIds: row.depart_ids,
    relTenantIds: row.rel_tenant_ids,
    clientId: row.client_id,
    homePath: null,
  };
}

/** SysDepart's common fields; the department admin adds its own (depart-json.ts). */
export function toDepart(row: DepartRow) {
  return {
    id: row.id,
    parentId: row.parent_id ?? '',
    departName: row.depart_name,
    departNameEn: row.depart_name_en,
    departNameAbbr: row.depart_name_abbr,
    departOrder: row.depart_order,
    description: row.description,
    orgCategory: row.org_category,
    orgType: row.org_type,
    orgCode: row.org_code,
    mobile: row.mobile,
    fax: row.fax,
    address: row.address,
    memo: row.memo,
    status: row.status,
    delFlag: row.del_flag,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
  } satisfies Depart;
}

/** rel_tenant_ids as integers; malformed entries are ignored rather than trusted. */
export function tenantIdsOf(row: Pick<UserRow, 'rel_tenant_ids'>): number[] {
  return (row.rel_tenant_ids ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number);
}
