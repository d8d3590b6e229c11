import { useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { settlementApi, type SettlementTaskRecord } from '../../../../shared/api/cwxt/settlement-api';
import { displayMoney } from '../../../../shared/domain/money/money';
import { settlementTaskSchema } from '../../../../shared/domain/resources/settlement-task';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { urlSearchValues } from '../../../../shared/hooks/list-page/url-search';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { SCREEN_NAMES } from '../../../../shared/domain/routes/screen-links';
import { searchWithoutScreens } from '../../../ui/screen-address';
import { useScreenRecord } from '../../../ui/use-screen-record';
import { SettlementTaskScreen, SettleStatusTag } from './settlement-task-screen';

type Task = SettlementTaskRecord;

/** 结算任务 on the phone: cards (state, amount, deadline) → the full-screen task with its actions. */
export default function SettlementTaskPage() {
  const perm = useListPermissions(settlementTaskSchema.permissionPrefix);
  // The task screen is addressed (?screen=task.<id>, docs/phone-navigation.md): back closes it.
  const screen = useScreenRecord<Task>(SCREEN_NAMES.settlementTask, settlementApi.queryById);
  // A ref, not state: the list controller is a new object on every render.
  const list = useRef<ListPageController<Task>>(null);
  // A chart's drill-down opens this page with its filter in the URL (?settleMonth=…&status=…).
  const search = searchWithoutScreens(useLocation().search);
  const initialFilters = useMemo(() => urlSearchValues(settlementTaskSchema, search), [search]);
  return (
    <>
      <ResourceCardList<Task>
        key={search}
        schema={settlementTaskSchema}
        initialFilters={initialFilters}
        listRef={list}
        cardTitle={(t) => `${t.plantName ?? ''} ${t.settleMonth}`}
        cardFooter={(t) => (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <SettleStatusTag status={t.status} />
            <span>电费金额 {displayMoney(t.amount)}</span>
            {t.deadline && <span>截止 {t.deadline}</span>}
            <Button
              size="small"
              color="primary"
              fill="outline"
              onClick={() => screen.open(t)}
              style={{ marginLeft: 'auto' }}
            >
              办理
            </Button>
          </div>
        )}
      />
      <SettlementTaskScreen
        task={screen.record}
        has={perm.has}
        onClose={screen.close}
        onDone={() => void list.current?.loadData(1)}
      />
    </>
  );
}
