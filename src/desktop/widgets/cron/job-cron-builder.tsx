import { Tabs, Typography } from 'antd';
import { useState } from 'react';
import type { CronFieldKey } from '../../../shared/domain/cron/fields';
import { CRON_FIELD_KEYS, CRON_FIELD_LABELS } from '../../../shared/domain/cron/fields';
import {
  effectiveWeekMode,
  jobStateFromExpression,
  jobStateToExpression,
  setJobDayMode,
  setJobWeekMode,
  type JobCronState,
} from '../../../shared/domain/cron/job-builder-model';
import { validateCron } from '../../../shared/domain/cron/parse';
import { JobDayTab } from './job-day-tab';
import { JobNumberTab } from './job-number-tab';
import { WeekPanel } from './week-panel';

export interface JobCronBuilderProps {
  value: string;
  onChange: (expression: string) => void;
}

interface Held {
  /** The expression the state was read from or last wrote. */
  expr: string;
  state: JobCronState;
  exact: boolean;
}

function read(expr: string): Held {
  return { expr, ...jobStateFromExpression(expr) };
}

/**
 * The job dialog's seven-field builder (spec 002 §4). Controlled by the expression; an incoming
 * expression is parsed back into the modes, every choice writes a new expression.
 */
export function JobCronBuilder({ value, onChange }: JobCronBuilderProps) {
  const [held, setHeld] = useState(() => read(value));
  let current = held;
  if (held.expr !== value) {
    current = read(value);
    setHeld(current);
  }
  const { state } = current;
  const apply = (next: JobCronState) => {
    const expr = jobStateToExpression(next);
    setHeld({ expr, state: next, exact: true });
    onChange(expr);
  };
  // Until a choice is made the builder shows (and keeps) the expression it was given.
  const shown = current.expr.trim() === '' ? jobStateToExpression(state) : current.expr;
  const error = validateCron(shown);
  const tab = (key: CronFieldKey) => {
    switch (key) {
      case 'day':
        return (
          <JobDayTab
            state={state}
            onDayChange={(day) => apply({ ...state, day })}
            onWeekChange={(week) => apply({ ...state, week })}
            onModeChange={(mode) => apply(setJobDayMode(state, mode))}
          />
        );
      case 'week':
        return (
          <WeekPanel
            state={{ ...state.week, mode: effectiveWeekMode(state) }}
            onChange={(week) => apply({ ...state, week })}
            onModeChange={(mode) => apply(setJobWeekMode(state, mode))}
          />
        );
      default:
        return (
          <JobNumberTab
            field={key}
            state={state[key]}
            onChange={(next) => apply({ ...state, [key]: next })}
          />
        );
    }
  };
  return (
    <div>
      {/* Only the open tab is mounted; every tab renders from the state held here. */}
      <Tabs
        destroyOnHidden
        type="card"
        size="small"
        items={CRON_FIELD_KEYS.map((key) => ({ key, label: CRON_FIELD_LABELS[key], children: tab(key) }))}
      />
      <div style={{ textAlign: 'center', paddingTop: 10 }}>
        <Typography.Text code aria-label="表达式">
          {shown}
        </Typography.Text>
        {!current.exact && error === undefined && (
          <Typography.Paragraph type="warning" style={{ marginTop: 8, marginBottom: 0 }}>
            原表达式中有无法用以上选项表示的部分，修改任一选项后将按选项重新生成。
          </Typography.Paragraph>
        )}
        {error !== undefined && (
          <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8, marginBottom: 0 }}>
            {error}
          </Typography.Paragraph>
        )}
      </div>
    </div>
  );
}
