import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { settlementApi, type SettlementTaskRecord } from '../../../../shared/api/cwxt/settlement-api';
import { partlyPaid, taskEntryLabel, unpaidAmount } from '../../../../shared/domain/business/settlement-view';
import { displayEnergyKwh, displayMoney } from '../../../../shared/domain/money/figures';
import { PERM } from '../../../../shared/domain/permission/codes';
import { settlementTaskSchema } from '../../../../shared/domain/resources/settlement-task';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { urlSearchValues } from '../../../../shared/hooks/list-page/url-search';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { SCREEN_NAMES } from '../../../../shared/domain/routes/screen-links';
import { screenStack, searchWithoutScreens } from '../../../ui/screen-address';
import { useScreenRecord } from '../../../ui/use-screen-record';
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
  // The task screen is addressed (?screen=task.<id>, docs/phone-navigation.md): back closes it.
  const screen = useScreenRecord<Task>(SCREEN_NAMES.settlementTask, settlementApi.queryById);
  const [step, setStep] = useState<SettlementStep>(null);
  // A finished step closes its own screen and then the task's: one history entry at a time, the
  // task's only once the step's entry is gone (two closes in one handler would race).
  const [leaving, setLeaving] = useState(false);
  const location = useLocation();
  // A ref, not state: the list controller is a new object on every render.
  const list = useRef<ListPageController<Task>>(null);
  // A chart's drill-down opens this page with its filter in the URL (?settleMonth=…&status=…).
  const search = searchWithoutScreens(location.search);
  const initialFilters = useMemo(() => urlSearchValues(settlementTaskSchema, search), [search]);
  const refresh = () => void list.current?.loadData(1);
  const { token, close } = screen;
  useEffect(() => {
    if (!leaving) return;
    const stack = screenStack(location.search);
    if (token !== null && stack[stack.length - 1] !== token) return;
    setLeaving(false);
    close();
  }, [leaving, location.search, token, close]);
  return (
    <>
      <ResourceCardList<Task>
        key={search}
        schema={settlementTaskSchema}
        initialFilters={initialFilters}
        listRef={list}
        cardTitle={(t) => `${t.plantName ?? ''} · ${t.settleMonth}`}
        onCardOpen={screen.open}
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
            <Button size="small" color="primary" fill="outline" onClick={() => screen.open(t)}>
              {taskEntryLabel(t.status, perm.has)}
            </Button>
          ),
        })}
      />
      <SettlementTaskScreen
        task={screen.record}
        has={perm.has}
        onClose={screen.close}
        onDone={refresh}
        onStep={setStep}
      />
      <SettlementActionScreen
        step={step}
        onClose={() => setStep(null)}
        onDone={() => {
          setLeaving(true);
          refresh();
        }}
      />
    </>
  );
}
