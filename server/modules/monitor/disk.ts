import { statfs } from 'node:fs/promises';
import { parse, resolve } from 'node:path';
import type { DiskEntry } from '../../../src/shared/domain/monitor/types';
import type { AppDeps } from '../../fastify-types';
import { uploadRoot } from '../upload/storage';

export const DISK_MESSAGES = {
  missing: '目录尚不存在（首次写入后创建）',
  unreadable: '无法读取该目录所在磁盘',
} as const;

/** One filesystem's totals for `path`; a path that cannot be read says why instead of numbers. */
export async function diskOf(key: DiskEntry['key'], label: string, path: string): Promise<DiskEntry> {
  try {
    const fs = await statfs(path);
    const total = fs.blocks * fs.bsize;
    const used = (fs.blocks - fs.bfree) * fs.bsize;
    // bavail, not bfree: the space this (unprivileged) process may still write.
    const free = fs.bavail * fs.bsize;
    return {
      key,
      label,
      path,
      total,
      used,
      free,
      percent: total > 0 ? (used / total) * 100 : 0,
      error: null,
    };
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      key,
      label,
      path,
      total: null,
      used: null,
      free: null,
      percent: null,
      error: missing ? DISK_MESSAGES.missing : DISK_MESSAGES.unreadable,
    };
  }
}

/** GET /sys/monitor/disk: the data directory, the upload directory and the root filesystem. */
export async function diskInfo(deps: AppDeps): Promise<DiskEntry[]> {
  const dataDir = resolve(deps.config.dataDir);
  return Promise.all([
    diskOf('data', '数据目录', dataDir),
    diskOf('upload', '上传目录', uploadRoot(deps.config.dataDir)),
    diskOf('root', '根目录', parse(dataDir).root),
  ]);
}
