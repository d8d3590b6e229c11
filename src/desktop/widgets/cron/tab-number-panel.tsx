import { tabBounds, type NumberMode } from '../../../shared/domain/cron/builder-model';
import { CRON_FIELD_BOUNDS, CRON_FIELD_LABELS } from '../../../shared/domain/cron/fields';
import { TAB_EVERY_LABELS, type TabNumberKey } from '../../../shared/domain/cron/tab-editor-model';
import { useNumberPicker } from '../../../shared/hooks/cron/use-field-pickers';
import { ModeGroup, ModeRow } from './mode-row';
import { LoopRow, RangeRow } from './range-loop-rows';
import { UnrepresentableHint } from './unrepresentable-hint';
import { ValueChecks, numberOptions } from './value-checks';

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
  const { state, exact, set } = useNumberPicker(field, value, onChange);
  const unit = CRON_FIELD_LABELS[field];
  const bounds = tabBounds(field);
  const { min, max } = CRON_FIELD_BOUNDS[field];
  const rows = { unit, state, mode: state.mode, set, range: bounds.value };
  return (
    <div>
      <ModeGroup<NumberMode> value={state.mode} onChange={(mode) => set({ mode })}>
        <ModeRow value="every" label={TAB_EVERY_LABELS[field]} />
        <RangeRow {...rows} />
        <LoopRow {...rows} interval={bounds.interval} />
        {field !== 'year' && (
          <>
            <ModeRow value="specify" label="指定" />
            <ValueChecks
              label={`指定${unit}`}
              options={numberOptions(min, max)}
              value={state.specific}
              disabled={state.mode !== 'specify'}
              onChange={(specific) => set({ specific })}
            />
          </>
        )}
      </ModeGroup>
      {!exact && <UnrepresentableHint text={value} />}
    </div>
  );
}
