import type { NumberFieldState, Range } from '../../../shared/domain/cron/builder-model';
import { ModeRow } from './mode-row';
import { NumBox } from './num-box';

type RangeLoop = Pick<NumberFieldState, 'rangeStart' | 'rangeEnd' | 'loopStart' | 'loopInterval'>;

interface RowProps {
  /** The field's unit (秒, 日 …): it names the boxes (区间开始日) and follows them. */
  unit: string;
  state: RangeLoop;
  /** The mode chosen now: the row's boxes are disabled unless it is theirs. */
  mode: string;
  set: (patch: Partial<RangeLoop>) => void;
}

/** 区间: 从 [a] unit 至 [b] unit, both boxes within `range`. */
export function RangeRow({ unit, state, mode, set, range }: RowProps & { range: Range }) {
  const off = mode !== 'range';
  return (
    <ModeRow value="range" label="区间">
      从
      <NumBox
        label={`区间开始${unit}`}
        value={state.rangeStart}
        range={range}
        disabled={off}
        onChange={(v) => set({ rangeStart: v })}
      />
      {unit} 至
      <NumBox
        label={`区间结束${unit}`}
        value={state.rangeEnd}
        range={range}
        disabled={off}
        onChange={(v) => set({ rangeEnd: v })}
      />
      {unit}
    </ModeRow>
  );
}

/** 循环: 从 [start] unit 开始，间隔 [interval] unit. */
export function LoopRow({
  unit,
  state,
  mode,
  set,
  range,
  interval,
}: RowProps & { range: Range; interval: Range }) {
  const off = mode !== 'loop';
  return (
    <ModeRow value="loop" label="循环">
      从
      <NumBox
        label={`循环开始${unit}`}
        value={state.loopStart}
        range={range}
        disabled={off}
        onChange={(v) => set({ loopStart: v })}
      />
      {unit}开始，间隔
      <NumBox
        label={`循环间隔${unit}`}
        value={state.loopInterval}
        range={interval}
        disabled={off}
        onChange={(v) => set({ loopInterval: v })}
      />
      {unit}
    </ModeRow>
  );
}
