import type { Row } from '../../db/db';
import { formatDateTime } from '../../lib/time';
import type { DictMap } from '../../../src/shared/domain/contract/dict';
import { dictText } from '../user/user-json';

/** A sys_announcement row as the database returns it. */
export interface AnnouncementRow extends Row {
  id: string;
  titile: string;
  msg_content: string | null;
  start_time: Date | null;
  end_time: Date | null;
  sender: string | null;
  priority: string | null;
  msg_category: string;
  msg_type: string | null;
  send_status: string;
  send_time: Date | null;
  cancel_time: Date | null;
  del_flag: string;
  bus_type: string | null;
  bus_id: string | null;
  open_type: string | null;
  open_page: string | null;
  user_ids: string | null;
  msg_abstract: string | null;
  dt_task_id: string | null;
  tenant_id: number | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

/** JeecgBoot SysAnnouncement JSON (CONTRACT §6.1), with the three non-column properties. */
export interface AnnouncementJson {
  id: string;
  titile: string;
  msgContent: string | null;
  startTime: string | null;
  endTime: string | null;
  sender: string | null;
  priority: string | null;
  msgCategory: string;
  msgType: string | null;
  sendStatus: string;
  sendTime: string | null;
  cancelTime: string | null;
  delFlag: string;
  busType: string | null;
  busId: string | null;
  openType: string | null;
  openPage: string | null;
  userIds: string | null;
  msgAbstract: string | null;
  dtTaskId: string | null;
  tenantId: number | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  readFlag: string | null;
  starFlag: string | null;
  sendId: string | null;
}

export type AnnouncementListJson = AnnouncementJson & {
  priority_dictText: string | null;
  msgCategory_dictText: string | null;
  msgType_dictText: string | null;
  sendStatus_dictText: string | null;
};

export function toAnnouncementJson(r: AnnouncementRow): AnnouncementJson {
  return {
    id: r.id,
    titile: r.titile,
    msgContent: r.msg_content,
    startTime: formatDateTime(r.start_time),
    endTime: formatDateTime(r.end_time),
    sender: r.sender,
    priority: r.priority,
    msgCategory: r.msg_category,
    msgType: r.msg_type,
    sendStatus: r.send_status,
    sendTime: formatDateTime(r.send_time),
    cancelTime: formatDateTime(r.cancel_time),
    delFlag: r.del_flag,
    busType: r.bus_type,
    busId: r.bus_id,
    openType: r.open_type,
    openPage: r.open_page,
    userIds: r.user_ids,
    msgAbstract: r.msg_abstract,
    dtTaskId: r.dt_task_id,
    tenantId: r.tenant_id,
    createBy: r.create_by,
    createTime: formatDateTime(r.create_time),
    updateBy: r.update_by,
    updateTime: formatDateTime(r.update_time),
    readFlag: null,
    starFlag: null,
    sendId: null,
  };
}

export function toAnnouncementListJson(dicts: DictMap, r: AnnouncementRow): AnnouncementListJson {
  return {
    ...toAnnouncementJson(r),
    priority_dictText: dictText(dicts, 'priority', r.priority),
    msgCategory_dictText: dictText(dicts, 'msg_category', r.msg_category),
    msgType_dictText: dictText(dicts, 'msg_type', r.msg_type),
    sendStatus_dictText: dictText(dicts, 'send_status', r.send_status),
  };
}

/** JeecgBoot's user_ids form: "id1,id2," (trailing comma). */
export const joinUserIds = (ids: readonly string[]): string | null =>
  ids.length ? `${ids.join(',')},` : null;
