// The signed-in sessions of a load run, made before the clock starts: distinct users created
// through the admin API (grid clerks, plant users of the demo plants, a few administrators), each
// logged in once, and the pending settlement task each one works on.
import { request as httpRequest } from 'node:http';
import { demoPlantDepartId, demoPlantId } from '../../../server/db/seed/business/ids';
import { SEED } from '../../../server/db/seed/ids';
import { ADMIN_PASSWORD } from './server';

export type Role = 'grid' | 'plant' | 'admin';

export interface Session {
  index: number;
  role: Role;
  username: string;
  userId: string;
  token: string;
  /** The pending settlement task whose 电量明细 this session edits and watches. */
  taskId: string;
}

interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
}

export const LOAD_PASSWORD = 'Load#User2025';
const TENANT = String(SEED.tenant);

/** One JSON call over node:http, optionally from a given loopback source address. */
export function jsonCall<T>(
  url: string,
  init: { method?: string; token?: string; body?: unknown; localAddress?: string },
): Promise<{ status: number; body: Envelope<T> }> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: init.method ?? 'GET',
        localAddress: init.localAddress,
        headers: {
          'X-Tenant-Id': TENANT,
          ...(init.token ? { 'X-Access-Token': init.token } : {}),
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Envelope<T> });
          } catch {
            reject(new Error(`${url}: status ${res.statusCode}, not JSON: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/**
 * The login rate limit (20 per minute per client IP, not configurable, and not weakened for the
 * bench) counts per source address; every 127.0.0.0/8 address is loopback on Linux, so the logins
 * come from 127.0.1.x, at most 15 per address. Sign-in stays loopback-only and the limit intact.
 */
const LOGINS_PER_ADDRESS = 15;
const sourceAddress = (n: number) => `127.0.1.${1 + Math.floor(n / LOGINS_PER_ADDRESS)}`;

async function login(
  apiBase: string,
  username: string,
  password: string,
  n: number,
): Promise<{ token: string; userId: string }> {
  const res = await jsonCall<{ token: string; userInfo: { id: string } }>(`${apiBase}/sys/login`, {
    method: 'POST',
    body: { username, password },
    localAddress: sourceAddress(n),
  });
  if (!res.body.success) throw new Error(`login ${username}: ${res.status} ${res.body.message}`);
  return { token: res.body.result.token, userId: res.body.result.userInfo.id };
}

/** The mix: 10 % administrators (user list), the rest half grid clerks, half plant users. */
export function roleOf(index: number): Role {
  if (index % 10 === 9) return 'admin';
  return index % 2 === 0 ? 'grid' : 'plant';
}

/** The newest pending task per demo plant (n → task id), read as the administrator. */
async function pendingTasks(apiBase: string, adminToken: string): Promise<Map<number, string>> {
  const res = await jsonCall<{ records: Array<{ id: string; plantId: string; settleMonth: string }> }>(
    `${apiBase}/cwxt/settlement/list?status=pending&pageSize=1000&column=settleMonth&order=desc`,
    { token: adminToken },
  );
  if (!res.body.success) throw new Error(`pending tasks: ${res.body.message}`);
  const byPlant = new Map<number, string>();
  for (let n = 1; n <= 30; n += 1) {
    const task = res.body.result.records.find((r) => r.plantId === demoPlantId(n));
    if (task) byPlant.set(n, task.id);
  }
  if (byPlant.size === 0) throw new Error('no pending settlement task in the demo data');
  return byPlant;
}

/** Creates `count` users and signs each in once; logs progress since it takes a while. */
export async function makeSessions(apiBase: string, count: number, tag: string): Promise<Session[]> {
  const admin = await login(apiBase, 'admin', ADMIN_PASSWORD, 0);
  const tasks = await pendingTasks(apiBase, admin.token);
  const plants = [...tasks.keys()];
  const sessions: Session[] = [];
  for (let i = 0; i < count; i += 1) {
    const role = roleOf(i);
    // Sessions of both sides share the plants, so each task has several editors and watchers.
    const plant = plants[Math.floor(i / 2) % plants.length]!;
    const username = `load_${tag}_${role}_${String(i).padStart(3, '0')}`;
    const roleId =
      role === 'admin' ? SEED.role.admin : role === 'grid' ? SEED.role.grid_staff : SEED.role.plant_user;
    const depart = role === 'plant' ? demoPlantDepartId(plant) : SEED.depart.A01A01;
    const added = await jsonCall<null>(`${apiBase}/sys/user/add`, {
      method: 'POST',
      token: admin.token,
      body: {
        username,
        realname: `压测${role === 'plant' ? '电厂' : role === 'grid' ? '营销' : '管理'}${i}`,
        password: LOAD_PASSWORD,
        confirmpassword: LOAD_PASSWORD,
        phone: `139${String(i).padStart(8, '0')}`,
        selectedroles: roleId,
        selecteddeparts: depart,
      },
    });
    if (!added.body.success) throw new Error(`add ${username}: ${added.body.message}`);
    // Login 0 was the administrator's, so the users count from 1 on the source addresses.
    const signed = await login(apiBase, username, LOAD_PASSWORD, i + 1);
    sessions.push({
      index: i,
      role,
      username,
      userId: signed.userId,
      token: signed.token,
      taskId: tasks.get(plant)!,
    });
    if ((i + 1) % 50 === 0) console.log(`  ${i + 1}/${count} users created and signed in`);
  }
  return sessions;
}
