import type { SettlementLineInput } from '../../domain/business/settlement-lines-grid';
import type { SettlementLineJson } from '../../domain/resources/settlement-line';
import { LIVE_TAB_HEADER } from '../../domain/live/messages';
import { liveTabId } from '../../domain/live/tab-id';
import { getAction, postAction } from '../http';
import { unwrap } from './act';

export type { SettlementLineInput };

/** 结算电量明细 (`/cwxt/settlementLine/*`): a settlement task's per-meter energy, edited live by both sides. */
export const SETTLEMENT_LINE_URLS = {
  list: '/cwxt/settlementLine/list',
  save: '/cwxt/settlementLine/save',
} as const;

/** One line as the list returns it and as a live `update`/`add` message carries it. */
export type SettlementLineRecord = SettlementLineJson;

export interface SettlementLinesView {
  task: { id: string; plantId: string; status: string; energyKwh: string; editable: boolean };
  /** The plant's units, for the 机组 column. */
  units: { value: string; label: string }[];
  records: SettlementLineRecord[];
  /** The lines' revision the records are at (live messages carry the revision of their save). */
  rev: number;
}

export const settlementLineApi = {
  list: (taskId: string) =>
    unwrap(getAction<SettlementLinesView>(SETTLEMENT_LINE_URLS.list, { taskId }), '加载电量明细失败'),
  /** Saves every row in display order plus the removed ids; resolves to the saved lines. */
  save: (taskId: string, rows: readonly SettlementLineInput[], deleteIds: readonly string[]) =>
    unwrap(
      postAction<{ records: SettlementLineRecord[]; rev: number }>(
        SETTLEMENT_LINE_URLS.save,
        { taskId, rows, deleteIds },
        { headers: { [LIVE_TAB_HEADER]: liveTabId() } },
      ),
    ),
};

/** The live grid of a task's lines: `/vxeSocket/{userId}/settlement-lines.<taskId>`, grid `lines`. */
export const SETTLEMENT_LINES_LIVE = { page: 'settlement-lines', socketKey: 'lines' } as const;
