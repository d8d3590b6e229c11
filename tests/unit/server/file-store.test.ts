import { mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newObjectKey, parseObjectKey } from '../../../server/lib/file-store/keys';
import { LocalDiskStore } from '../../../server/lib/file-store/local-disk-store';
import { fileStoreName } from '../../../server/lib/file-store/select-store';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('object keys', () => {
  it('makes random keys of the one accepted shape', () => {
    const a = newObjectKey('avatar', 'png');
    expect(a).toMatch(/^avatar\/[0-9a-f]{32}\.png$/);
    expect(newObjectKey('avatar', 'png')).not.toBe(a);
    expect(parseObjectKey(a)).toMatchObject({ key: a, biz: 'avatar', ext: 'png' });
  });

  it('refuses anything else', () => {
    for (const bad of [
      '../etc/passwd',
      'avatar/../x.png',
      '/abs/0123456789abcdef0123456789abcdef.png',
      'avatar/0123456789abcdef0123456789abcdef.png/..',
      'a/b/0123456789abcdef0123456789abcdef.png',
      'avatar%2F0123456789abcdef0123456789abcdef.png',
      'avatar/0123456789ABCDEF0123456789abcdef.png',
      'avatar/short.png',
    ]) {
      expect(parseObjectKey(bad), bad).toBeNull();
    }
  });
});

describe('LocalDiskStore', () => {
  let root: string;
  let store: LocalDiskStore;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'cwxt-store-'));
    store = new LocalDiskStore(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('puts, stats, opens and removes an object', async () => {
    const key = newObjectKey('docs', 'txt');
    await store.put(key, Buffer.from('你好'));
    expect(await store.stat(key)).toEqual({ size: Buffer.byteLength('你好') });
    const stream = await store.open(key);
    expect(stream).not.toBeNull();
    expect((await readAll(stream!)).toString()).toBe('你好');
    expect(await store.remove(key)).toBe(true);
    expect(await store.stat(key)).toBeNull();
    expect(await store.open(key)).toBeNull();
    expect(await store.remove(key)).toBe(false);
  });

  it('never overwrites and refuses malformed keys', async () => {
    const key = newObjectKey('docs', 'txt');
    await store.put(key, Buffer.from('a'));
    await expect(store.put(key, Buffer.from('b'))).rejects.toThrow();
    await expect(store.put('../evil.txt', Buffer.from('x'))).rejects.toThrow(/bad object key/);
    expect(await store.stat('../evil.txt')).toBeNull();
    expect(await store.remove('docs/../../x')).toBe(false);
  });

  it('does not follow a symlink planted in a folder', async () => {
    const outside = join(root, '..', `outside-${Date.now()}.txt`);
    writeFileSync(outside, 'secret');
    mkdirSync(join(root, 'docs'), { recursive: true });
    const key = 'docs/0123456789abcdef0123456789abcdef.txt';
    symlinkSync(outside, join(root, key));
    try {
      expect(await store.stat(key)).toBeNull();
      expect(await store.open(key)).toBeNull();
    } finally {
      rmSync(outside, { force: true });
    }
  });
});

describe('FILE_STORE', () => {
  it('defaults to local and refuses an unknown store', () => {
    expect(fileStoreName({})).toBe('local');
    expect(fileStoreName({ FILE_STORE: ' local ' })).toBe('local');
    expect(() => fileStoreName({ FILE_STORE: 's3' })).toThrow(/FILE_STORE "s3" is unknown/);
  });
});
