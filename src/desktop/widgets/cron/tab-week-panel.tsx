import { useWeekPicker } from '../../../shared/hooks/cron/use-field-pickers';
import { UnrepresentableHint } from './unrepresentable-hint';
import { WeekPanel } from './week-panel';

/** The 周 tab of the tabbed editor: the shared week panel over the week field's text. */
export function TabWeekPanel({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { state, exact, update, set } = useWeekPicker(value, onChange);
  return (
    <div>
      <WeekPanel state={state} onChange={update} onModeChange={(mode) => set({ mode })} />
      {!exact && <UnrepresentableHint text={value} />}
    </div>
  );
}
