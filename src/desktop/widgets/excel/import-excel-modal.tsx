import { useEffect } from 'react';
import { Button, Switch, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { ExcelProfile } from '../../../shared/domain/widgets/excel/profiles';
import { useImportExcel } from '../../../shared/hooks/excel/use-import-excel';
import { downloadImportTemplate } from '../../../shared/hooks/excel/import-template';
import { AppModal } from '../modal/app-modal';
import { ExcelFilePreview } from './excel-preview';
import { useDesktopImportUi } from './use-desktop-import-ui';

export interface ImportExcelModalProps {
  open: boolean;
  onClose: () => void;
  /** The caller-supplied import URL, e.g. '/sys/user/importExcel'. */
  url: string;
  /** The resource whose columns the preview maps (omit for no preview). */
  profile?: ExcelProfile;
  /** Online mode: shows 是否开启校验 and sends validateStatus. */
  online?: boolean;
  isSingleTableImport?: string;
  foreignKeys?: string;
  /** After an upload the server accepted (the list reloads). */
  onImported?: () => void;
}

/**
 * 导入EXCEL (a 600 px dialog): .xls/.xlsx files, a preview of each, 开始上传 / 上传中...; with a
 * profile, 下载模板 saves the header row of the importable columns.
 */
export function ImportExcelModal(props: ImportExcelModalProps) {
  const { open, onClose, profile } = props;
  const [ui, holder] = useDesktopImportUi();
  const importer = useImportExcel({
    url: props.url,
    profile: props.profile,
    online: props.online,
    isSingleTableImport: props.isSingleTableImport,
    foreignKeys: props.foreignKeys,
    ui,
    onImported: props.onImported,
    onClose,
  });
  const { reset } = importer;
  // Opening clears the file list and resets validateStatus to 0.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  return (
    <>
      {holder}
      <AppModal
        title="导入EXCEL"
        width={600}
        open={open}
        onCancel={onClose}
        footer={[
          <Button key="close" onClick={onClose}>
            关闭
          </Button>,
          <Button
            key="upload"
            type="primary"
            disabled={importer.files.length === 0}
            loading={importer.uploading}
            onClick={() => void importer.upload()}
          >
            {importer.uploading ? '上传中...' : '开始上传'}
          </Button>,
        ]}
      >
        {props.online ? (
          <div style={{ marginBottom: 12 }}>
            <span>是否开启校验：</span>
            <Switch
              checkedChildren="是"
              unCheckedChildren="否"
              aria-label="是否开启校验"
              checked={importer.validateStatus === 1}
              onChange={(checked) => importer.setValidateStatus(checked ? 1 : 0)}
            />
          </div>
        ) : null}
        <Upload
          accept=".xls,.xlsx"
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            importer.addFiles([file]);
            // Held until 开始上传: antd must not upload on its own.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>选择导入文件</Button>
        </Upload>
        {profile ? (
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => void downloadImportTemplate(profile).catch(() => ui.error('模板下载失败'))}
          >
            下载模板
          </Button>
        ) : null}
        <div style={{ marginTop: 12 }}>
          {importer.files.map((f) => (
            <ExcelFilePreview key={f.uid} chosen={f} onRemove={() => importer.removeFile(f.uid)} />
          ))}
        </div>
      </AppModal>
    </>
  );
}
