import type { AxiosProgressEvent, InternalAxiosRequestConfig } from 'axios';
import type { FakeReply, FakeServer } from './fake-server';

/** Test helpers for the upload widgets: a gated upload route, files, and request inspection. */
export const UPLOAD_ROUTE = 'POST /sys/common/upload';

export function fileOf(name: string, type: string, size = 16): File {
  return new File([new Uint8Array(size)], name, { type });
}

export const png = (name = 'a.png') => fileOf(name, 'image/png');
export const pdf = (name = 'report.pdf') => fileOf(name, 'application/pdf');

export function okUpload(path: string): FakeReply {
  return { body: { success: true, code: 0, message: path, result: null, timestamp: 1 } };
}

export function failedUpload(message: string): FakeReply {
  return { body: { success: false, code: 500, message, result: null, timestamp: 1 } };
}

/** A promise the test resolves when it wants the server to answer. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Routes uploads: each request reports `percent` progress, then waits for the gate (when given)
 * before answering `reply(fileName)`.
 */
export function routeUploads(
  server: FakeServer,
  reply: (fileName: string, config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>,
  options: { percent?: number; wait?: Promise<void> } = {},
) {
  server.on(UPLOAD_ROUTE, async (config) => {
    const form = config.data as FormData;
    const file = form.get('file') as File;
    if (options.percent !== undefined) {
      const event: AxiosProgressEvent = {
        loaded: options.percent,
        total: 100,
        progress: options.percent / 100,
        bytes: options.percent,
        lengthComputable: true,
      };
      config.onUploadProgress?.(event);
    }
    if (options.wait) await options.wait;
    return reply(file.name, config);
  });
}

export function uploads(server: FakeServer): InternalAxiosRequestConfig[] {
  return server.requests.filter((r) => r.url === '/sys/common/upload');
}

export function formOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of (config.data as FormData).entries())
    out[k] = typeof v === 'string' ? v : `file:${v.name}`;
  return out;
}

export function headerOf(config: InternalAxiosRequestConfig, name: string): string | undefined {
  const value = config.headers.get(name);
  return typeof value === 'string' ? value : undefined;
}
