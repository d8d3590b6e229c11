import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import {
  SETTLEMENT_LINES_LIVE,
  settlementLineApi,
  type SettlementLineRecord,
  type SettlementLinesView,
} from '../../../../shared/api/cwxt/settlement-line-api';
import { errorText } from '../../../../shared/api/api-error';
import type { GridRowValues } from '../../../../shared/domain/grid/column';
import type { LiveGridBinding } from '../../../../shared/hooks/grid/use-live-grid';
import { useFeedback } from '../../../app/feedback';
import { EditableGridLazy } from '../../../widgets/editable-grid/editable-grid-lazy';
import type { EditableGridRef } from '../../../widgets/editable-grid/types';
import {
  lineTotals,
  settlementLineColumns,
  toSaveRows,
} from '../../../../shared/domain/business/settlement-lines-grid';
import { displayEnergyKwh } from '../../../../shared/domain/money/figures';

export const LINES_TITLE = '电量明细';
const LINES_INVALID = '电量明细填写有误，请检查标红的单元格';
const SAVED = '保存成功！';
const DESKTOP_WIDTHS = { meterPoint: 160, unitId: 150, energyKwh: 150, remark: 200 };

type Loaded = Omit<SettlementLinesView, 'records' | 'rev'>;

/** The totals line under the grid: 明细合计 against the task's 上网电量, exact. */
function TotalsLine({ rows, taskEnergy }: { rows: readonly GridRowValues[]; taskEnergy: string }) {
  const t = lineTotals(rows, taskEnergy);
  return (
    <Typography.Text type={t.difference === '0.000' ? undefined : 'warning'}>
      明细合计 {displayEnergyKwh(t.lines)}，结算电量 {displayEnergyKwh(t.task)}（相差{' '}
      {displayEnergyKwh(t.difference)}）{t.invalid > 0 && `，另有${t.invalid}行上网电量无效未计入`}
    </Typography.Text>
  );
}

/**
 * 电量明细 of one settlement task (issue 11): an editable grid both sides fill in while the task
 * is 待确认 or 电厂有异议, live (another user's save appears in place, an unsaved edit survives),
 * saved in one transaction. Loaded once per opened task: a new data source would reset the grid
 * and lose unsaved edits, so nothing refetches it behind the user's back. Key it by the task id.
 */
export function SettlementLinesSection({ taskId }: { taskId: string }) {
  const { message } = useFeedback();
  const grid = useRef<EditableGridRef>(null);
  const [view, setView] = useState<Loaded | null>(null);
  const [records, setRecords] = useState<SettlementLineRecord[] | null>(null);
  // The lines' revision of `records`: live changes it already includes are not applied again.
  const [rev, setRev] = useState<number | undefined>();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [current, setCurrent] = useState<readonly GridRowValues[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let alive = true;
    settlementLineApi.list(taskId).then(
      ({ records: rows, rev: loadedRev, ...rest }) => {
        if (!alive) return;
        setView(rest);
        setRecords(rows);
        setRev(loadedRev);
        setCurrent(rows);
      },
      (e: unknown) => alive && setLoadError(errorText(e, '加载电量明细失败')),
    );
    return () => {
      alive = false;
    };
  }, [taskId]);

  const units = view?.units;
  const columns = useMemo(() => settlementLineColumns(units ?? [], DESKTOP_WIDTHS), [units]);
  const live: LiveGridBinding = useMemo(
    () => ({
      page: SETTLEMENT_LINES_LIVE.page,
      recordId: taskId,
      socketKey: SETTLEMENT_LINES_LIVE.socketKey,
      fetchRows: () => settlementLineApi.list(taskId).then((v) => ({ rows: v.records, revision: v.rev })),
      revision: rev,
    }),
    [taskId, rev],
  );
  const onStatisticsChange = useCallback((values: GridRowValues[]) => setCurrent(values), []);

  const save = async () => {
    const api = grid.current;
    if (!api || saving) return;
    const { error, values, deleteIds } = await api.getValues({ validate: true });
    if (error > 0) {
      void message.warning(LINES_INVALID);
      return;
    }
    setSaving(true);
    try {
      const answer = await settlementLineApi.save(taskId, toSaveRows(values, api.isNewRow), deleteIds);
      void message.success(SAVED);
      // The saved lines are the server state now: the grid reloads and rebases on them.
      setRecords(answer.records);
      setRev(answer.rev);
      setCurrent(answer.records);
    } catch (e) {
      // Refused as a whole: the grid keeps every unsaved edit so the user can fix and retry.
      void message.warning(errorText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };

  const editable = view?.task.editable === true;
  return (
    <section aria-label={LINES_TITLE}>
      <Flex justify="space-between" align="center" style={{ marginTop: 24, marginBottom: 8 }}>
        <h4 style={{ margin: 0 }}>{LINES_TITLE}</h4>
        <Button
          type="primary"
          disabled={!editable || records === null}
          loading={saving}
          onClick={() => void save()}
        >
          保存明细
        </Button>
      </Flex>
      {loadError !== null ? (
        <Alert type="error" showIcon title={loadError} />
      ) : view === null || records === null ? (
        <Spin />
      ) : (
        <>
          <Suspense fallback={<Spin />}>
            <EditableGridLazy
              ref={grid}
              label={LINES_TITLE}
              columns={columns}
              dataSource={records}
              dragSort={editable}
              dragSortKey="sortNo"
              rowNumber
              rowSelection={editable}
              toolbar={editable}
              disabled={!editable}
              maxHeight={360}
              // Edits typed while a save is on its way would be replaced by its answer.
              loading={saving}
              live={live}
              onStatisticsChange={onStatisticsChange}
            />
          </Suspense>
          <TotalsLine rows={current} taskEnergy={view.task.energyKwh} />
        </>
      )}
    </section>
  );
}
