import { Radio, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { DAY_WEEK_TIP } from './cron-texts';

/**
 * The mode list of one field. Each list gets its own radio name: the seven tabs stay mounted,
 * and radios sharing a name would uncheck each other across tabs.
 */
export function ModeGroup<M extends string>({
  value,
  onChange,
  children,
}: {
  value: M;
  onChange: (mode: M) => void;
  children: ReactNode;
}) {
  const name = useId();
  return (
    <Radio.Group
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value as M)}
      style={{ display: 'block' }}
    >
      {children}
    </Radio.Group>
  );
}

/**
 * One choice of a mode list: the radio carries only the mode's name (so tests and screen readers
 * find 循环, 区间 …); the inputs of that mode follow it, outside the label, so typing into them
 * never toggles the radio.
 */
export function ModeRow({ value, label, children }: { value: string; label: string; children?: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', minHeight: 32, margin: '4px 0' }}>
      <Radio value={value}>{label}</Radio>
      {children}
    </div>
  );
}

/** 不设置 (`?`) of the 日 and 周 lists, with the reminder that only one of them can be set. */
export function NotSetRow() {
  return (
    <ModeRow value="notSet" label="不设置">
      <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
        {DAY_WEEK_TIP}
      </Typography.Text>
    </ModeRow>
  );
}
