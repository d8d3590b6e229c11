import { Selector } from 'antd-mobile';
import { clampInt, type NumberFieldState, type Range } from '../../../shared/domain/cron/builder-model';
import { WEEKDAY_OPTIONS } from '../../../shared/domain/cron/fields';
import { ChoiceList } from '../../ui/choice-list';

/** A labelled integer box held to its bounds (native: the phone's numeric keypad). */
export function NumField({
  label,
  value,
  range,
  onChange,
}: {
  label: string;
  value: number;
  range: Range;
  onChange: (v: number) => void;
}) {
  return (
    <input
      type="number"
      inputMode="numeric"
      aria-label={label}
      min={range[0]}
      max={range[1]}
      step={1}
      value={value}
      onChange={(e) => {
        if (e.target.value !== '') onChange(clampInt(Number(e.target.value), range));
      }}
    />
  );
}

export function WeekdayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
}) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {WEEKDAY_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** The 指定 list: several values at once. */
export function ValuesField({
  options,
  value,
  onChange,
}: {
  options: readonly { value: number; label: string }[];
  value: readonly number[];
  onChange: (values: number[]) => void;
}) {
  return (
    <div className="cwxt-m-cron-values">
      <Selector
        multiple
        columns={6}
        options={options.map((o) => ({ value: o.value, label: o.label }))}
        value={[...value]}
        onChange={(v) => onChange([...v].sort((a, b) => a - b))}
      />
    </div>
  );
}

export function numberOptions(min: number, max: number): { value: number; label: string }[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: String(min + i) }));
}

export function UnrepresentableNote({ text }: { text: string }) {
  return <div className="cwxt-m-cron-note">当前值「{text}」无法用以上选项表示，选择任一选项将替换它。</div>;
}

type RangeLoop = Pick<NumberFieldState, 'rangeStart' | 'rangeEnd' | 'loopStart' | 'loopInterval'>;

interface RangeLoopProps {
  /** The field's unit (秒, 日 …): it names the boxes (区间开始日) and follows them. */
  unit: string;
  state: RangeLoop;
  range: Range;
  set: (patch: Partial<RangeLoop>) => void;
}

/** 区间: 从 [a] unit 至 [b] unit. */
export function RangeInputs({ unit, state, range, set }: RangeLoopProps) {
  return (
    <div className="cwxt-m-cron-inputs">
      从{' '}
      <NumField
        label={`区间开始${unit}`}
        value={state.rangeStart}
        range={range}
        onChange={(v) => set({ rangeStart: v })}
      />
      {unit} 至{' '}
      <NumField
        label={`区间结束${unit}`}
        value={state.rangeEnd}
        range={range}
        onChange={(v) => set({ rangeEnd: v })}
      />
      {unit}
    </div>
  );
}

/** 循环: 从 [start] unit 开始，间隔 [interval] unit. */
export function LoopInputs({ unit, state, range, set, interval }: RangeLoopProps & { interval: Range }) {
  return (
    <div className="cwxt-m-cron-inputs">
      从{' '}
      <NumField
        label={`循环开始${unit}`}
        value={state.loopStart}
        range={range}
        onChange={(v) => set({ loopStart: v })}
      />
      {unit}开始，间隔{' '}
      <NumField
        label={`循环间隔${unit}`}
        value={state.loopInterval}
        range={interval}
        onChange={(v) => set({ loopInterval: v })}
      />
      {unit}
    </div>
  );
}

export interface ModeOption<M extends string> {
  value: M;
  label: string;
}

/** A field's mode list (类型); each mode's inputs follow it. */
export function ModeList<M extends string>({
  modes,
  value,
  onChange,
}: {
  modes: ModeOption<M>[];
  value: M;
  onChange: (mode: M) => void;
}) {
  // ChoiceList hands back one of `modes`' values, so the cast only restores their type.
  return <ChoiceList label="类型" options={modes} value={value} onChange={(mode) => onChange(mode as M)} />;
}
