import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button, DotLoading, List } from 'antd-mobile';
import {
  SETTLEMENT_LINES_LIVE,
  settlementLineApi,
  type SettlementLineRecord,
  type SettlementLinesView,
} from '../../../../shared/api/cwxt/settlement-line-api';
import type { GridRowValues } from '../../../../shared/domain/grid/column';
import type { LiveGridBinding } from '../../../../shared/hooks/grid/use-live-grid';
import { toastError, toastSuccess } from '../../../ui/lazy-feedback';
import { GridCardsLazy } from '../../../widgets/grid-cards/grid-cards-lazy';
import type { GridCardsRef } from '../../../widgets/grid-cards/types';
import {
  lineTotals,
  settlementLineColumns,
  toSaveRows,
} from '../../../../shared/domain/business/settlement-lines-grid';
import { displayEnergyKwh } from '../../../../shared/domain/money/figures';

/** A save refused on the phone before it is sent: the failing cards are marked red. */
const LINES_INVALID = '电量明细填写有误，请检查标红的卡片';

const LINES_DRAFT = (taskId: string) => ({ formKey: 'settlement-lines', recordId: taskId });

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** 明细合计 X kWh，结算电量 Y kWh（相差 Z kWh）, exact to the watt-hour and kept live. */
function TotalsLine({ rows, taskKwh }: { rows: readonly Readonly<GridRowValues>[]; taskKwh: string }) {
  const t = lineTotals(rows, taskKwh);
  return (
    <div role="note" aria-label="明细合计" className="cwxt-m-lines-total" style={{ padding: '8px 12px' }}>
      明细合计 {displayEnergyKwh(t.lines)}，结算电量 {displayEnergyKwh(t.task)}（相差{' '}
      {displayEnergyKwh(t.difference)}）{t.invalid > 0 && `，另有${t.invalid}行上网电量无效未计入`}
    </div>
  );
}

/**
 * 电量明细 of one settlement task on the phone (issue 11): the lines as cards, edited by the plant
 * user and the grid clerk at the same time while the task is 待确认 / 电厂有异议, with the other
 * side's saves arriving live. Loaded once per opened task (mount it keyed by the task id): a new
 * data source would reset the cards and lose unsaved edits, so only an own save replaces it.
 */
export function SettlementLinesPanel({ taskId }: { taskId: string }) {
  const [view, setView] = useState<SettlementLinesView | null>(null);
  const [records, setRecords] = useState<SettlementLineRecord[] | undefined>();
  // The lines' revision of `records`: live changes it already includes are not applied again.
  const [rev, setRev] = useState<number | undefined>();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [rows, setRows] = useState<readonly GridRowValues[]>([]);
  const [busy, setBusy] = useState(false);
  const cards = useRef<GridCardsRef>(null);

  useEffect(() => {
    let current = true;
    settlementLineApi.list(taskId).then(
      (answer) => {
        if (!current) return;
        setView(answer);
        setRecords(answer.records);
        setRev(answer.rev);
      },
      (e: unknown) => {
        if (current) setLoadError(errorText(e));
      },
    );
    return () => {
      current = false;
    };
  }, [taskId]);

  const units = view?.units;
  const columns = useMemo(() => settlementLineColumns(units ?? []), [units]);
  const live = useMemo<LiveGridBinding>(
    () => ({
      page: SETTLEMENT_LINES_LIVE.page,
      recordId: taskId,
      socketKey: SETTLEMENT_LINES_LIVE.socketKey,
      fetchRows: () => settlementLineApi.list(taskId).then((v) => ({ rows: v.records, revision: v.rev })),
      revision: rev,
    }),
    [taskId, rev],
  );

  const save = async () => {
    const grid = cards.current;
    if (!grid) return;
    setBusy(true);
    try {
      const result = await grid.getValues();
      if (result.error > 0) {
        void toastError(LINES_INVALID);
        return;
      }
      const body = toSaveRows(result.values, (id) => grid.isNewRow?.(id) ?? false);
      const answer = await settlementLineApi.save(taskId, body, result.deleteIds);
      grid.draftSaved?.();
      void toastSuccess('保存成功！');
      setRecords(answer.records);
      setRev(answer.rev);
    } catch (e) {
      // Refused as a whole: the cards keep every local edit so the user can fix and retry.
      void toastError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const editable = view?.task.editable === true;
  return (
    <List header="电量明细">
      {loadError !== null ? (
        <div style={{ padding: 12, color: 'var(--adm-color-danger)' }}>{loadError}</div>
      ) : view === null ? (
        <div style={{ padding: 12 }} aria-busy="true">
          <DotLoading />
        </div>
      ) : (
        <Suspense
          fallback={
            <div style={{ padding: 12 }}>
              <DotLoading />
            </div>
          }
        >
          <GridCardsLazy
            ref={cards}
            label="电量明细"
            columns={columns}
            dataSource={records}
            dragSort={editable}
            dragSortKey="sortNo"
            disabled={!editable}
            live={live}
            // Unsaved edits are kept as a draft (asked about on leaving, offered back on return).
            draft={LINES_DRAFT(taskId)}
            onRowsChange={setRows}
          />
          <TotalsLine rows={rows} taskKwh={view.task.energyKwh} />
          {editable && (
            <div style={{ padding: '0 12px 12px' }}>
              <Button block color="primary" loading={busy} onClick={() => void save()}>
                保存明细
              </Button>
            </div>
          )}
        </Suspense>
      )}
    </List>
  );
}
