import {
  defaultWeekState,
  weekFromToken,
  weekToToken,
  type NumberFieldState,
  type WeekState,
} from '../../domain/cron/builder-model';
import {
  dayPickerFromString,
  dayPickerToString,
  defaultDayPicker,
  defaultNumberPicker,
  numberPickerFromString,
  numberPickerToString,
  type TabDayState,
  type TabNumberKey,
} from '../../domain/cron/tab-editor-model';
import { usePickerText, type PickerText } from './use-picker-text';

/**
 * The tabbed editor's pickers (both shells) bound to their field: each reads the field's text into
 * its state and writes it back through `onChange`.
 */

/** Second, minute, hour (the hour picker), month, year. */
export function useNumberPicker(
  field: TabNumberKey,
  value: string,
  onChange: (text: string) => void,
): PickerText<NumberFieldState> {
  return usePickerText<NumberFieldState>(
    value,
    (text, prev) => numberPickerFromString(field, text, prev),
    () => defaultNumberPicker(field),
    (s) => numberPickerToString(field, s),
    onChange,
  );
}

export function useDayPicker(value: string, onChange: (text: string) => void): PickerText<TabDayState> {
  return usePickerText<TabDayState>(
    value,
    dayPickerFromString,
    defaultDayPicker,
    dayPickerToString,
    onChange,
  );
}

export function useWeekPicker(value: string, onChange: (text: string) => void): PickerText<WeekState> {
  return usePickerText<WeekState>(value, weekFromToken, defaultWeekState, weekToToken, onChange);
}
