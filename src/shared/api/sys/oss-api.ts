import { staticFileUrl } from '../static-url';
import type { ListRecord } from '../../hooks/list-page/types';
import { getAction } from '../http';
import { uploadFile, type UploadResult } from './upload-api';

/** 文件列表 (`/sys/oss/file/*`, JeecgBoot OSSFileController). */
export const OSS_URLS = {
  list: '/sys/oss/file/list',
  delete: '/sys/oss/file/delete',
  queryById: '/sys/oss/file/queryById',
  upload: '/sys/oss/file/upload',
} as const;

export interface OssFileRecord extends ListRecord {
  fileName: string;
  /** The store's key, served by /sys/common/static/<url>. */
  url: string;
  fileType: string;
  mime: string;
  fileSize: number;
  biz: string;
  store: string;
  createBy: string | null;
  createTime: string | null;
}

export function queryOssFileById(id: string) {
  return getAction<OssFileRecord>(OSS_URLS.queryById, { id });
}

/** The page's own upload (with the session token): the same checks as the common upload. */
export function uploadOssFile(file: Blob, fileName: string): Promise<UploadResult> {
  return uploadFile(file, fileName, { action: OSS_URLS.upload, token: true });
}

/** Where the browser previews (images, inline) or downloads (everything else) the file. */
export function ossFileUrl(record: Pick<OssFileRecord, 'url'>): string | undefined {
  return staticFileUrl(record.url);
}
