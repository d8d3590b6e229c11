import { tabBounds, type NumberMode, type WeekMode } from '../../../shared/domain/cron/builder-model';
import { CRON_FIELD_BOUNDS, CRON_FIELD_LABELS, WEEKDAY_OPTIONS } from '../../../shared/domain/cron/fields';
import {
  TAB_EVERY_LABELS,
  type TabDayMode,
  type TabNumberKey,
} from '../../../shared/domain/cron/tab-editor-model';
import { useDayPicker, useNumberPicker, useWeekPicker } from '../../../shared/hooks/cron/use-field-pickers';
import {
  LoopInputs,
  ModeList,
  type ModeOption,
  NumField,
  RangeInputs,
  UnrepresentableNote,
  ValuesField,
  WeekdayField,
  numberOptions,
} from './inputs';

interface PanelProps {
  value: string;
  onChange: (text: string) => void;
}

const DAY_WEEK_TIP = '不设置（日和周只能设置其中之一）';

/** Second, minute, hour (the hour picker), month, year: every / range / loop / specify (no list for years). */
export function NumberPanel({ field, value, onChange }: PanelProps & { field: TabNumberKey }) {
  const { state, exact, set } = useNumberPicker(field, value, onChange);
  const unit = CRON_FIELD_LABELS[field];
  const b = tabBounds(field);
  const modes: ModeOption<NumberMode>[] = [
    { value: 'every', label: TAB_EVERY_LABELS[field] },
    { value: 'range', label: '区间' },
    { value: 'loop', label: '循环' },
    ...(field === 'year' ? [] : [{ value: 'specify' as const, label: '指定' }]),
  ];
  const { min, max } = CRON_FIELD_BOUNDS[field];
  return (
    <>
      <ModeList modes={modes} value={state.mode} onChange={(mode) => set({ mode })} />
      {state.mode === 'range' && <RangeInputs unit={unit} state={state} range={b.value} set={set} />}
      {state.mode === 'loop' && (
        <LoopInputs unit={unit} state={state} range={b.value} interval={b.interval} set={set} />
      )}
      {state.mode === 'specify' && (
        <ValuesField
          options={numberOptions(min, max)}
          value={state.specific}
          onChange={(specific) => set({ specific })}
        />
      )}
      {!exact && <UnrepresentableNote text={value} />}
    </>
  );
}

/** 日: not set / every / range / loop / nearest weekday (nW) / last day (L) / specify. */
export function DayPanel({ value, onChange }: PanelProps) {
  const { state, exact, set } = useDayPicker(value, onChange);
  const b = tabBounds('day');
  const modes: ModeOption<TabDayMode>[] = [
    { value: 'notSet', label: DAY_WEEK_TIP },
    { value: 'every', label: '每日' },
    { value: 'range', label: '区间' },
    { value: 'loop', label: '循环' },
    { value: 'work', label: '工作日' },
    { value: 'last', label: '最后一日' },
    { value: 'specify', label: '指定' },
  ];
  return (
    <>
      <ModeList modes={modes} value={state.mode} onChange={(mode) => set({ mode })} />
      {state.mode === 'range' && <RangeInputs unit="日" state={state} range={b.value} set={set} />}
      {state.mode === 'loop' && (
        <LoopInputs unit="日" state={state} range={b.value} interval={b.interval} set={set} />
      )}
      {state.mode === 'work' && (
        <div className="cwxt-m-cron-inputs">
          本月{' '}
          <NumField
            label="工作日"
            value={state.workDay}
            range={b.value}
            onChange={(v) => set({ workDay: v })}
          />
          日，最近的工作日
        </div>
      )}
      {state.mode === 'specify' && (
        <ValuesField
          options={numberOptions(1, 31)}
          value={state.specific}
          onChange={(specific) => set({ specific })}
        />
      )}
      {!exact && <UnrepresentableNote text={value} />}
    </>
  );
}

/** 周: not set / every / range / loop / nth (#) / last (nL) / specify. */
export function WeekPanel({ value, onChange }: PanelProps) {
  const { state, exact, set } = useWeekPicker(value, onChange);
  const modes: ModeOption<WeekMode>[] = [
    { value: 'notSet', label: DAY_WEEK_TIP },
    { value: 'every', label: '每周' },
    { value: 'range', label: '区间' },
    { value: 'loop', label: '循环' },
    { value: 'nth', label: '第几个' },
    { value: 'last', label: '最后一个' },
    { value: 'specify', label: '指定' },
  ];
  return (
    <>
      <ModeList modes={modes} value={state.mode} onChange={(mode) => set({ mode })} />
      {state.mode === 'range' && (
        <div className="cwxt-m-cron-inputs">
          从{' '}
          <WeekdayField
            label="区间开始星期"
            value={state.rangeStart}
            onChange={(v) => set({ rangeStart: v })}
          />
          至{' '}
          <WeekdayField label="区间结束星期" value={state.rangeEnd} onChange={(v) => set({ rangeEnd: v })} />
        </div>
      )}
      {state.mode === 'loop' && (
        <div className="cwxt-m-cron-inputs">
          从{' '}
          <WeekdayField
            label="循环开始星期"
            value={state.loopStart}
            onChange={(v) => set({ loopStart: v })}
          />
          开始，间隔{' '}
          <NumField
            label="循环间隔天"
            value={state.loopInterval}
            range={[1, 7]}
            onChange={(v) => set({ loopInterval: v })}
          />
          天
        </div>
      )}
      {state.mode === 'nth' && (
        <div className="cwxt-m-cron-inputs">
          本月第{' '}
          <NumField label="第几个" value={state.nth} range={[1, 5]} onChange={(v) => set({ nth: v })} />个
          <WeekdayField
            label="第几个星期"
            value={state.nthWeekday}
            onChange={(v) => set({ nthWeekday: v })}
          />
        </div>
      )}
      {state.mode === 'last' && (
        <div className="cwxt-m-cron-inputs">
          本月最后一个{' '}
          <WeekdayField
            label="最后一个星期"
            value={state.lastWeekday}
            onChange={(v) => set({ lastWeekday: v })}
          />
        </div>
      )}
      {state.mode === 'specify' && (
        <ValuesField
          options={WEEKDAY_OPTIONS}
          value={state.specific}
          onChange={(specific) => set({ specific })}
        />
      )}
      {!exact && <UnrepresentableNote text={value} />}
    </>
  );
}
