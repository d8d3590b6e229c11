// The JeecgBoot envelope over real HTTP, for tests that talk to a spawned server.
import { ADMIN_PASSWORD } from './proc';

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  text: string;
}

export async function api<T = unknown>(
  apiBase: string,
  method: string,
  path: string,
  token = '',
  body?: unknown,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers['X-Access-Token'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${apiBase}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    parsed = { success: false, message: text, code: res.status, result: null as T };
  }
  return { status: res.status, body: parsed, text };
}

/** A user's token and id (the demo users share admin's initial password). */
export async function login(apiBase: string, username = 'admin'): Promise<{ token: string; userId: string }> {
  const res = await api<{ token: string; userInfo: { id: string } }>(apiBase, 'POST', '/sys/login', '', {
    username,
    password: ADMIN_PASSWORD,
  });
  if (!res.body.success) throw new Error(`login ${username} failed: ${res.body.message}`);
  return { token: res.body.result.token, userId: res.body.result.userInfo.id };
}

export async function tokenOf(apiBase: string, username = 'admin'): Promise<string> {
  return (await login(apiBase, username)).token;
}

/** Posts files as multipart/form-data (field `file`, plus text fields). */
export async function postFiles<T = unknown>(
  apiBase: string,
  path: string,
  token: string,
  files: Array<{ fileName: string; data: Buffer }>,
  fields: Record<string, string> = {},
): Promise<Answer<T>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)]), f.fileName);
  const res = await fetch(`${apiBase}${path}`, {
    method: 'POST',
    headers: { 'X-Access-Token': token },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Envelope<T>, text };
}
