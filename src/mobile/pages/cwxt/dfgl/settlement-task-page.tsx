import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from 'antd-mobile';
import type { SettlementTaskRecord } from '../../../../shared/api/cwxt/settlement-api';
import { partlyPaid, taskEntryLabel, unpaidAmount } from '../../../../shared/domain/business/settlement-view';
import { displayEnergyKwh, displayMoney } from '../../../../shared/domain/money/figures';
import { PERM } from '../../../../shared/domain/permission/codes';
import { settlementTaskSchema } from '../../../../shared/domain/resources/settlement-task';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { urlSearchValues } from '../../../../shared/hooks/list-page/url-search';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { SettlementActionScreen, type SettlementStep } from './settlement-action-screen';
import { SettlementTaskScreen, SettleStatusTag } from './settlement-task-screen';

type Task = SettlementTaskRecord;

/**
 * 结算任务 on the phone: one card per plant and month (电费金额 on the right, the state, 上网电量 and
 * the deadline or what is unpaid), 办理 when the user has a step to take and 查看 otherwise; the
 * full-screen task with the role's steps; 开立月度任务 for the grid clerk.
 */
export default function SettlementTaskPage() {
  const perm = useListPermissions(settlementTaskSchema.permissionPrefix);
  const [open, setOpen] = useState<Task | null>(null);
  const [step, setStep] = useState<SettlementStep>(null);
  // A ref, not state: the list controller is a new object on every render.
  const list = useRef<ListPageController<Task>>(null);
  // A chart's drill-down opens this page with its filter in the URL (?settleMonth=…&status=…).
  const { search } = useLocation();
  const initialFilters = useMemo(() => urlSearchValues(settlementTaskSchema, search), [search]);
  const refresh = () => void list.current?.loadData(1);
  return (
    <>
      <ResourceCardList<Task>
        key={search}
        schema={settlementTaskSchema}
        initialFilters={initialFilters}
        listRef={list}
        cardTitle={(t) => `${t.plantName ?? ''} · ${t.settleMonth}`}
        onCardOpen={setOpen}
        searchExtra={() =>
          perm.has(PERM.settlement.open) ? (
            <Button size="small" color="primary" onClick={() => setStep({ kind: 'open' })}>
              开立月度任务
            </Button>
          ) : null
        }
        cardSummary={(t) => ({
          tag: <SettleStatusTag status={t.status} />,
          figureLabel: '电费金额',
          figure: displayMoney(t.amount),
          facts: [
            `电量 ${displayEnergyKwh(t.energyKwh)}`,
            partlyPaid(t)
              ? `未付 ${displayMoney(unpaidAmount(t))}`
              : t.deadline
                ? `截止 ${t.deadline}`
                : null,
          ].filter((f): f is string => f !== null),
          actions: (
            <Button size="small" color="primary" fill="outline" onClick={() => setOpen(t)}>
              {taskEntryLabel(t.status, perm.has)}
            </Button>
          ),
        })}
      />
      <SettlementTaskScreen
        task={open}
        has={perm.has}
        onClose={() => setOpen(null)}
        onDone={refresh}
        onStep={setStep}
      />
      <SettlementActionScreen
        step={step}
        onClose={() => setStep(null)}
        onDone={() => {
          setOpen(null);
          refresh();
        }}
      />
    </>
  );
}
