import { useMemo } from 'react';
import { Button, Checkbox, Empty, Radio, SpinLoading } from 'antd-mobile';
import type { ReportRecord } from '../../../shared/api/sys/report-api';
import { POPUP_MESSAGES, POPUP_TEXTS as T } from '../../../shared/domain/widgets/popup-report/messages';
import { cellText, rowKeyOf } from '../../../shared/domain/widgets/popup-report/query-params';
import {
  usePopupReport,
  type PopupReportOptions,
  type PopupReportUi,
} from '../../../shared/hooks/popup-report/use-popup-report';
import { FullScreenDialog } from '../../ui/full-screen-dialog';
import { alertDialog, toast } from '../../ui/lazy-feedback';
import { PopupQuery } from './popup-query';
import './popup-report.css';

export interface PopupReportScreenProps extends Omit<PopupReportOptions, 'ui' | 'onClose'> {
  onCancel(): void;
  onOk(rows: ReportRecord[]): void;
}

/** The online report popup on the phone: full screen, records as cards with a checkbox or radio. */
export function PopupReportScreen(props: PopupReportScreenProps) {
  const ui = useMemo<PopupReportUi>(
    () => ({
      warning: (text) => void (text && toast(text)),
      initError: (serverMessage, onOk) =>
        void alertDialog({
          title: POPUP_MESSAGES.initFailedTitle,
          content: `${POPUP_MESSAGES.initFailed}${serverMessage}`,
          okText: T.ok,
          onOk,
        }),
    }),
    [],
  );
  const state = usePopupReport({ ...props, ui, onClose: props.onCancel });
  const pages = Math.max(1, Math.ceil(state.total / state.pageSize));
  const footer = (
    <div className="cwxt-m-footer">
      <Button onClick={props.onCancel}>{T.cancel}</Button>
      <Button
        color="primary"
        onClick={() => {
          const rows = state.confirm();
          if (rows) props.onOk(rows);
        }}
      >
        {T.ok}
      </Button>
    </div>
  );
  const title = state.title || '请选择';
  const [first, ...rest] = state.columns;
  return (
    <FullScreenDialog title={title} open={props.open} onClose={props.onCancel} footer={footer}>
      <PopupQuery state={state} />
      {state.loading && <SpinLoading />}
      {!state.loading && state.records.length === 0 && <Empty description={T.empty} />}
      <div role="list" aria-label={title}>
        {state.records.map((r, i) => {
          const key = rowKeyOf(r, i);
          const checked = state.selectedKeys.includes(key);
          const name = first ? cellText(first, r, state.dictOptions) : key;
          const control = props.multi ? (
            <Checkbox checked={checked} onChange={(on) => state.select(key, on)}>
              {name}
            </Checkbox>
          ) : (
            <Radio checked={checked} onChange={(on) => state.select(key, on)}>
              {name}
            </Radio>
          );
          return (
            <div key={key} role="listitem" className="cwxt-m-rp-card">
              {control}
              <dl>
                {rest.map((c) => (
                  <div key={c.dataIndex} style={{ display: 'contents' }}>
                    <dt>{c.title}</dt>
                    <dd>{cellText(c, r, state.dictOptions)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          );
        })}
      </div>
      <div className="cwxt-m-rp-pager">
        <Button
          size="small"
          disabled={state.pageNo <= 1}
          onClick={() => state.changePage(state.pageNo - 1, state.pageSize)}
        >
          上一页
        </Button>
        <span>{`第 ${state.pageNo}/${pages} 页 共 ${state.total} 条`}</span>
        <Button
          size="small"
          disabled={state.pageNo >= pages}
          onClick={() => state.changePage(state.pageNo + 1, state.pageSize)}
        >
          下一页
        </Button>
      </div>
    </FullScreenDialog>
  );
}
