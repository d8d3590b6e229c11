import {
  ACCOUNT_SETTINGS_MESSAGES,
  DEBUG_CONSOLE_SWITCH,
  DEFAULT_NOTIFICATION_SETTING,
  NOTIFICATION_SWITCHES,
  parseNotifyChannels,
  profileSchema,
  type NotificationSetting,
  type UserProfile,
} from '../../../src/shared/domain/resources/user-setting';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { SYS_USER_MESSAGES } from '../../../src/shared/domain/resources/sys-user';
import type { AppDeps } from '../../fastify-types';
import { SqlParams } from '../../lib/list-query/sql-params';
import { formatDate } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages, type RequestMeta } from '../user/admin-service';
import { readFormValues, setClause } from '../user/form-values';

interface ProfileRow {
  [key: string]: unknown;
  id: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  sex: number | null;
  birthday: Date | string | null;
  email: string | null;
  telephone: string | null;
  phone: string | null;
}

const PROFILE_COLUMNS = 'id, username, realname, avatar, sex, birthday, email, telephone, phone';

/** GET /sys/user/login/setting/getUserData: the signed-in user's own profile, nothing secret. */
export async function getOwnProfile(deps: AppDeps, auth: AuthContext): Promise<UserProfile> {
  const [row] = await deps.db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM sys_user WHERE id = $1 AND del_flag = 0`,
    [auth.user.id],
  );
  if (!row) throw new BizError(ACCOUNT_SETTINGS_MESSAGES.userMissing);
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    avatar: row.avatar,
    sex: row.sex === null ? null : Number(row.sex),
    birthday: formatDate(row.birthday),
    email: row.email,
    telephone: row.telephone,
    phone: row.phone,
  };
}

/**
 * PUT /sys/user/login/setting/userEdit: only the profile fields (profileSchema) are read, each
 * through the user form's rules; every other key (id, username, phone, status, roles, departs,
 * tenant, password …) is ignored, and the row is always the caller's own.
 */
export async function editOwnProfile(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
): Promise<UserProfile> {
  const values = await readFormValues(profileSchema, body, 'edit', deps.dicts);
  if (values.length > 0) {
    const p = new SqlParams();
    const set = setClause(
      [
        ...values,
        { column: 'update_by', value: auth.user.username },
        { column: 'update_time', value: new Date() },
      ],
      (v) => p.add(v),
    );
    await withUniqueMessages({ uniq_sys_user_email: SYS_USER_MESSAGES.emailTaken }, () =>
      deps.db.transaction(async (tx) => {
        const done = await tx.query(
          `UPDATE sys_user SET ${set} WHERE id = ${p.add(auth.user.id)} AND del_flag = 0 RETURNING id`,
          p.values,
        );
        if (done.length !== 1) throw new BizError(ACCOUNT_SETTINGS_MESSAGES.userMissing);
        await logOperation(tx, auth, {
          ...meta,
          content: `编辑个人信息：${auth.user.username}`,
          operateType: OPERATE_TYPE.edit,
          requestParam: Object.fromEntries(values.map((v) => [v.column, v.value])),
        });
      }),
    );
  }
  return getOwnProfile(deps, auth);
}

interface SettingRow {
  [key: string]: unknown;
  notify_announcement: number;
  notify_system: number;
  notify_speech: number;
  notify_channels: string;
  debug_console: number;
}

/** GET /sys/user/setting/notification: the caller's preferences (the defaults until saved). */
export async function getOwnNotification(deps: AppDeps, auth: AuthContext): Promise<NotificationSetting> {
  const [row] = await deps.db.query<SettingRow>(
    `SELECT notify_announcement, notify_system, notify_speech, notify_channels, debug_console
       FROM sys_user_setting WHERE user_id = $1`,
    [auth.user.id],
  );
  if (!row)
    return {
      ...DEFAULT_NOTIFICATION_SETTING,
      notifyChannels: [...DEFAULT_NOTIFICATION_SETTING.notifyChannels],
    };
  return {
    notifyAnnouncement: Number(row.notify_announcement) === 1,
    notifySystem: Number(row.notify_system) === 1,
    notifySpeech: Number(row.notify_speech) === 1,
    notifyChannels: parseNotifyChannels(row.notify_channels) ?? [],
    debugConsole: Number(row.debug_console) === 1,
  };
}

function readSwitch(raw: unknown, title: string): boolean | undefined {
  if (raw === undefined) return undefined;
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return true;
  if (raw === false || raw === 0 || raw === '0' || raw === 'false') return false;
  throw new BizError(ACCOUNT_SETTINGS_MESSAGES.badSwitch(title));
}

/**
 * PUT /sys/user/setting/notification: a partial update (a switch saved at once sends only itself).
 * Everything is checked before anything is written.
 */
export async function saveOwnNotification(
  deps: AppDeps,
  auth: AuthContext,
  body: Record<string, unknown>,
): Promise<NotificationSetting> {
  const next = await getOwnNotification(deps, auth);
  for (const { key, title } of NOTIFICATION_SWITCHES) {
    const value = readSwitch(body[key], title);
    if (value !== undefined) next[key] = value;
  }
  const debugConsole = readSwitch(body[DEBUG_CONSOLE_SWITCH.key], DEBUG_CONSOLE_SWITCH.title);
  if (debugConsole !== undefined) next.debugConsole = debugConsole;
  if (body.notifyChannels !== undefined) {
    const channels = parseNotifyChannels(body.notifyChannels);
    if (!channels) throw new BizError(ACCOUNT_SETTINGS_MESSAGES.badChannel);
    next.notifyChannels = channels;
  }
  const flag = (b: boolean) => (b ? 1 : 0);
  await deps.db.query(
    `INSERT INTO sys_user_setting (user_id, notify_announcement, notify_system, notify_speech, notify_channels,
       debug_console, update_time)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (user_id) DO UPDATE SET notify_announcement = EXCLUDED.notify_announcement,
       notify_system = EXCLUDED.notify_system, notify_speech = EXCLUDED.notify_speech,
       notify_channels = EXCLUDED.notify_channels, debug_console = EXCLUDED.debug_console,
       update_time = EXCLUDED.update_time`,
    [
      auth.user.id,
      flag(next.notifyAnnouncement),
      flag(next.notifySystem),
      flag(next.notifySpeech),
      next.notifyChannels.join(','),
      flag(next.debugConsole),
    ],
  );
  return next;
}
