import type { Db, Row } from '../../db/db';
import { newId } from '../../lib/ids';
import type { FileStore } from '../../lib/file-store/types';
import { formatDateTime } from '../../lib/time';
import { effectiveTenantId } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';

export interface FileRow extends Row {
  id: string;
  file_name: string;
  url: string;
  file_type: string;
  mime: string;
  file_size: number | string;
  biz: string;
  store: string;
  tenant_id: number | null;
  create_by: string | null;
  create_time: Date | null;
}

export interface FileJson {
  id: string;
  fileName: string;
  url: string;
  fileType: string;
  mime: string;
  fileSize: number;
  biz: string;
  store: string;
  tenantId: number | null;
  createBy: string | null;
  createTime: string | null;
}

export const toFileJson = (r: FileRow): FileJson => ({
  id: r.id,
  fileName: r.file_name,
  url: r.url,
  fileType: r.file_type,
  mime: r.mime,
  fileSize: Number(r.file_size),
  biz: r.biz,
  store: r.store,
  tenantId: r.tenant_id,
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
});

export interface UploadedFile {
  fileName: string;
  url: string;
  fileType: string;
  mime: string;
  fileSize: number;
  biz: string;
}

/** The client's name without folders, capped to the column (it is shown, never used as a path). */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return Array.from(base.trim() || '未命名')
    .slice(0, 255)
    .join('');
}

/** One sys_files row for a stored upload (in the uploader's tenant, by the uploader). */
export async function recordUploadedFile(
  db: Db,
  store: FileStore,
  auth: AuthContext,
  file: UploadedFile,
): Promise<void> {
  await db.query(
    `INSERT INTO sys_files (id, file_name, url, file_type, mime, file_size, biz, store, tenant_id, create_by, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())`,
    [
      newId(),
      displayName(file.fileName),
      file.url,
      file.fileType,
      file.mime,
      file.fileSize,
      file.biz,
      store.kind,
      effectiveTenantId(auth),
      auth.user.username,
    ],
  );
}
