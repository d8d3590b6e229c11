import { describe, expect, it } from 'vitest';
import { uploadFile, uploadHeaders } from '../../../src/shared/api/sys/upload-api';
import { HTTP_MESSAGES } from '../../../src/shared/api/error-catalogue';
import { STORAGE_KEYS, localStore } from '../../../src/shared/session/storage';
import { setupFakeBackend } from './fake-backend';
import { formOf, gate, okUpload, pdf, routeUploads, uploads } from './upload-test-kit';

const backend = setupFakeBackend({ apiBase: '/jeecg-boot', tenantHeader: 'tenant-id' });

describe('uploadFile', () => {
  it('posts file + biz + extra fields to the API base and reports progress', async () => {
    routeUploads(backend.server, () => okUpload('plan/x.pdf'), { percent: 75 });
    const seen: number[] = [];
    const result = await uploadFile(pdf(), 'x.pdf', {
      biz: 'plan',
      data: { isup: 1 },
      onProgress: (p) => seen.push(p),
    });
    expect(result).toEqual({ ok: true, path: 'plan/x.pdf' });
    expect(seen).toEqual([75]);
    const [request] = uploads(backend.server);
    expect(request!.baseURL).toBe('/jeecg-boot');
    expect(formOf(request!)).toEqual({ file: 'file:x.pdf', biz: 'plan', isup: '1' });
  });

  it('never sends a configured URL off the API base', async () => {
    routeUploads(backend.server, () => okUpload('temp/x.pdf'));
    await uploadFile(pdf(), 'x.pdf', { action: 'https://evil.example/collect', token: true });
    expect(uploads(backend.server)).toHaveLength(1);
  });

  it('token header only when asked, tenant header (configured name) only when stored', () => {
    localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'tok');
    expect(uploadHeaders(false)).toEqual({});
    expect(uploadHeaders(true)).toEqual({ 'X-Access-Token': 'tok' });
    localStore.set(STORAGE_KEYS.TENANT_ID, 12);
    expect(uploadHeaders(false)).toEqual({ 'tenant-id': '12' });
  });

  it('a 401 without the token is the file’s error, not a session expiry', async () => {
    localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'tok');
    routeUploads(backend.server, () => ({
      status: 401,
      body: { success: false, code: 401, message: 'Token失效，请重新登录!' },
    }));
    expect(await uploadFile(pdf(), 'x.pdf', { token: false })).toEqual({
      ok: false,
      message: 'Token失效，请重新登录!',
    });
    expect(backend.ui.error).not.toHaveBeenCalled();
    expect(localStore.get(STORAGE_KEYS.ACCESS_TOKEN)).toBe('tok');
  });

  it('a 401 to a request that carried the token runs the shared expiry flow', async () => {
    localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'tok');
    routeUploads(backend.server, () => ({
      status: 401,
      body: { success: false, code: 401, message: 'Token失效，请重新登录!' },
    }));
    const result = await uploadFile(pdf(), 'x.pdf', { token: true });
    expect(result.ok).toBe(false);
    await expect.poll(() => backend.ui.error.mock.calls.flat()).toContain(HTTP_MESSAGES.expiredContent);
  });

  it('an aborted upload reports cancelled and nothing else', async () => {
    const answer = gate();
    routeUploads(backend.server, () => okUpload('temp/late.pdf'), { wait: answer.opened });
    const controller = new AbortController();
    const pending = uploadFile(pdf(), 'x.pdf', { signal: controller.signal });
    await expect.poll(() => uploads(backend.server).length).toBe(1);
    controller.abort();
    answer.open();
    expect(await pending).toEqual({ ok: false, cancelled: true, message: '' });
  });
});
