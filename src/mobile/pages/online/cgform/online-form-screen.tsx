import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Ref } from 'react';
import { DotLoading, Form } from 'antd-mobile';
import { getSubFormRows, type OnlineRow } from '../../../../shared/api/online/cgform-runtime-api';
import type { GridRowValues } from '../../../../shared/domain/grid/column';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { useResourceForm } from '../../../../shared/hooks/list-page/use-resource-form';
import type { OnlineForm } from '../../../../shared/hooks/online/use-online-form';
import type { MobileFieldRenderer } from '../../../widgets/card-list/resource-form-screen';
import {
  FormFieldItems,
  FormScreenFrame,
  FormScreenPopup,
} from '../../../widgets/card-list/resource-form-screen';
import { ManyRowsSection, OneRowSection, type SubSectionHandle } from './sub-sections';

/** Collects every sub table's rows for the save body (`{<subTableName>: rows}`); false = invalid. */
export interface SubRowsCollector {
  collect(): Promise<Record<string, GridRowValues[]> | false>;
}

export interface OnlineFormScreenProps {
  form: OnlineForm;
  dialog: FormDialog<OnlineRow>;
  loadRecord: (record: OnlineRow) => Promise<OnlineRow | null>;
  defaults?: Record<string, unknown>;
  renderField?: Record<string, MobileFieldRenderer<OnlineRow>>;
  collector: Ref<SubRowsCollector>;
  /** After the screen closed (the page resets what the next opening starts from). */
  onClosed?: () => void;
}

type SubRows = Record<string, GridRowValues[]>;
// One shared empty list: a new `[]` per render is a new data source, and the cards reset on it.
const NO_ROWS: GridRowValues[] = [];

/** The sub rows of the record being edited or shown (nothing to load when adding). */
function useSubRows(form: OnlineForm, mainId: string | undefined): SubRows | null {
  const [rows, setRows] = useState<SubRows | null>(mainId ? null : {});
  useEffect(() => {
    if (!mainId) return;
    let live = true;
    Promise.all(form.subTables.map((s) => getSubFormRows(s.headId, mainId).catch(() => [])))
      .then((lists) => {
        if (live) setRows(Object.fromEntries(form.subTables.map((s, i) => [s.tableName, lists[i] ?? []])));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [form, mainId]);
  return rows;
}

function OnlineFormBody({
  form,
  dialog,
  loadRecord,
  defaults,
  renderField,
  collector,
}: OnlineFormScreenProps) {
  const [antForm] = Form.useForm();
  const { mode, fields, record, loading, initialValues, save } = useResourceForm(antForm, {
    schema: form.schema,
    dialog,
    defaults,
    loadRecord,
  });
  const mainId = mode === 'add' ? undefined : dialog.record?.id;
  const subRows = useSubRows(form, mainId);
  const sections = useRef(new Map<string, SubSectionHandle | null>());
  useImperativeHandle(collector, () => ({
    async collect() {
      const out: Record<string, GridRowValues[]> = {};
      for (const sub of form.subTables) {
        const rows = await sections.current.get(sub.tableName)?.collect();
        if (rows === false) return false;
        if (rows) out[sub.tableName] = rows;
      }
      return out;
    },
  }));

  return (
    <FormScreenFrame dialog={dialog} loading={loading || subRows === null} onSave={() => void save()}>
      <Form
        form={antForm}
        name={`${form.schema.name}-form`}
        layout="horizontal"
        disabled={mode === 'detail'}
        initialValues={initialValues}
      >
        <FormFieldItems fields={fields} renderField={renderField} mode={mode} record={record} />
      </Form>
      {subRows === null ? (
        <DotLoading />
      ) : (
        form.subTables.map((sub) => {
          const Section = sub.relationType === 1 ? OneRowSection : ManyRowsSection;
          return (
            <Section
              key={sub.headId}
              sub={sub}
              mode={mode}
              rows={subRows[sub.tableName] ?? NO_ROWS}
              ref={(h: SubSectionHandle | null) => {
                sections.current.set(sub.tableName, h);
              }}
            />
          );
        })
      )}
    </FormScreenFrame>
  );
}

/**
 * An online form's full-screen add/edit/detail: the main form's fields (the schema's validators),
 * then one section per sub table — one-to-many rows as editable cards, one-to-one as plain fields.
 * The page's beforeSubmit adds the sections' rows to the body under each sub table's name.
 */
export function OnlineFormScreen(props: OnlineFormScreenProps) {
  const { dialog, onClosed } = props;
  useEffect(() => {
    if (!dialog.open) onClosed?.();
  }, [dialog.open, onClosed]);
  return (
    <FormScreenPopup dialog={dialog}>
      <OnlineFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} {...props} />
    </FormScreenPopup>
  );
}
