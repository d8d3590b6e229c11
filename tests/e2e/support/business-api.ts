// The business browser tests read what the server holds straight from the API (as the user they
// act for), so an assertion does not depend on what a page happens to show.
import { ADMIN_PASSWORD } from './server';

export interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

export async function apiGet<T>(apiBase: string, token: string, path: string): Promise<Envelope<T>> {
  const res = await fetch(`${apiBase}${path}`, { headers: { 'X-Access-Token': token } });
  return (await res.json()) as Envelope<T>;
}

/** A demo user's token (the demo users share admin's initial password). */
export async function tokenOf(apiBase: string, username: string): Promise<string> {
  const res = await fetch(`${apiBase}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: ADMIN_PASSWORD }),
  });
  return ((await res.json()) as Envelope<{ token: string }>).result.token;
}

/** This month in Beijing time, as the seed and the server count months. */
export function currentMonth(): string {
  const d = new Date(Date.now() + 8 * 3_600_000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
