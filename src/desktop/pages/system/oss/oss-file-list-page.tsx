import { useState } from 'react';
import { ossFileUrl, type OssFileRecord } from '../../../../shared/api/sys/oss-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import {
  formatFileSize,
  isPreviewableImage,
  ossFileSchema,
} from '../../../../shared/domain/resources/oss-file';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import type { RowAction } from '../../../widgets/list-page/row-actions';
import { downloadFromUrl } from './download-link';
import { ImagePreviewModal } from './image-preview-modal';
import { OssUploadButton } from './oss-upload-button';

/** 文件列表 ('modules/oss/OSSFileList'): every uploaded file; preview, download, delete, upload. */
// Rows come only from uploads: the kit's add/batch/export/import buttons stay hidden because their
// default codes (system:oss:add …) are not permissions of this menu.
export default function OssFileListPage(_props: ViewProps) {
  const perm = useListPermissions(ossFileSchema.permissionPrefix);
  const [preview, setPreview] = useState<{ fileName: string; src: string } | null>(null);

  const download = (record: OssFileRecord) => {
    const url = ossFileUrl(record);
    if (url) downloadFromUrl(url, record.fileName);
  };
  const open = (record: OssFileRecord) => {
    const src = ossFileUrl(record);
    if (!src) return;
    // Only safe raster images are shown; anything else is downloaded (the server serves it as an attachment).
    if (isPreviewableImage(record.fileType)) setPreview({ fileName: record.fileName, src });
    else downloadFromUrl(src, record.fileName);
  };

  return (
    <ResourceListPage<OssFileRecord>
      schema={ossFileSchema}
      hideRowActions={['edit', 'detail', 'delete']}
      actionsWidth={180}
      columnRender={{ fileSize: (value) => formatFileSize(value) }}
      toolbarExtra={({ list }) =>
        perm.has(PERM.oss.list) ? <OssUploadButton onUploaded={() => void list.loadData()} /> : null
      }
      rowActions={(record, { list }) => {
        const actions: RowAction<OssFileRecord>[] = [
          { key: 'preview', label: '预览', placement: 'inline', onClick: open },
          { key: 'download', label: '下载', placement: 'inline', onClick: download },
        ];
        if (perm.has(PERM.oss.delete)) {
          actions.push({
            key: 'remove',
            label: '删除',
            placement: 'inline',
            confirm: '确定删除吗?',
            onClick: (r) => list.handleDelete(r.id),
          });
        }
        return record.id ? actions : [];
      }}
    >
      {() => <ImagePreviewModal file={preview} onClose={() => setPreview(null)} />}
    </ResourceListPage>
  );
}
