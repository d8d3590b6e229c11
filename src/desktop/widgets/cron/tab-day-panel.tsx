import { tabBounds } from '../../../shared/domain/cron/builder-model';
import type { TabDayMode } from '../../../shared/domain/cron/tab-editor-model';
import { useDayPicker } from '../../../shared/hooks/cron/use-field-pickers';
import { ModeGroup, ModeRow, NotSetRow } from './mode-row';
import { NumBox } from './num-box';
import { LoopRow, RangeRow } from './range-loop-rows';
import { UnrepresentableHint } from './unrepresentable-hint';
import { ValueChecks, numberOptions } from './value-checks';

/** The 日 tab of the tabbed editor: 不设置, 每日, 区间, 循环, 工作日 (nW), 最后一日 (L), 指定. */
export function TabDayPanel({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { state, exact, set } = useDayPicker(value, onChange);
  const { value: range, interval } = tabBounds('day');
  const off = (mode: TabDayMode) => state.mode !== mode;
  const rows = { unit: '日', state, mode: state.mode, set, range };
  return (
    <div>
      <ModeGroup<TabDayMode> value={state.mode} onChange={(mode) => set({ mode })}>
        <NotSetRow />
        <ModeRow value="every" label="每日" />
        <RangeRow {...rows} />
        <LoopRow {...rows} interval={interval} />
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
