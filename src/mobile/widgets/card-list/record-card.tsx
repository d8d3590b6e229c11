import type { ReactNode } from 'react';
import { Card } from 'antd-mobile';
import type { ResourceField } from '../../../shared/domain/resources/types';
import { FieldText } from '../../../shared/hooks/list-page/field-text';
import type { ListRecord } from '../../../shared/hooks/list-page/types';

interface Props<T extends ListRecord> {
  record: T;
  /** The schema's `card` fields. */
  fields: ResourceField[];
  title?: ReactNode;
  onOpen: (record: T) => void;
  /** Under the fields (quick action buttons): taps there do not open the detail. */
  footer?: ReactNode;
}

/** One record on the phone: its `card` fields as title/value lines; a tap opens the detail. */
export function RecordCard<T extends ListRecord>({ record, fields, title, onOpen, footer }: Props<T>) {
  return (
    <Card
      className="cwxt-m-card"
      title={title}
      onClick={() => onOpen(record)}
      aria-label={typeof title === 'string' ? title : undefined}
    >
      {fields.map((f) => (
        <div key={f.key} className="cwxt-m-card-row">
          <span className="cwxt-m-card-label">{f.title}</span>
          <span className="cwxt-m-card-value">
            <FieldText field={f} record={record} />
          </span>
        </div>
      ))}
      {footer ? (
        // Only stops the card's tap from opening the detail; the buttons inside are the controls.
        <div className="cwxt-m-card-footer" onClick={(e) => e.stopPropagation()}>
          {footer}
        </div>
      ) : null}
    </Card>
  );
}
