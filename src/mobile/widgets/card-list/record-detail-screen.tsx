import type { ReactNode } from 'react';
import { List } from 'antd-mobile';
import type { ResourceSchema } from '../../../shared/domain/resources/types';
import { FieldText } from '../../../shared/hooks/list-page/field-text';
import type { ListRecord } from '../../../shared/hooks/list-page/types';
import type { FormDialog } from '../../../shared/hooks/list-page/use-form-dialog';
import { FullScreenDialog } from '../../ui/full-screen-dialog';

interface RecordDetailScreenProps<T extends ListRecord> {
  schema: ResourceSchema;
  dialog: FormDialog<T>;
  /** Replaces the text of some fields (e.g. a readable user agent). */
  renderValue?: Record<string, (record: T) => ReactNode>;
}

/**
 * 详情 of a read-only record (logs, sessions) on the phone: every non-secret field of the schema as
 * a title/value line, full screen. Use it as `renderForm` of a card list that has no form.
 */
export function RecordDetailScreen<T extends ListRecord>({
  schema,
  dialog,
  renderValue,
}: RecordDetailScreenProps<T>) {
  const { record } = dialog;
  if (!dialog.open || !record) return null;
  return (
    <FullScreenDialog title="详情" open onClose={dialog.close}>
      <List>
        {schema.fields
          .filter((f) => !f.secret)
          .map((f) => (
            <List.Item key={f.key} title={f.title}>
              <span style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {renderValue?.[f.key] ? (
                  renderValue[f.key]?.(record)
                ) : (
                  <FieldText field={f} record={record} />
                )}
              </span>
            </List.Item>
          ))}
      </List>
    </FullScreenDialog>
  );
}
