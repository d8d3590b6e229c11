/**
 * Outbound calls to identity providers (CAS, OAuth2). The base URLs come from configuration only,
 * never from input. Every call has a time limit and a size limit; a transport failure, a timeout or
 * a non-2xx answer is `unreachable` (the caller says so in Chinese, nothing of the answer leaks).
 */
export const PROVIDER_TIMEOUT_MS = 5000;
const MAX_BODY_BYTES = 64 * 1024;

export class ProviderUnreachable extends Error {
  constructor(readonly why: string) {
    super(`provider unreachable: ${why}`);
    this.name = 'ProviderUnreachable';
  }
}

async function readCapped(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new ProviderUnreachable('answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The answer's text and status; throws ProviderUnreachable on transport errors and timeouts. */
export async function providerFetch(
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (e) {
    throw new ProviderUnreachable(e instanceof Error ? e.name : 'fetch failed');
  }
  try {
    return { status: res.status, text: await readCapped(res) };
  } catch (e) {
    if (e instanceof ProviderUnreachable) throw e;
    throw new ProviderUnreachable('read failed');
  }
}

/** JSON answer of a 2xx call; anything else (status, syntax) counts as unreachable. */
export async function providerJson(
  url: string,
  init: Parameters<typeof providerFetch>[1] = {},
): Promise<Record<string, unknown>> {
  const { status, text } = await providerFetch(url, init);
  if (status < 200 || status >= 300) throw new ProviderUnreachable(`HTTP ${status}`);
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw new ProviderUnreachable('bad JSON');
  }
}
