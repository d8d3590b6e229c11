import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import {
  settlementApi,
  SETTLEMENT_LOG_KEY,
  SETTLEMENT_URLS,
  type SettlementTaskRecord,
} from '../../../../shared/api/cwxt/settlement-api';
import {
  availableActions,
  isTaskEditable,
  SETTLEMENT_FLOW,
} from '../../../../shared/domain/business/settlement-flow';
import { displayEnergy, displayMoney } from '../../../../shared/domain/money/figures';
import { PERM } from '../../../../shared/domain/permission/codes';
import { settlementTaskSchema } from '../../../../shared/domain/resources/settlement-task';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { urlSearchValues } from '../../../../shared/hooks/list-page/url-search';
import { useWorkflowAction } from '../../../../shared/hooks/use-workflow-action';
import { useFeedback } from '../../../app/feedback';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import type { RowAction } from '../../../widgets/list-page/row-actions';
import { MonthRangePicker } from '../shared/month-range-picker';
import { PlantSelect } from '../shared/plant-select';
import { DecimalInput, PricePreviewInput } from './price-preview-input';
import { SettlementDetailDrawer, SettleStatusTag } from './settlement-detail-drawer';
import { SettlementDialogs, type SettlementDialog } from './settlement-dialogs';

type Task = SettlementTaskRecord;

const money = (v: unknown) => displayMoney(typeof v === 'string' ? v : null);

const NOT_TRANSITIONS = new Set(['view', 'edit', 'remove']);

/**
 * 详情 and ONE primary action stay in the row — the first transition the flow offers, else 编辑 —
 * and everything else goes into 更多, so every row has the same links and height.
 */
function primaryFirst(actions: RowAction<Task>[]): RowAction<Task>[] {
  const primary = actions.find((a) => !NOT_TRANSITIONS.has(a.key)) ?? actions.find((a) => a.key === 'edit');
  const inline = (a: RowAction<Task>) => a.key === 'view' || a === primary;
  return [
    ...actions.filter(inline).map((a) => ({ ...a, placement: 'inline' as const })),
    ...actions.filter((a) => !inline(a)).map((a) => ({ ...a, placement: 'more' as const })),
  ];
}

/**
 * 结算任务 (dfgl task): search, the state as a coloured tag, only the transitions the flow allows
 * and the user holds, a detail drawer with attachments and the timeline, the action dialogs.
 */
export default function SettlementTaskPage() {
  const { message } = useFeedback();
  const client = useQueryClient();
  const perm = useListPermissions(settlementTaskSchema.permissionPrefix);
  const [dialog, setDialog] = useState<SettlementDialog>(null);
  const [detail, setDetail] = useState<Task | null>(null);
  // A ref, not state: the list controller is a new object on every render.
  const list = useRef<ListPageController<Task>>(null);
  /** After an action: the list row, the open detail (figures and timeline) show the new state. */
  const refresh = () => {
    void list.current?.loadData();
    void client.invalidateQueries({ queryKey: SETTLEMENT_LOG_KEY });
    // Read from this render (a state updater must stay pure: StrictMode runs it twice).
    if (detail)
      void settlementApi.queryById(detail.id).then(
        (fresh) => setDetail((still) => (still?.id === fresh.id ? fresh : still)),
        () => undefined,
      );
  };
  const confirm = useWorkflowAction(message, refresh);
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
            confirm.run(`confirm:${t.id}`, (key) => settlementApi.confirm(t.id, { key, version: t.version })),
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
    return primaryFirst(actions);
  };

  return (
    <ResourceListPage<Task>
      // A new filter in the URL (another drill-down) starts the page afresh.
      key={search}
      schema={settlementTaskSchema}
      // 状态 beside the plant: what a row is about, then where it stands; the figures follow.
      leadingColumns={['settleMonth', 'plantName', 'status']}
      columnOptions={{ settleMonth: { width: 110 }, plantName: { width: 190 }, amount: { width: 150 } }}
      initialSearch={initialSearch}
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
        energyKwh: displayEnergy,
      }}
      toolbarExtra={() =>
        perm.has(PERM.settlement.open) ? (
          <Button type="primary" onClick={() => setDialog({ kind: 'open' })}>
            开立月度任务
          </Button>
        ) : null
      }
      rowActions={(task, ctx) => rowActions(task, ctx.openEdit)}
    >
      {() => (
        <>
          <SettlementDialogs dialog={dialog} onClose={() => setDialog(null)} onDone={refresh} />
          <SettlementDetailDrawer task={detail} onClose={() => setDetail(null)} />
        </>
      )}
    </ResourceListPage>
  );
}
