import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { App, Button } from 'antd';
import {
  settlementApi,
  SETTLEMENT_URLS,
  type SettlementTaskRecord,
} from '../../../../shared/api/cwxt/settlement-api';
import {
  availableActions,
  isTaskEditable,
  SETTLEMENT_FLOW,
} from '../../../../shared/domain/business/settlement-flow';
import { displayMoney } from '../../../../shared/domain/money/money';
import { PERM } from '../../../../shared/domain/permission/codes';
import { settlementTaskSchema } from '../../../../shared/domain/resources/settlement-task';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { urlSearchValues } from '../../../../shared/hooks/list-page/url-search';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import type { RowAction } from '../../../widgets/list-page/row-actions';
import { MonthRangePicker } from '../shared/month-range-picker';
import { PlantSelect } from '../shared/plant-select';
import { DecimalInput, PricePreviewInput } from './price-preview-input';
import { SettlementDetailDrawer, SettleStatusTag } from './settlement-detail-drawer';
import { SettlementDialogs, type SettlementDialog } from './settlement-dialogs';

type Task = SettlementTaskRecord;

const money = (v: unknown) => displayMoney(typeof v === 'string' ? v : null);

/**
 * 结算任务 (dfgl task): search, the state as a coloured tag, only the transitions the flow allows
 * and the user holds, a detail drawer with attachments and the timeline, the action dialogs.
 */
export default function SettlementTaskPage() {
  const { message } = App.useApp();
  const perm = useListPermissions(settlementTaskSchema.permissionPrefix);
  const [dialog, setDialog] = useState<SettlementDialog>(null);
  const [detail, setDetail] = useState<Task | null>(null);
  // A ref, not state: the list controller is a new object on every render.
  const list = useRef<ListPageController<Task>>(null);
  const reload = () => void list.current?.loadData();
  // A chart's drill-down opens this page with its filter in the URL (?settleMonth=…&status=…).
  const { search } = useLocation();
  const initialSearch = useMemo(() => urlSearchValues(settlementTaskSchema, search), [search]);

  const rowActions = (task: Task, openEdit: (t: Task) => void): RowAction<Task>[] => {
    const actions: RowAction<Task>[] = [
      { key: 'view', label: '详情', placement: 'inline', onClick: setDetail },
    ];
    if (isTaskEditable(task.status) && perm.has(PERM.settlement.edit))
      actions.push({ key: 'edit', label: '编辑', placement: 'inline', onClick: openEdit });
    for (const action of availableActions(task.status, perm.has)) {
      const title = SETTLEMENT_FLOW[action].title;
      if (action === 'confirm')
        actions.push({
          key: action,
          label: title,
          placement: 'inline',
          confirm: '确认本月结算数据无误？',
          onClick: (t) =>
            settlementApi.confirm(t.id).then(
              (m) => {
                message.success(m);
                reload();
              },
              (e: unknown) => message.error(e instanceof Error ? e.message : String(e)),
            ),
        });
      else if (action !== 'invoice')
        actions.push({
          key: action,
          label: title,
          placement: 'inline',
          onClick: (t) => setDialog({ kind: action, task: t }),
        });
    }
    if (isTaskEditable(task.status) && perm.has(PERM.settlement.delete))
      actions.push({
        key: 'remove',
        label: '删除',
        confirm: '确定删除吗?',
        onClick: (t) => void list.current?.handleDelete(t.id),
      });
    return actions;
  };

  return (
    <ResourceListPage<Task>
      // A new filter in the URL (another drill-down) starts the page afresh.
      key={search}
      schema={settlementTaskSchema}
      initialSearch={initialSearch}
      // Wide money and date columns: scroll rather than wrap plant names letter by letter.
      tableProps={{ scroll: { x: 'max-content' } }}
      url={{ ...SETTLEMENT_URLS }}
      hideRowActions={['edit', 'detail', 'delete']}
      listRef={list}
      renderSearchField={{ plantId: () => <PlantSelect />, settleMonth: () => <MonthRangePicker /> }}
      renderField={{
        energyKwh: ({ disabled }) => <DecimalInput disabled={disabled} />,
        unitPrice: ({ disabled }) => <PricePreviewInput disabled={disabled} />,
        taxRate: ({ disabled }) => <DecimalInput disabled={disabled} />,
      }}
      columnRender={{
        status: (v) => <SettleStatusTag status={String(v)} />,
        amount: money,
        energyKwh: (v) => String(v ?? ''),
      }}
      toolbarExtra={() =>
        perm.has(PERM.settlement.open) ? (
          <Button type="primary" onClick={() => setDialog({ kind: 'open' })}>
            开立月度任务
          </Button>
        ) : null
      }
      rowActions={(task, ctx) => rowActions(task, ctx.openEdit)}
      actionsWidth={260}
    >
      {() => (
        <>
          <SettlementDialogs dialog={dialog} onClose={() => setDialog(null)} onDone={reload} />
          <SettlementDetailDrawer task={detail} onClose={() => setDetail(null)} />
        </>
      )}
    </ResourceListPage>
  );
}
