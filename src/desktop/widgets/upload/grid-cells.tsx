import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dropdown, Image, Modal } from 'antd';
import type { MenuProps } from 'antd';
import { MoreOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { staticFileUrl } from '../../../shared/api/static-url';
import { UPLOAD_TEXTS } from '../../../shared/domain/widgets/upload/messages';
import { fileNameOf, firstPath, pathsOf, shortName } from '../../../shared/domain/widgets/upload/value-model';
import { useCellUpload } from '../../../shared/hooks/upload/use-cell-upload';
import { useFilePicker } from '../../../shared/hooks/upload/use-file-picker';
import type { CellRenderer, CellRenderProps } from '../editable-grid/types';
import { CellMoreDialog } from './cell-more-dialog';
import { UploadErrorLabel, UploadingLabel } from './upload-status';
import { useMessageUi } from './use-message-ui';
import './upload.css';

type CellKind = 'upload' | 'file' | 'image';

/** A cell's stored value as text: a path (comma list) string, or the paths of entry items. */
function storedText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return pathsOf(value).join(',');
  return '';
}

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The upload / file / image cells (spec 001 §3–§4, §6, §8). The value is the stored path (a comma
 * list is kept; the first path is previewed and downloaded). Uploading shows a spinner with the
 * percent in a tooltip; done shows a file icon and the name cut to 5 characters plus '...' (the
 * image cell: a preview); error shows a red icon with the message (the image cell's error opens
 * 上传出错). A menu offers 下载 / 删除 (unless the column sets allowDownload / allowRemove false) and
 * 更多 (the more-dialog that can replace the path). The access token goes only with `column.token`.
 */
function UploadCell({ kind, props }: { kind: CellKind; props: CellRenderProps }) {
  const { column, ariaLabel } = props;
  const disabled = props.disabled;
  const ui = useMessageUi();
  const text = storedText(props.value);
  const path = firstPath(text);
  const image = kind === 'image';

  // The grid hands a fresh onChange each render; the upload answers later, so keep the latest.
  const onChangeRef = useRef(props.onChange);
  useEffect(() => {
    onChangeRef.current = props.onChange;
  });
  const onDone = useCallback((stored: string) => onChangeRef.current(stored), []);
  const request = useMemo(
    () => ({
      action: column.action,
      token: column.token === true,
      responseName: column.responseName,
      data: { isup: 1, ...column.data },
    }),
    [column.action, column.token, column.responseName, column.data],
  );
  const upload = useCellUpload({
    owner: props.row,
    field: column.key,
    imageOnly: image,
    request,
    onDone,
    ui,
  });
  const picker = useFilePicker({
    accept: image ? 'image/*' : undefined,
    disabled,
    onPick: (files) => {
      if (files[0]) upload.start(files[0]);
    },
  });
  const [moreOpen, setMoreOpen] = useState(false);
  const [errorOpen, setErrorOpen] = useState(false);
  const state = upload.state;
  const canDownload = column.allowDownload !== false && !!path;
  const canRemove = column.allowRemove !== false && !disabled && (!!text || state?.status === 'error');

  const menuItems: MenuProps['items'] = [
    ...(canDownload ? [{ key: 'download', label: '下载' }] : []),
    ...(canRemove ? [{ key: 'remove', label: '删除' }] : []),
    { key: 'more', label: '更多' },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'download') {
      const url = staticFileUrl(path);
      if (url) openInNewTab(url);
    } else if (key === 'remove') {
      upload.clear();
      props.onChange('');
    } else setMoreOpen(true);
  };

  let body;
  if (state?.status === 'uploading') {
    body = (
      <UploadingLabel name={shortName(state.name)} percent={state.percent} label={`${ariaLabel} 上传进度`} />
    );
  } else if (state?.status === 'error') {
    body = (
      <UploadErrorLabel
        name={shortName(state.name)}
        message={state.message || UPLOAD_TEXTS.unknownError}
        label={`${ariaLabel} 上传失败`}
        {...(image ? { onClick: () => setErrorOpen(true) } : {})}
      />
    );
  } else if (path && image) {
    const url = staticFileUrl(path);
    body = url ? (
      <Image src={url} alt={`${ariaLabel} 预览`} width={40} height={40} />
    ) : (
      <span title={path}>{shortName(fileNameOf(path))}</span>
    );
  } else if (path) {
    const name = fileNameOf(path);
    body = (
      <span title={name} aria-label={`${ariaLabel} ${name}`}>
        <PaperClipOutlined aria-hidden /> {shortName(name)}
      </span>
    );
  } else {
    body = disabled ? null : (
      <Button size="small" icon={<UploadOutlined />} aria-label={`${ariaLabel} 上传`} onClick={picker.open}>
        {image ? '上传图片' : '上传文件'}
      </Button>
    );
  }

  return (
    <div className="cwxt-upload-cell" data-upload-cell={kind}>
      <div className="cwxt-upload-cell__body">{body}</div>
      {(path || state?.status === 'error') && state?.status !== 'uploading' ? (
        <Dropdown menu={{ items: menuItems, onClick: onMenu }} trigger={['click']}>
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`${ariaLabel} 操作`} />
        </Dropdown>
      ) : null}
      {disabled ? null : <input {...picker.inputProps} aria-label={`${ariaLabel} 选择文件`} />}
      {moreOpen ? (
        <CellMoreDialog
          title={column.title}
          value={text}
          image={image}
          disabled={disabled}
          onReplace={(next) => {
            if (next !== text) {
              upload.clear();
              props.onChange(next);
            }
          }}
          onUpload={picker.open}
          onClose={() => setMoreOpen(false)}
        />
      ) : null}
      {errorOpen && state?.status === 'error' ? (
        <Modal
          open
          title={UPLOAD_TEXTS.errorDialogTitle}
          footer={(_, { OkBtn }) => <OkBtn />}
          okText="确定"
          onOk={() => setErrorOpen(false)}
          onCancel={() => setErrorOpen(false)}
        >
          {UPLOAD_TEXTS.errorDialogPrefix + (state.message || UPLOAD_TEXTS.unknownError)}
        </Modal>
      ) : null}
    </div>
  );
}

/** Cell renderers for the grid's `cellRenderers` (module-level: their identity must not change). */
export const uploadCellRenderer: CellRenderer = (props) => <UploadCell kind="upload" props={props} />;
export const fileCellRenderer: CellRenderer = (props) => <UploadCell kind="file" props={props} />;
export const imageCellRenderer: CellRenderer = (props) => <UploadCell kind="image" props={props} />;

/** All three, ready for `cellRenderers={UPLOAD_CELL_RENDERERS}`. */
export const UPLOAD_CELL_RENDERERS = {
  upload: uploadCellRenderer,
  file: fileCellRenderer,
  image: imageCellRenderer,
} as const;
