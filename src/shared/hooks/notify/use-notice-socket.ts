import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationSettingQueryOptions } from '../../api/sys/account-settings-api';
import { announcementQueryKeys, listByUserQueryOptions } from '../../api/sys/announcement-api';
import { getAppConfig } from '../../config/app-config';
import { isRefreshPush, noticeSocketUrl, parsePush } from '../../domain/notify/notice-view';
import { startNoticeConnection, type SocketLike } from '../../domain/notify/socket-policy';
import { useAfterFirstList } from '../../session/first-list-gate';
import { useSession } from '../../session/session-store';
import { speakNotice } from './speech';

/** How often an open socket sends the HeartBeat text (keeps proxies from closing an idle socket). */
export const HEARTBEAT_INTERVAL_MS = 20_000;

/**
 * Connects the notification socket on mount while signed in (spec 000 §4): a `topic`/`user` push
 * reloads listByUser and reads msgTxt aloud (unless the user turned 语音播报 off); while the socket
 * is down listByUser is polled.
 */
export function useNoticeSocket({ polling = true }: { polling?: boolean } = {}): void {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.id ?? null);
  // After sign-in, nothing here starts before the first list is painted (session/first-list-gate.ts).
  const afterFirstList = useAfterFirstList();
  // 新消息通知 › 语音播报: read through a ref so a changed preference applies without reconnecting.
  const setting = useQuery({
    ...notificationSettingQueryOptions(),
    enabled: Boolean(token && userId) && afterFirstList,
  });
  const speak = useRef(true);
  const speechOn = setting.data?.notifySpeech !== false;
  useEffect(() => {
    speak.current = speechOn;
  }, [speechOn]);

  useEffect(() => {
    if (!afterFirstList || !token || !userId || typeof globalThis.WebSocket === 'undefined') return;
    const url = noticeSocketUrl(getAppConfig().apiBase, window.location.origin, userId);
    const connection = startNoticeConnection({
      url,
      token,
      polling,
      openSocket: (u, protocols) => new globalThis.WebSocket(u, protocols) as unknown as SocketLike,
      poll: () => client.fetchQuery({ ...listByUserQueryOptions(), staleTime: 0 }),
      onText: (text) => {
        const push = parsePush(text);
        if (!push || !isRefreshPush(push)) return;
        void client.invalidateQueries({ queryKey: announcementQueryKeys.all });
        if (speak.current) speakNotice(push.msgTxt);
      },
    });
    const beat = window.setInterval(() => connection.heartbeat(), HEARTBEAT_INTERVAL_MS);
    return () => {
      window.clearInterval(beat);
      connection.dispose();
    };
  }, [client, token, userId, polling, afterFirstList]);
}
