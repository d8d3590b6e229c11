import { Tabs } from 'antd';
import type { CronFieldKey } from '../../../shared/domain/cron/fields';
import { CRON_FIELD_KEYS, CRON_FIELD_LABELS } from '../../../shared/domain/cron/fields';
import {
  applyTabFieldChange,
  tabFieldsFromExpression,
  tabFieldsToExpression,
} from '../../../shared/domain/cron/tab-editor-model';
import { CronPreviewList } from './cron-preview';
import { ExpressionInput } from './expression-input';
import { TabDayPanel } from './tab-day-panel';
import { TabNumberPanel } from './tab-number-panel';
import { TabWeekPanel } from './tab-week-panel';

export interface CronEditorProps {
  value: string;
  onChange: (expression: string) => void;
}

/**
 * The tabbed editor (spec 002 §2): one tab per field, the auto-adjust of spec 002 §4, the whole
 * expression as text, and the next 10 runs (year ignored, recalculated 500 ms after a change).
 * Controlled: `value` is the expression, every change calls `onChange` with the new one.
 */
export function TabbedCronEditor({ value, onChange }: CronEditorProps) {
  const fields = tabFieldsFromExpression(value);
  const expression = tabFieldsToExpression(fields);
  const change = (key: CronFieldKey) => (text: string) =>
    onChange(tabFieldsToExpression(applyTabFieldChange(fields, key, text)));
  const panel = (key: CronFieldKey) => {
    if (key === 'day') return <TabDayPanel value={fields.day} onChange={change('day')} />;
    if (key === 'week') return <TabWeekPanel value={fields.week} onChange={change('week')} />;
    return <TabNumberPanel field={key} value={fields[key]} onChange={change(key)} />;
  };
  return (
    <div>
      {/* Only the open tab is mounted: each tab reads its field again when shown. */}
      <Tabs
        destroyOnHidden
        size="small"
        items={CRON_FIELD_KEYS.map((key) => ({ key, label: CRON_FIELD_LABELS[key], children: panel(key) }))}
      />
      <div style={{ display: 'flex', gap: 16, borderTop: '1px solid #f0f0f0', paddingTop: 12 }}>
        <div style={{ flex: 1 }}>
          {/* A typed 6-field expression stays as typed; the tabs show its seven-field form. */}
          <ExpressionInput value={value.trim() === '' ? expression : value} onChange={onChange} />
        </div>
        <div style={{ width: 220 }}>
          <CronPreviewList expression={value.trim() === '' ? expression : value} />
        </div>
      </div>
    </div>
  );
}
