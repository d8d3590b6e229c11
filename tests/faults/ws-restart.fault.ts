// Faults (issue 10): the WebSocket server restarts (the server process, same port, same data). A
// client following the shared reconnect policy (socket-policy.ts: reconnect 20 s after a close or
// an error, stop after more than 5 errors) gets in again and receives a push sent after it did.
// The policy's timers are the real ones scaled down 4× (each delay is asserted to be the policy's
// 20 s before it is shortened), so the test takes seconds, not minutes, with the same sequence.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SOCKET_ERRORS,
  RECONNECT_DELAY_MS,
  startNoticeConnection,
  type NoticeConnection,
  type SocketLike,
} from '../../src/shared/domain/notify/socket-policy';
import { api, login } from './support/http';
import { newDataDir, removeDir, startProcess, waitFor, type ServerProcess } from './support/proc';

const SCALE = 4;

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

describe('WebSocket server restart', () => {
  let dataDir: string;
  let server: ServerProcess;
  let connection: NoticeConnection | null = null;

  beforeAll(async () => {
    dataDir = newDataDir();
    server = await startProcess({ dataDir });
  });

  afterAll(async () => {
    connection?.dispose();
    await server?.stop();
    removeDir(dataDir);
  });

  it(
    'a client following the policy reconnects after the restart and gets the next push',
    { timeout: 180_000 },
    async () => {
      const { token, userId } = await login(server.apiBase);
      expect(userId).toBeTruthy();

      const delays: number[] = [];
      const opens: boolean[] = [];
      const texts: string[] = [];
      connection = startNoticeConnection({
        url: `ws://127.0.0.1:${server.port}/jeecg-boot/websocket/${encodeURIComponent(userId)}`,
        token,
        openSocket: (url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike,
        poll: async () => undefined,
        polling: false,
        onText: (text) => texts.push(String(text)),
        onOpen: (first) => opens.push(first),
        timers: {
          setTimeout: (fn, ms) => {
            delays.push(ms);
            return setTimeout(fn, ms / SCALE);
          },
          clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
        },
      });
      await waitFor('the first open', async () => opens.length === 1);

      const port = server.port;
      const t0 = Date.now();
      await server.stop();
      const t1 = Date.now();
      server = await startProcess({ dataDir, port });
      console.info(
        `[fault] stop ${t1 - t0} ms, start ${Date.now() - t1} ms, delays so far ${delays.join(',')}`,
      );

      await waitFor('the reconnect', async () => opens.length === 2, 90_000);
      expect(opens).toEqual([true, false]);
      expect(connection.status()).toBe('open');
      expect(connection.errors()).toBe(0);
      // Every wait the client took was the policy's own, and it never gave up.
      expect(delays.length).toBeGreaterThan(0);
      expect(new Set(delays)).toEqual(new Set([RECONNECT_DELAY_MS]));
      expect(delays.length).toBeLessThanOrEqual(MAX_SOCKET_ERRORS + 1);

      // A push sent after the reconnect reaches the client (the old token still works: same data).
      const title = `重连后推送${Date.now()}`;
      const now = Date.now();
      const added = await api(server.apiBase, 'POST', '/sys/annountCement/add', token, {
        titile: title,
        msgContent: '<p>服务重启后的通知</p>',
        msgCategory: '1',
        msgType: 'ALL',
        priority: 'H',
        startTime: stamp(new Date(now - 60_000)),
        endTime: stamp(new Date(now + 86_400_000)),
      });
      expect(added.body.success, added.body.message).toBe(true);
      const list = await api<{ records: Array<{ id: string }> }>(
        server.apiBase,
        'GET',
        `/sys/annountCement/list?titile=${encodeURIComponent(title)}`,
        token,
      );
      const id = list.body.result.records[0]?.id ?? '';
      const released = await api(server.apiBase, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, token);
      expect(released.body.success, released.body.message).toBe(true);
      const push = await waitFor(
        'the push after the reconnect',
        async () => texts.find((t) => t.includes(id)),
        15_000,
      );
      expect(JSON.parse(push)).toMatchObject({ cmd: 'topic', msgId: id, msgTxt: title });
    },
  );
});
