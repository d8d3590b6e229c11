import { Tabs } from 'antd-mobile';
import { CRON_FIELD_KEYS, CRON_FIELD_LABELS, type CronFieldKey } from '../../../shared/domain/cron/fields';
import {
  applyTabFieldChange,
  tabFieldsFromExpression,
  tabFieldsToExpression,
} from '../../../shared/domain/cron/tab-editor-model';
import { DayPanel, NumberPanel, WeekPanel } from './field-panels';
import { useCronPreview } from '../../../shared/hooks/cron/use-cron-preview';
import './mobile-cron.css';

const PREVIEW_TITLE = '近十次执行时间（不含年）';

function Preview({ expression }: { expression: string }) {
  const preview = useCronPreview(expression);
  return (
    <section className="cwxt-m-cron-preview" aria-label={PREVIEW_TITLE}>
      <h3>{PREVIEW_TITLE}</h3>
      {preview.error !== undefined ? (
        <div className="cwxt-m-cron-error">{preview.error}</div>
      ) : preview.runs.length === 0 ? (
        <div>无执行时间</div>
      ) : (
        <ol>
          {preview.runs.map((run) => (
            <li key={run}>{run}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The phone's cron editor: the tabbed editor's model (same modes, auto-adjust, day/week
 * exclusivity) with one tab per field, the expression on top and the 10-run preview below.
 */
export function MobileCronEditor({
  value,
  onChange,
}: {
  value: string;
  onChange: (expression: string) => void;
}) {
  const fields = tabFieldsFromExpression(value);
  const shown = value.trim() === '' ? tabFieldsToExpression(fields) : value;
  const change = (key: CronFieldKey) => (text: string) =>
    onChange(tabFieldsToExpression(applyTabFieldChange(fields, key, text)));
  const panel = (key: CronFieldKey) => {
    if (key === 'day') return <DayPanel value={fields.day} onChange={change('day')} />;
    if (key === 'week') return <WeekPanel value={fields.week} onChange={change('week')} />;
    return <NumberPanel field={key} value={fields[key]} onChange={change(key)} />;
  };
  return (
    <div>
      <output className="cwxt-m-cron-expr" aria-label="Cron表达式">
        {shown}
      </output>
      <Tabs>
        {CRON_FIELD_KEYS.map((key) => (
          <Tabs.Tab key={key} title={CRON_FIELD_LABELS[key]} destroyOnClose>
            {panel(key)}
          </Tabs.Tab>
        ))}
      </Tabs>
      <Preview expression={shown} />
    </div>
  );
}
