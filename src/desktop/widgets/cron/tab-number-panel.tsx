import { tabBounds, type NumberFieldState, type NumberMode } from '../../../shared/domain/cron/builder-model';
import { CRON_FIELD_BOUNDS, CRON_FIELD_LABELS } from '../../../shared/domain/cron/fields';
import {
  defaultNumberPicker,
  numberPickerFromString,
  numberPickerToString,
  type TabNumberKey,
} from '../../../shared/domain/cron/tab-editor-model';
import { ModeGroup, ModeRow } from './mode-row';
import { NumBox } from './num-box';
import { UnrepresentableHint } from './unrepresentable-hint';
import { usePickerText } from './use-picker-text';
import { ValueChecks, numberOptions } from './value-checks';

const EVERY_LABEL: Record<TabNumberKey, string> = {
  second: '每秒',
  minute: '每分',
  hour: '每时',
  month: '每月',
  year: '每年',
};

interface Props {
  field: TabNumberKey;
  value: string;
  onChange: (text: string) => void;
}

/**
 * A tab of the tabbed editor for second, minute, hour (the hour picker of spec 002 §2: 每时 / 区间 /
 * 循环 / 指定), month and year (no 指定 list for years).
 */
export function TabNumberPanel({ field, value, onChange }: Props) {
  const { state, exact, update } = usePickerText<NumberFieldState>(
    value,
    (text, prev) => numberPickerFromString(field, text, prev),
    () => defaultNumberPicker(field),
    (s) => numberPickerToString(field, s),
    onChange,
  );
  const unit = CRON_FIELD_LABELS[field];
  const bounds = tabBounds(field);
  const set = (patch: Partial<NumberFieldState>) => update({ ...state, ...patch });
  const off = (mode: NumberMode) => state.mode !== mode;
  const { min, max } = CRON_FIELD_BOUNDS[field];
  return (
    <div>
      <ModeGroup<NumberMode> value={state.mode} onChange={(mode) => set({ mode })}>
        <ModeRow value="every" label={EVERY_LABEL[field]} />
        <ModeRow value="range" label="区间">
          从
          <NumBox
            label={`区间开始${unit}`}
            value={state.rangeStart}
            range={bounds.value}
            disabled={off('range')}
            onChange={(v) => set({ rangeStart: v })}
          />
          {unit} 至
          <NumBox
            label={`区间结束${unit}`}
            value={state.rangeEnd}
            range={bounds.value}
            disabled={off('range')}
            onChange={(v) => set({ rangeEnd: v })}
          />
          {unit}
        </ModeRow>
        <ModeRow value="loop" label="循环">
          从
          <NumBox
            label={`循环开始${unit}`}
            value={state.loopStart}
            range={bounds.value}
            disabled={off('loop')}
            onChange={(v) => set({ loopStart: v })}
          />
          {unit}开始，间隔
          <NumBox
            label={`循环间隔${unit}`}
            value={state.loopInterval}
            range={bounds.interval}
            disabled={off('loop')}
            onChange={(v) => set({ loopInterval: v })}
          />
          {unit}
        </ModeRow>
        {field !== 'year' && (
          <>
            <ModeRow value="specify" label="指定" />
            <ValueChecks
              label={`指定${unit}`}
              options={numberOptions(min, max)}
              value={state.specific}
              disabled={off('specify')}
              onChange={(specific) => set({ specific })}
            />
          </>
        )}
      </ModeGroup>
      {!exact && <UnrepresentableHint text={value} />}
    </div>
  );
}
