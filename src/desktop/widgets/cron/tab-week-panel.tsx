import {
  defaultWeekState,
  weekFromToken,
  weekToToken,
  type WeekState,
} from '../../../shared/domain/cron/builder-model';
import { UnrepresentableHint } from './unrepresentable-hint';
import { usePickerText } from './use-picker-text';
import { WeekPanel } from './week-panel';

/** The 周 tab of the tabbed editor: the shared week panel over the week field's text. */
export function TabWeekPanel({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { state, exact, update } = usePickerText<WeekState>(
    value,
    weekFromToken,
    defaultWeekState,
    weekToToken,
    onChange,
  );
  return (
    <div>
      <WeekPanel state={state} onChange={update} onModeChange={(mode) => update({ ...state, mode })} />
      {!exact && <UnrepresentableHint text={value} />}
    </div>
  );
}
