// JeecgBoot's announcement detail page (`/sys/annountCement/show/{id}`, loaded in an iframe with
// the token in the query) and its bell refresh (`syncNotic`).
import { randomBytes } from 'node:crypto';
import {
  ANNOUNCEMENT_MESSAGES as M,
  MSG_TYPE,
  SEND_STATUS,
} from '../../../src/shared/domain/resources/announcement';
import { PERM } from '../../../src/shared/domain/permission/codes';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { escapeHtml, sanitizeRichText } from '../../lib/sanitize-html';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { hasPermissionCode } from '../access/permission-check';
import { effectiveTenantId } from '../access/tenant-scope';
import type { AnnouncementRow } from '../announcement/announcement-json';
import { pushToUsers } from '../announcement/push';
import { queryAnnouncementById } from '../announcement/service';
import type { AuthContext } from '../session/auth-context';
import { tenantIdsOf } from '../user/user-row';
import { parseIds } from '../user/user-scope';

/**
 * The announcement if the caller may read it: as a reader (published, not deleted, addressed to
 * them or to everyone of their tenants), or as an administrator of 系统通告 (the admin list's
 * 查看 opens drafts too, within the same scope as queryById).
 */
export async function readableAnnouncement(
  deps: AppDeps,
  auth: AuthContext,
  rawId: string,
): Promise<AnnouncementRow> {
  const [id] = parseIds(rawId, 1);
  if (!id) throw new BizError(M.notFound);
  const asReader = await readerRow(deps.db, auth, id);
  if (asReader) return asReader;
  const admin =
    auth.isSuper ||
    (await hasPermissionCode(deps.db, auth.user.id, effectiveTenantId(auth), PERM.announcement.list));
  if (!admin) throw new BizError(M.notFound);
  // Throws 未找到对应实体 outside the admin's tenant and data rules.
  await queryAnnouncementById(deps, auth, id);
  const [row] = await deps.db.query<AnnouncementRow>('SELECT * FROM sys_announcement WHERE id = $1', [id]);
  if (!row) throw new BizError(M.notFound);
  return row;
}

async function readerRow(db: Db, auth: AuthContext, id: string): Promise<AnnouncementRow | null> {
  const tenants = tenantIdsOf(auth.user);
  const [row] = await db.query<AnnouncementRow>(
    `SELECT a.* FROM sys_announcement a
      WHERE a.id = $1 AND a.del_flag = '0' AND a.send_status = $2
        AND (EXISTS (SELECT 1 FROM sys_announcement_send s WHERE s.annt_id = a.id AND s.user_id = $3)
             OR (a.msg_type = $4 AND (a.tenant_id IS NULL OR a.tenant_id = ANY($5::integer[]))))`,
    [id, SEND_STATUS.published, auth.user.id, MSG_TYPE.all, tenants],
  );
  return row ?? null;
}

export interface HtmlPage {
  status: number;
  html: string;
  nonce: string;
}

const STYLE = `body{margin:0;padding:24px;font:14px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#262626}
h1{font-size:20px;margin:0 0 8px}.meta{color:#8c8c8c;margin:0 0 16px;font-size:13px}
.content img{max-width:100%}.content table{border-collapse:collapse}.content td,.content th{border:1px solid #d9d9d9;padding:4px 8px}`;

function page(title: string, body: string, status: number): HtmlPage {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body>${body}</body></html>`;
  return { status, html, nonce };
}

/** The announcement as a page: title, sender and time escaped, the content sanitised again. */
export function announcementPage(row: AnnouncementRow): HtmlPage {
  const meta = [
    row.sender ? `发布人：${escapeHtml(row.sender)}` : '',
    row.send_time ? `发布时间：${escapeHtml(formatDateTime(row.send_time) ?? '')}` : '',
  ]
    .filter(Boolean)
    .join('　');
  const body = `<article><h1>${escapeHtml(row.titile)}</h1><p class="meta">${meta}</p>
<div class="content">${sanitizeRichText(row.msg_content ?? '')}</div></article>`;
  return page(row.titile, body, 200);
}

/** A message page (expired session, unknown announcement): plain text only. */
export function messagePage(status: number, message: string): HtmlPage {
  return page(message, `<p>${escapeHtml(message)}</p>`, status);
}

/**
 * The page's own policy: nothing runs, only this answer's style block applies, pictures from this
 * server or https, framed by this origin only, and the address (which holds the token) is never
 * sent on as a referrer.
 */
export const pageCsp = (nonce: string) =>
  `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

/**
 * GET /sys/annountCement/syncNotic[?anntId=]: asks the bells to reload. Only the caller's own
 * sessions are told (JeecgBoot broadcast to every connected user on any user's request); an id
 * must name an announcement the caller may read.
 */
export async function syncNotic(deps: AppDeps, auth: AuthContext, anntId: string | undefined): Promise<void> {
  if (anntId === undefined || anntId.trim() === '') {
    await pushToUsers(deps, [auth.user.id], { cmd: 'topic', msgTxt: '批量设置已读' });
    return;
  }
  const row = await readableAnnouncement(deps, auth, anntId);
  await pushToUsers(deps, [auth.user.id], { cmd: 'topic', msgId: row.id, msgTxt: row.titile });
}
