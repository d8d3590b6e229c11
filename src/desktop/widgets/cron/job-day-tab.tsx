import { Select, Typography } from 'antd';
import { JOB_BOUNDS, type WeekState } from '../../../shared/domain/cron/builder-model';
import { WEEKDAY_OPTIONS } from '../../../shared/domain/cron/fields';
import type { JobCronState, JobDayMode, JobDayState } from '../../../shared/domain/cron/job-builder-model';
import { DAY_WEEK_TIP } from './cron-texts';
import { ModeGroup, ModeRow } from './mode-row';
import { NumBox } from './num-box';
import { numberOptions } from './value-checks';
import { WeekdaySelect } from './week-panel';

interface Props {
  state: JobCronState;
  onDayChange: (next: JobDayState) => void;
  onWeekChange: (next: WeekState) => void;
  onModeChange: (mode: JobDayMode) => void;
}

/**
 * The job dialog's 日 tab, spec 002 §4's eleven day modes (plus 不设置: the 周 tab decides).
 * Modes 2, 4, 8 and 11 are day-of-week rules; their inputs live in the week state.
 */
export function JobDayTab({ state, onDayChange, onWeekChange, onModeChange }: Props) {
  const { day, week } = state;
  const b = JOB_BOUNDS;
  const setDay = (patch: Partial<JobDayState>) => onDayChange({ ...day, ...patch });
  const setWeek = (patch: Partial<WeekState>) => onWeekChange({ ...week, ...patch });
  const off = (mode: JobDayMode) => day.mode !== mode;
  return (
    <ModeGroup<JobDayMode> value={day.mode} onChange={(mode) => onModeChange(mode)}>
      <ModeRow value="notSet" label="不设置">
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          {DAY_WEEK_TIP}，由周决定
        </Typography.Text>
      </ModeRow>
      <ModeRow value="everyDay" label="每一天" />
      {/* Quartz's day-of-week `a/n`: from weekday a, every n days, within each week. */}
      <ModeRow value="weekIncrement" label="每周从">
        <WeekdaySelect
          label="每周开始星期"
          value={week.loopStart}
          disabled={off('weekIncrement')}
          onChange={(v) => setWeek({ loopStart: v })}
        />
        开始，每隔
        <NumBox
          label="间隔天数(按星期)"
          value={week.loopInterval}
          range={b.week.increment}
          disabled={off('weekIncrement')}
          onChange={(v) => setWeek({ loopInterval: v })}
        />
        天执行
      </ModeRow>
      <ModeRow value="dayIncrement" label="每隔">
        <NumBox
          label="间隔天数"
          value={day.incrementIncrement}
          range={b.day.increment}
          disabled={off('dayIncrement')}
          onChange={(v) => setDay({ incrementIncrement: v })}
        />
        天执行 从
        <NumBox
          label="开始日"
          value={day.incrementStart}
          range={b.day.start}
          disabled={off('dayIncrement')}
          onChange={(v) => setDay({ incrementStart: v })}
        />
        天开始
      </ModeRow>
      <ModeRow value="specificWeekdays" label="具体星期几(可多选)">
        <Select
          mode="multiple"
          size="small"
          aria-label="具体星期几(可多选)"
          disabled={off('specificWeekdays')}
          value={week.specific}
          options={WEEKDAY_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(v: number[]) => setWeek({ specific: v })}
          style={{ width: 320, marginLeft: 4 }}
        />
      </ModeRow>
      <ModeRow value="specificDays" label="具体天数(可多选)">
        <Select
          mode="multiple"
          size="small"
          aria-label="具体天数(可多选)"
          disabled={off('specificDays')}
          value={day.specific}
          options={numberOptions(1, 31)}
          onChange={(v: number[]) => setDay({ specific: v })}
          style={{ width: 340, marginLeft: 4 }}
          maxTagCount="responsive"
        />
      </ModeRow>
      <ModeRow value="lastDay" label="在这个月的最后一天" />
      <ModeRow value="lastWorkday" label="在这个月的最后一个工作日" />
      <ModeRow value="lastWeekday" label="在这个月的最后一个">
        <WeekdaySelect
          label="最后一个星期几"
          value={week.lastWeekday}
          disabled={off('lastWeekday')}
          onChange={(v) => setWeek({ lastWeekday: v })}
        />
      </ModeRow>
      <ModeRow value="daysBeforeEnd" label="在本月底前">
        <NumBox
          label="月底前天数"
          value={day.daysBeforeEnd}
          range={b.day.daysBeforeEnd}
          disabled={off('daysBeforeEnd')}
          onChange={(v) => setDay({ daysBeforeEnd: v })}
        />
        天
      </ModeRow>
      <ModeRow value="nearestWeekday" label="最近的工作日（周一至周五）至本月">
        <NumBox
          label="最近工作日的日期"
          value={day.nearestDay}
          range={b.day.nearestWeekday}
          disabled={off('nearestWeekday')}
          onChange={(v) => setDay({ nearestDay: v })}
        />
        日
      </ModeRow>
      <ModeRow value="nthWeekday" label="在这个月的第">
        <NumBox
          label="第几个星期"
          value={week.nth}
          range={b.week.nth}
          disabled={off('nthWeekday')}
          onChange={(v) => setWeek({ nth: v })}
        />
        个
        <WeekdaySelect
          label="第几个星期几"
          value={week.nthWeekday}
          disabled={off('nthWeekday')}
          onChange={(v) => setWeek({ nthWeekday: v })}
        />
      </ModeRow>
    </ModeGroup>
  );
}
