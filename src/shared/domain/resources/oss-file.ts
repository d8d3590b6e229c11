import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import type { ResourceSchema } from './types';

export const OSS_FILE_MESSAGES = {
  deleted: '删除成功!',
  notFound: '文件不存在',
  uploaded: '上传成功',
} as const;

/** Extensions the browser shows in the preview modal (the static route serves them inline). */
export const PREVIEW_IMAGE_TYPES: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

export function isPreviewableImage(fileType: string | null | undefined): boolean {
  return PREVIEW_IMAGE_TYPES.includes(String(fileType ?? '').toLowerCase());
}

/** A byte count as people read it: 512 B, 1.5 KB, 2.25 MB. */
export function formatFileSize(bytes: unknown): string {
  const n = Number(bytes);
  if (!Number.isFinite(n) || n < 0) return '';
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toFixed(2))} ${units[unit]}`;
}

/**
 * 文件列表 (`sys_files`, JeecgBoot OSSFile): one row per upload. Nothing is written through a form:
 * rows come from the upload routes, so no field is `form`. `url` is the object key served by
 * /sys/common/static/<url>.
 */
export const ossFileSchema: ResourceSchema = {
  name: 'ossFile',
  title: '文件',
  apiBase: '/sys/oss/file',
  permissionPrefix: PERMISSION_PREFIX.oss,
  table: 'sys_files',
  menuPath: ADMIN_PATHS.oss,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    { key: 'fileName', title: '文件名称', kind: 'text', list: true, search: 'like', card: true },
    { key: 'fileType', title: '文件类型', kind: 'text', list: true, search: 'eq', card: true },
    { key: 'fileSize', title: '文件大小', kind: 'integer', list: true, sort: true, card: true },
    { key: 'url', title: '文件地址', kind: 'text', list: true },
    { key: 'createBy', title: '上传人', kind: 'text', list: true, search: 'eq', card: true },
    {
      key: 'createTime',
      title: '上传时间',
      kind: 'datetime',
      list: true,
      sort: true,
      search: 'range',
      card: true,
    },
  ],
};
