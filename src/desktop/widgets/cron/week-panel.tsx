import { Select } from 'antd';
import { type WeekMode, type WeekState } from '../../../shared/domain/cron/builder-model';
import { WEEKDAY_OPTIONS } from '../../../shared/domain/cron/fields';
import { ModeGroup, ModeRow, NotSetRow } from './mode-row';
import { NumBox } from './num-box';
import { ValueChecks } from './value-checks';

interface Props {
  state: WeekState;
  /** Field inputs changed (the mode stays). */
  onChange: (next: WeekState) => void;
  /** A mode was chosen: the builder applies day/week exclusivity. */
  onModeChange: (mode: WeekMode) => void;
}

export function WeekdaySelect({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  disabled?: boolean;
}) {
  return (
    <Select
      size="small"
      aria-label={label}
      value={value}
      disabled={disabled}
      options={WEEKDAY_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
      onChange={onChange}
      style={{ width: 80, margin: '0 4px' }}
    />
  );
}

/**
 * The 周 tab of both builders: 不设置 (`?`), 每周 (`*`), 区间, 循环, 指定, 第 N 个周 X (`#`) and
 * 最后一个周 X (`nL`). Weekdays are Quartz numbers (周日 = 1); the lists show Monday first.
 */
export function WeekPanel({ state, onChange, onModeChange }: Props) {
  const set = (patch: Partial<WeekState>) => onChange({ ...state, ...patch });
  const off = (mode: WeekMode) => state.mode !== mode;
  return (
    <ModeGroup<WeekMode> value={state.mode} onChange={(mode) => onModeChange(mode)}>
      <NotSetRow />
      <ModeRow value="every" label="每周" />
      <ModeRow value="range" label="区间">
        从
        <WeekdaySelect
          label="区间开始星期"
          value={state.rangeStart}
          disabled={off('range')}
          onChange={(v) => set({ rangeStart: v })}
        />
        至
        <WeekdaySelect
          label="区间结束星期"
          value={state.rangeEnd}
          disabled={off('range')}
          onChange={(v) => set({ rangeEnd: v })}
        />
      </ModeRow>
      <ModeRow value="loop" label="循环">
        从
        <WeekdaySelect
          label="循环开始星期"
          value={state.loopStart}
          disabled={off('loop')}
          onChange={(v) => set({ loopStart: v })}
        />
        开始，间隔
        <NumBox
          label="循环间隔天"
          value={state.loopInterval}
          range={[1, 7]}
          disabled={off('loop')}
          onChange={(v) => set({ loopInterval: v })}
        />
        天
      </ModeRow>
      <ModeRow value="nth" label="第几个">
        本月第
        <NumBox
          label="第几个"
          value={state.nth}
          range={[1, 5]}
          disabled={off('nth')}
          onChange={(v) => set({ nth: v })}
        />
        个
        <WeekdaySelect
          label="第几个星期"
          value={state.nthWeekday}
          disabled={off('nth')}
          onChange={(v) => set({ nthWeekday: v })}
        />
      </ModeRow>
      <ModeRow value="last" label="最后一个">
        本月最后一个
        <WeekdaySelect
          label="最后一个星期"
          value={state.lastWeekday}
          disabled={off('last')}
          onChange={(v) => set({ lastWeekday: v })}
        />
      </ModeRow>
      <ModeRow value="specify" label="指定" />
      <ValueChecks
        label="指定星期"
        options={WEEKDAY_OPTIONS}
        value={state.specific}
        disabled={off('specify')}
        onChange={(specific) => set({ specific })}
      />
    </ModeGroup>
  );
}
