import { Typography } from 'antd';
import { tabBounds } from '../../../shared/domain/cron/builder-model';
import {
  dayPickerFromString,
  dayPickerToString,
  defaultDayPicker,
  type TabDayMode,
  type TabDayState,
} from '../../../shared/domain/cron/tab-editor-model';
import { DAY_WEEK_TIP } from './cron-texts';
import { ModeGroup, ModeRow } from './mode-row';
import { NumBox } from './num-box';
import { UnrepresentableHint } from './unrepresentable-hint';
import { usePickerText } from './use-picker-text';
import { ValueChecks, numberOptions } from './value-checks';

/** The 日 tab of the tabbed editor: 不设置, 每日, 区间, 循环, 工作日 (nW), 最后一日 (L), 指定. */
export function TabDayPanel({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { state, exact, update } = usePickerText<TabDayState>(
    value,
    dayPickerFromString,
    defaultDayPicker,
    dayPickerToString,
    onChange,
  );
  const range = tabBounds('day').value;
  const interval = tabBounds('day').interval;
  const set = (patch: Partial<TabDayState>) => update({ ...state, ...patch });
  const off = (mode: TabDayMode) => state.mode !== mode;
  return (
    <div>
      <ModeGroup<TabDayMode> value={state.mode} onChange={(mode) => set({ mode })}>
        <ModeRow value="notSet" label="不设置">
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {DAY_WEEK_TIP}
          </Typography.Text>
        </ModeRow>
        <ModeRow value="every" label="每日" />
        <ModeRow value="range" label="区间">
          从
          <NumBox
            label="区间开始日"
            value={state.rangeStart}
            range={range}
            disabled={off('range')}
            onChange={(v) => set({ rangeStart: v })}
          />
          日 至
          <NumBox
            label="区间结束日"
            value={state.rangeEnd}
            range={range}
            disabled={off('range')}
            onChange={(v) => set({ rangeEnd: v })}
          />
          日
        </ModeRow>
        <ModeRow value="loop" label="循环">
          从
          <NumBox
            label="循环开始日"
            value={state.loopStart}
            range={range}
            disabled={off('loop')}
            onChange={(v) => set({ loopStart: v })}
          />
          日开始，间隔
          <NumBox
            label="循环间隔日"
            value={state.loopInterval}
            range={interval}
            disabled={off('loop')}
            onChange={(v) => set({ loopInterval: v })}
          />
          日
        </ModeRow>
        <ModeRow value="work" label="工作日">
          本月
          <NumBox
            label="工作日"
            value={state.workDay}
            range={range}
            disabled={off('work')}
            onChange={(v) => set({ workDay: v })}
          />
          日，最近的工作日
        </ModeRow>
        <ModeRow value="last" label="最后一日" />
        <ModeRow value="specify" label="指定" />
        <ValueChecks
          label="指定日"
          options={numberOptions(1, 31)}
          value={state.specific}
          disabled={off('specify')}
          onChange={(specific) => set({ specific })}
        />
      </ModeGroup>
      {!exact && <UnrepresentableHint text={value} />}
    </div>
  );
}
