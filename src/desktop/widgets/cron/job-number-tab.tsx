import { Select } from 'antd';
import {
  JOB_BOUNDS,
  SPECIFIC_YEARS,
  type NumberFieldState,
  type NumberMode,
} from '../../../shared/domain/cron/builder-model';
import { CRON_FIELD_BOUNDS } from '../../../shared/domain/cron/fields';
import type { JobNumberKey } from '../../../shared/domain/cron/job-builder-model';
import { ModeGroup, ModeRow } from './mode-row';
import { NumBox } from './num-box';
import { numberOptions } from './value-checks';

/** Per field: the every label, the unit, the 具体… label and the end of the range sentence. */
const TEXTS: Record<JobNumberKey, { every: string; unit: string; specific: string; rangeEnd: string }> = {
  second: { every: '每一秒钟', unit: '秒', specific: '具体秒数(可多选)', rangeEnd: '秒' },
  minute: { every: '每一分钟', unit: '分', specific: '具体分钟数(可多选)', rangeEnd: '分' },
  hour: { every: '每一小时', unit: '小时', specific: '具体小时数(可多选)', rangeEnd: '小时' },
  month: { every: '每一月', unit: '月', specific: '具体月数(可多选)', rangeEnd: '月之间的每个月' },
  year: { every: '每一年', unit: '年', specific: '具体年份(可多选)', rangeEnd: '年之间的每一年' },
};

interface Props {
  field: JobNumberKey;
  state: NumberFieldState;
  onChange: (next: NumberFieldState) => void;
}

/** A job-dialog tab for second, minute, hour, month or year: modes 1 every, 2 increment, 3 specific, 4 range. */
export function JobNumberTab({ field, state, onChange }: Props) {
  const t = TEXTS[field];
  const b = JOB_BOUNDS[field];
  const set = (patch: Partial<NumberFieldState>) => onChange({ ...state, ...patch });
  const off = (mode: NumberMode) => state.mode !== mode;
  const values =
    field === 'year'
      ? SPECIFIC_YEARS.map((y) => ({ value: y, label: String(y) }))
      : numberOptions(CRON_FIELD_BOUNDS[field].min, CRON_FIELD_BOUNDS[field].max);
  return (
    <ModeGroup<NumberMode> value={state.mode} onChange={(mode) => set({ mode })}>
      <ModeRow value="every" label={t.every} />
      <ModeRow value="loop" label="每隔">
        <NumBox
          label={`间隔${t.unit}数`}
          value={state.loopInterval}
          range={b.increment}
          disabled={off('loop')}
          onChange={(v) => set({ loopInterval: v })}
        />
        {t.unit}执行 从
        <NumBox
          label={`开始${t.unit}`}
          value={state.loopStart}
          range={b.start}
          disabled={off('loop')}
          onChange={(v) => set({ loopStart: v })}
        />
        {t.unit}开始
      </ModeRow>
      <ModeRow value="specify" label={t.specific}>
        <Select
          mode="multiple"
          size="small"
          aria-label={t.specific}
          disabled={off('specify')}
          value={state.specific}
          options={values}
          onChange={(v: number[]) => set({ specific: v })}
          style={{ width: 340, marginLeft: 4 }}
          maxTagCount="responsive"
        />
      </ModeRow>
      <ModeRow value="range" label="周期从">
        <NumBox
          label={`周期开始${t.unit}`}
          value={state.rangeStart}
          range={b.rangeStart}
          disabled={off('range')}
          onChange={(v) => set({ rangeStart: v })}
        />
        到
        <NumBox
          label={`周期结束${t.unit}`}
          value={state.rangeEnd}
          range={b.rangeEnd}
          disabled={off('range')}
          onChange={(v) => set({ rangeEnd: v })}
        />
        {t.rangeEnd}
      </ModeRow>
    </ModeGroup>
  );
}
