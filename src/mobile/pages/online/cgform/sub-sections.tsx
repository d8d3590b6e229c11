import { Suspense, useImperativeHandle, useMemo, useRef } from 'react';
import type { Ref } from 'react';
import { DotLoading, Form } from 'antd-mobile';
import type { GridRowValues } from '../../../../shared/domain/grid/column';
import {
  formFieldsFor,
  initialFormValues,
  type FormMode,
} from '../../../../shared/hooks/list-page/form-fields';
import { fieldStateRules, validatedValues } from '../../../../shared/hooks/list-page/use-resource-form';
import { onlineFieldKey } from '../../../../shared/domain/online/runtime-schema';
import type { OnlineSubTable } from '../../../../shared/hooks/online/use-online-form';
import { mobileFieldControl } from '../../../widgets/card-list/field-control';
import { mobileValueProps } from '../../../widgets/card-list/field-value-props';
import { GridCardsLazy } from '../../../widgets/grid-cards/grid-cards-lazy';
import type { GridCardsRef } from '../../../widgets/grid-cards/types';
import { toastError } from '../../../ui/lazy-feedback';
import { oneToOneFields, subTableColumns } from './sub-columns';

/** A sub table section's rows as the save body wants them; false when a row failed validation. */
export interface SubSectionHandle {
  collect(): Promise<GridRowValues[] | false>;
}

interface SectionProps {
  sub: OnlineSubTable;
  mode: FormMode;
  /** The rows of the main record (none when adding); the section mounts once they are loaded. */
  rows: GridRowValues[];
  ref: Ref<SubSectionHandle>;
}

/** The server gives every saved sub row a new id and fills the foreign keys: neither is sent. */
function bodyRow(sub: OnlineSubTable, row: GridRowValues): GridRowValues {
  const foreign = new Set(sub.foreignKeys.map((k) => onlineFieldKey(k.field)));
  return Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'id' && !foreign.has(k)));
}

/** A one-to-many sub table: its rows as editable cards (the row editor validates with the sub schema). */
export function ManyRowsSection({ sub, mode, rows, ref }: SectionProps) {
  const grid = useRef<GridCardsRef>(null);
  const columns = useMemo(() => subTableColumns(sub), [sub]);
  useImperativeHandle(ref, () => ({
    async collect() {
      const api = grid.current;
      if (!api) return [];
      const { error, values } = await api.getValues({ validate: true });
      if (error > 0) {
        void toastError(`${sub.tableTxt}有${error}处填写不正确`);
        return false;
      }
      return values.map((r) => bodyRow(sub, r));
    },
  }));
  return (
    // The cards are the region named after the sub table; this only adds the heading.
    <div className="cwxt-m-online-sub">
      <h3 className="cwxt-m-online-sub-title">{sub.tableTxt}</h3>
      <Suspense fallback={<DotLoading />}>
        <GridCardsLazy
          ref={grid}
          label={sub.tableTxt}
          columns={columns}
          dataSource={rows}
          disabled={mode === 'detail'}
        />
      </Suspense>
    </div>
  );
}

/** A one-to-one sub table: its fields as a plain form section (one row, or none when all empty). */
export function OneRowSection({ sub, mode, rows, ref }: SectionProps) {
  const [form] = Form.useForm();
  const keys = useMemo(() => new Set(oneToOneFields(sub).map((f) => f.key)), [sub]);
  const fields = useMemo(
    () => formFieldsFor(sub.schema, mode).filter((s) => keys.has(s.field.key)),
    [sub, mode, keys],
  );
  const initial = initialFormValues(fields, rows[0] ?? null);
  useImperativeHandle(ref, () => ({
    async collect() {
      const values = await validatedValues<GridRowValues>(form);
      if (values === undefined) return false;
      const filled = Object.values(values).some((v) => v !== undefined && v !== null && v !== '');
      return filled ? [bodyRow(sub, values)] : [];
    },
  }));
  return (
    <section className="cwxt-m-online-sub" aria-label={sub.tableTxt}>
      <h3 className="cwxt-m-online-sub-title">{sub.tableTxt}</h3>
      <Form
        form={form}
        name={`${sub.schema.name}-form`}
        layout="horizontal"
        disabled={mode === 'detail'}
        initialValues={initial}
      >
        {fields.map((state) => (
          <Form.Item
            key={state.field.key}
            name={state.field.key}
            label={state.field.title}
            required={state.required}
            disabled={state.disabled}
            rules={fieldStateRules(state)}
            {...mobileValueProps(state.field)}
          >
            {mobileFieldControl(state.field, state.disabled)}
          </Form.Item>
        ))}
      </Form>
    </section>
  );
}
