import { useMemo } from 'react';
import type { ReactElement } from 'react';
import { Modal } from 'antd';
import { errorFileUrl, openErrorFile } from '../../../shared/api/sys/excel-api';
import { importResultText } from '../../../shared/domain/widgets/excel/import-result';
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
      下载错误明细
    </a>
  );
}

/**
 * The import's outcomes in antd: a success message and, for a file with errors, a warning dialog
 * whose one headline agrees with the counts (see domain/widgets/excel/import-result.ts) and links
 * the error file (下载错误明细).
 */
export function useDesktopImportUi(): [ImportExcelUi, ReactElement] {
  const { message } = useFeedback();
  const [modal, holder] = Modal.useModal();
  const ui = useMemo<ImportExcelUi>(
    () => ({
      warning: (text) => void (text && message.warning(text)),
      error: (text) => void (text && message.error(text)),
      success: (text) => {
        if (!text) return;
        const { headline, detail } = importResultText(text);
        void message.success(detail ? `${headline}（${detail}）` : headline);
      },
      partial: (text, path) => {
        const { headline, detail } = importResultText(text);
        modal.warning({
          title: headline,
          okText: '确定',
          content: (
            <div>
              {detail ? <div>{detail}</div> : null}
              <div>
                有错误的文件不会导入任何数据，请修改后重新导入：
                <ErrorFileLink path={path} />
              </div>
            </div>
          ),
        });
      },
    }),
    [message, modal],
  );
  return [ui, holder];
}
