import { useMemo } from 'react';
import type { ReactElement } from 'react';
import { Modal } from 'antd';
import { errorFileUrl, openErrorFile } from '../../../shared/api/sys/excel-api';
import { EXCEL_MESSAGES } from '../../../shared/domain/widgets/excel/messages';
import type { ImportExcelUi } from '../../../shared/hooks/excel/use-import-excel';
import { useFeedback } from '../../app/feedback';

/** The error-file link of the 201 dialog: a download of the stored file, 未知的文件 without one. */
function ErrorFileLink({ path }: { path: string | null }) {
  const url = errorFileUrl(path);
  return (
    <a
      href={url ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      download
      onClick={(e) => {
        if (url) return;
        e.preventDefault();
        openErrorFile(path);
      }}
    >
      {EXCEL_MESSAGES.detailLink}
    </a>
  );
}

/** The import's outcomes in antd: messages, and the 导入成功,但是有错误数据! warning dialog (spec 002 §8). */
export function useDesktopImportUi(): [ImportExcelUi, ReactElement] {
  const { message } = useFeedback();
  const [modal, holder] = Modal.useModal();
  const ui = useMemo<ImportExcelUi>(
    () => ({
      warning: (text) => void (text && message.warning(text)),
      error: (text) => void (text && message.error(text)),
      success: (text) => void (text && message.success(text)),
      partial: (text, path) => {
        modal.warning({
          title: EXCEL_MESSAGES.partialTitle,
          okText: '确定',
          content: (
            <div>
              <span>{text}</span>
              <br />
              <span>
                {EXCEL_MESSAGES.detailPrefix} <ErrorFileLink path={path} />
              </span>
            </div>
          ),
        });
      },
    }),
    [message, modal],
  );
  return [ui, holder];
}
