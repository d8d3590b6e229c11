/** Wire shapes of the notification calls (CONTRACT.md §6, spec 000 §3/§7.3). `titile` is the spec's spelling. */
export type AnnouncementPriority = 'L' | 'M' | 'H';
export type AnnouncementOpenType = 'url' | 'component';

/** `SysAnnouncement` as listByUser / queryById return it. */
export interface Announcement {
  id: string;
  titile: string;
  msgContent: string | null;
  sender: string | null;
  sendTime: string | null;
  createTime: string | null;
  priority: AnnouncementPriority | string | null;
  msgCategory?: string | null;
  openType?: AnnouncementOpenType | string | null;
  openPage?: string | null;
  busId?: string | null;
  busType?: string | null;
  msgAbstract?: string | null;
}

/** `GET /sys/annountCement/listByUser`: unread items of both categories. */
export interface ListByUserResult {
  anntMsgList: Announcement[];
  anntMsgTotal: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
}

/** `AnnouncementSendModel` of getMyAnnouncementSend / getOne: `id` is the send row, `anntId` the announcement. */
export interface AnnouncementSend {
  id: string;
  anntId: string;
  userId?: string | null;
  titile: string;
  msgContent: string | null;
  sender: string | null;
  priority: AnnouncementPriority | string | null;
  readFlag: string | null;
  sendTime: string | null;
  msgCategory?: string | null;
  busId?: string | null;
  busType?: string | null;
  openType?: AnnouncementOpenType | string | null;
  openPage?: string | null;
  msgAbstract?: string | null;
}

/** Filters of getMyAnnouncementSend (all optional, like-matched on the server for titile/sender). */
export interface MyAnnouncementQuery {
  pageNo: number;
  pageSize: number;
  titile?: string;
  sender?: string;
  readFlag?: '0' | '1';
  msgCategory?: '1' | '2';
}

/** A push text frame of `/websocket/{userId}` (CONTRACT.md §6.4). */
export interface NoticePush {
  cmd: string;
  msgId?: string;
  msgTxt?: string;
  userId?: string;
}

export const MSG_CATEGORY = { notice: '1', system: '2' } as const;
export const READ_FLAG = { unread: '0', read: '1' } as const;
