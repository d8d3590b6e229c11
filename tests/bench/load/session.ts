// One signed-in session's loop: lists with queries, dictionary loads, form saves read back, a small
// upload now and then, with short think times; its notification socket stays open the whole run,
// and every other grid/plant session also watches its task's 电量明细 on the live-grid socket,
// timing the pushes of the saves of others (save sent → frame received).
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { parseLiveMessage } from '../../../src/shared/domain/live/messages';
import type { Group, Recorder } from './stats';
import type { Session } from './users';

export interface RunContext {
  apiBase: string;
  wsBase: string;
  recorder: Recorder;
  /** performance.now() when the run ends: loops stop starting new steps after it. */
  endsAt: number;
  /** Saves whose pushes are awaited, by `lineId@version`: when sent, how many tabs should get it. */
  pushes: Map<string, PendingPush>;
  /** Live-grid sockets open per task. */
  watchers: Map<string, number>;
  /** Set when the run winds down, so the bench's own socket closes are not counted as errors. */
  closing: { value: boolean };
}

export interface PendingPush {
  startedAt: number;
  expected: number;
  received: number;
}

interface Envelope {
  success: boolean;
  message: string;
  result: unknown;
}

/** A small deterministic PRNG (mulberry32) so a run's think times and choices are reproducible. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A valid 1×1 PNG (signature, IHDR, IDAT, IEND): the upload checks the file's magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const DICTS = ['cwxt_settle_status', 'cwxt_invoice_type', 'cwxt_notice_type', 'cwxt_plant_type'];
const THINK_MIN_MS = 100;
const THINK_SPAN_MS = 400;

interface LineJson {
  id: string;
  meterPoint: string;
  remark: string | null;
  version: number;
}

export class LoadSession {
  private readonly random: () => number;
  private readonly tabId: string;
  private readonly meterPoint: string;
  private line: { id: string; version: number } | null = null;
  private noticeId: string | null = null;
  private sockets: WebSocket[] = [];
  private round = 0;

  constructor(
    private readonly s: Session,
    private readonly ctx: RunContext,
  ) {
    this.random = seeded(0x5eed + s.index);
    this.tabId = `load-tab-${String(s.index).padStart(4, '0')}`;
    this.meterPoint = `压测计量点${s.index}`;
  }

  /** Half of the grid and plant sessions watch their task live (administrators never do). */
  get watchesLive(): boolean {
    return this.s.role !== 'admin' && this.s.index % 4 < 2;
  }

  async openSockets(): Promise<void> {
    const notify = await this.socket(`${this.ctx.wsBase}/websocket/${this.s.userId}`, (text) => {
      let cmd: unknown = null;
      try {
        cmd = (JSON.parse(text) as { cmd?: unknown }).cmd;
      } catch {
        // not JSON: counted below as another frame
      }
      if (cmd === 'heartcheck') this.ctx.recorder.heartbeats += 1;
      else this.ctx.recorder.notifications += 1;
    });
    // The JeecgBoot client's heartbeat: any text frame, answered with heartcheck.
    const beat = setInterval(() => notify.readyState === WebSocket.OPEN && notify.send('ping'), 10_000);
    notify.on('close', () => clearInterval(beat));
    if (!this.watchesLive) return;
    const page = `settlement-lines.${this.s.taskId}`;
    const url = `${this.ctx.wsBase}/vxeSocket/${this.s.userId}/${page}?socketKey=lines&tabId=${this.tabId}`;
    await this.socket(url, (text) => {
      const frame = parseLiveMessage(text);
      if (!frame || (frame.caseId !== 'update' && frame.caseId !== 'add')) return;
      const push = this.ctx.pushes.get(`${String(frame.row.id)}@${String(frame.row.version)}`);
      if (!push) return;
      push.received += 1;
      this.ctx.recorder.ok('ws-push', performance.now() - push.startedAt);
    });
    this.ctx.watchers.set(this.s.taskId, (this.ctx.watchers.get(this.s.taskId) ?? 0) + 1);
  }

  private socket(url: string, onText: (text: string) => void): Promise<WebSocket> {
    const ws = new WebSocket(url, [this.s.token]);
    this.sockets.push(ws);
    ws.on('message', (data, isBinary) => {
      if (!isBinary) onText(String(data));
    });
    ws.on('close', (code) => {
      if (!this.ctx.closing.value)
        this.ctx.recorder.error('ws-push', `${this.s.username}: socket closed (${code})`);
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => {
        // After the handshake an error is followed by close (counted there); the listener keeps it
        // from becoming an uncaught exception.
        ws.on('error', () => undefined);
        resolve(ws);
      });
      ws.once('error', reject);
    });
  }

  closeSockets(): void {
    for (const ws of this.sockets) ws.close(1000);
  }

  /** Loops until the run's end; every failure is recorded, never thrown. */
  async run(): Promise<void> {
    // Spread the sessions' first steps over a second so they do not start in lockstep.
    await this.think(this.random() * 1000);
    while (performance.now() < this.ctx.endsAt) {
      for (const step of this.steps()) {
        if (performance.now() >= this.ctx.endsAt) return;
        await step();
        await this.think(THINK_MIN_MS + this.random() * THINK_SPAN_MS);
      }
      this.round += 1;
    }
  }

  private think(ms: number): Promise<void> {
    return new Promise((r) => setTimeout(r, ms));
  }

  private steps(): Array<() => Promise<void>> {
    const r = this.round;
    const list = (path: string) => () => this.get('list', path).then(() => undefined);
    const dict = () => this.get('dict', `/sys/dict/getDictItems/${DICTS[r % DICTS.length]}`);
    const common = [list('/sys/annountCement/listByUser'), () => this.saveProfile()];
    const upload = r % 3 === 0 ? [() => this.upload()] : [];
    if (this.s.role === 'admin') {
      return [
        list(
          `/sys/user/list?realname=${encodeURIComponent('*压测*')}&column=createTime&order=desc&pageSize=20`,
        ),
        async () => void (await dict()),
        ...common,
        ...upload,
      ];
    }
    const month = r % 2 === 0 ? '' : `&settleMonth=${currentMonth()}`;
    const sort = r % 2 === 0 ? 'column=energyKwh&order=desc' : 'column=settleMonth&order=asc';
    const steps = [
      list(`/cwxt/settlement/list?status=pending${month}&${sort}&pageSize=20`),
      async () => void (await dict()),
      list(`/cwxt/invoice/list?view=${this.s.role === 'grid' ? 'ledger' : 'pool'}&pageSize=20`),
      () => this.saveLine(),
      ...common,
      ...upload,
    ];
    if (this.s.role === 'grid') steps.push(list('/cwxt/notice/list?pageSize=20'), () => this.saveNotice());
    else steps.push(list('/cwxt/notice/received?pageSize=20'));
    return steps;
  }

  /** One timed request; non-2xx, a non-JSON answer or success:false is an error of its group. */
  private async call(
    group: Group,
    path: string,
    init: { method?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<Envelope | null> {
    const headers: Record<string, string> = { 'X-Access-Token': this.s.token, ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const start = performance.now();
    try {
      const res = await fetch(`${this.ctx.apiBase}${path}`, {
        method: init.method ?? 'GET',
        headers,
        ...(init.form
          ? { body: init.form }
          : init.body !== undefined
            ? { body: JSON.stringify(init.body) }
            : {}),
      });
      const text = await res.text();
      const elapsed = performance.now() - start;
      let body: Envelope | null = null;
      try {
        body = JSON.parse(text) as Envelope;
      } catch {
        body = null;
      }
      if (res.status < 200 || res.status > 299 || !body || body.success !== true) {
        this.ctx.recorder.error(
          group,
          `${init.method ?? 'GET'} ${path.split('?')[0]}: ${res.status} ${body?.message ?? text.slice(0, 120)}`,
        );
        return null;
      }
      this.ctx.recorder.ok(group, elapsed);
      return body;
    } catch (error) {
      this.ctx.recorder.error(group, `${init.method ?? 'GET'} ${path.split('?')[0]}: ${String(error)}`);
      return null;
    }
  }

  private get(group: Group, path: string): Promise<Envelope | null> {
    return this.call(group, path);
  }

  private mismatch(what: string): void {
    this.ctx.recorder.error('save', `${this.s.username}: ${what} read back differs from what was saved`);
  }

  /** Edits this session's own 电量明细 line (created on the first save), then reads the grid back. */
  private async saveLine(): Promise<void> {
    const remark = `压测第${this.round}轮`;
    const row = this.line
      ? {
          id: this.line.id,
          meterPoint: this.meterPoint,
          energyKwh: '100.000',
          remark,
          version: this.line.version,
        }
      : { meterPoint: this.meterPoint, energyKwh: '100.000', remark };
    // Only this row is sent: the lines of the others are kept as they are (no conflict with them).
    // Every live tab on the task but the saver's own (X-Tab-Id) should receive the new version.
    const watchers = (this.ctx.watchers.get(this.s.taskId) ?? 0) - (this.watchesLive ? 1 : 0);
    const key = this.line ? `${this.line.id}@${this.line.version + 1}` : null;
    if (key) this.ctx.pushes.set(key, { startedAt: performance.now(), expected: watchers, received: 0 });
    const saved = await this.call('save', '/cwxt/settlementLine/save', {
      method: 'POST',
      body: { taskId: this.s.taskId, rows: [row], deleteIds: [] },
      headers: { 'X-Tab-Id': this.tabId },
    });
    if (!saved) {
      if (key) this.ctx.pushes.delete(key);
      return;
    }
    const read = await this.get('list', `/cwxt/settlementLine/list?taskId=${this.s.taskId}`);
    const mine = (read?.result as { records?: LineJson[] } | undefined)?.records?.find(
      (l) => l.meterPoint === this.meterPoint,
    );
    if (!read) return;
    if (!mine || mine.remark !== remark) return this.mismatch('电量明细');
    this.line = { id: mine.id, version: mine.version };
  }

  private async saveProfile(): Promise<void> {
    const realname = `压测用户${this.s.index}-${this.round % 100}`;
    const saved = await this.call('save', '/sys/user/login/setting/userEdit', {
      method: 'PUT',
      body: { realname },
    });
    if (!saved) return;
    const read = await this.get('list', '/sys/user/login/setting/getUserData');
    if (read && (read.result as { realname?: string }).realname !== realname) this.mismatch('个人信息');
  }

  /** A grid clerk's own draft notice: added once, then its title edited and read back. */
  private async saveNotice(): Promise<void> {
    const title = `压测通知${this.s.index}-第${this.round}轮`;
    if (!this.noticeId) {
      const added = await this.call('save', '/cwxt/notice/add', {
        method: 'POST',
        body: {
          noticeType: 'notice',
          title,
          content: '<p>压测草稿</p>',
          replyDeadline: '2099-12-31',
          // A draft to every plant: nobody is notified until it is published, which the bench never does.
          targetAll: 'Y',
        },
      });
      if (typeof added?.result === 'string') this.noticeId = added.result;
      return;
    }
    const saved = await this.call('save', '/cwxt/notice/edit', {
      method: 'PUT',
      body: { id: this.noticeId, title },
    });
    if (!saved) return;
    const read = await this.get('list', `/cwxt/notice/queryById?id=${this.noticeId}`);
    if (read && (read.result as { title?: string }).title !== title) this.mismatch('通知');
  }

  private async upload(): Promise<void> {
    const form = new FormData();
    form.append('biz', 'temp');
    form.append('file', new Blob([PNG], { type: 'image/png' }), `压测${this.s.index}.png`);
    await this.call('upload', '/sys/common/upload', { method: 'POST', form });
  }
}

/** This month in Beijing time, as the server counts settlement months. */
function currentMonth(): string {
  const d = new Date(Date.now() + 8 * 3_600_000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
