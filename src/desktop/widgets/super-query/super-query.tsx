import { useMemo } from 'react';
import { Modal } from 'antd';
import { useFeedback } from '../../app/feedback';
import type { BuilderUi } from '../../../shared/domain/query/saved-queries';
import { useSuperQuery, type SuperQueryProps } from '../../../shared/hooks/super-query/use-super-query';
import { SuperQueryDialog } from './super-query-dialog';
import { SuperQueryTrigger } from './super-query-trigger';

export type { SuperQueryProps };

/**
 * The advanced query (spec 002 §2): the 高级查询 button and its builder dialog. Plug it into a
 * list page's toolbar with the list hook:
 * `toolbarExtra={({ list }) => <SuperQueryLazy schema={schema} active={list.superQueryActive}
 *   onSearch={list.handleSuperQuery} loading={list.loading} />}`.
 */
export function SuperQuery(props: SuperQueryProps) {
  const { message } = useFeedback();
  const [modal, holder] = Modal.useModal();
  const ui = useMemo<BuilderUi>(
    () => ({
      warning: (text) => void message.warning(text),
      success: (text) => void message.success(text),
      confirm: (content) =>
        new Promise<boolean>((resolve) => {
          modal.confirm({
            title: '提示',
            content,
            okText: '确定',
            cancelText: '取消',
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
    }),
    [message, modal],
  );
  const sq = useSuperQuery(props, ui, { closeOnQuery: false });
  return (
    <>
      {holder}
      <SuperQueryTrigger active={sq.active} onOpen={sq.show} onClear={() => void sq.reset()} />
      <SuperQueryDialog sq={sq} loading={props.loading} />
    </>
  );
}
