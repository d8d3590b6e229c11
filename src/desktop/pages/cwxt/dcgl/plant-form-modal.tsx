import { Suspense, useEffect, useRef, useState } from 'react';
import { Divider, Form, Spin, Typography } from 'antd';
import { getPlantUnits, type PlantRecord } from '../../../../shared/api/cwxt/plant-api';
import type { GridRowValues } from '../../../../shared/domain/grid/column';
import { plantSchema } from '../../../../shared/domain/resources/plant';
import { UNIT_ROW_KEYS } from '../../../../shared/domain/resources/unit';
import { dialogRecordId, useDraftDialog, useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { fieldStateRules, useResourceForm } from '../../../../shared/hooks/list-page/use-resource-form';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { EditableGridLazy } from '../../../widgets/editable-grid/editable-grid-lazy';
import type { EditableGridRef } from '../../../widgets/editable-grid/types';
import { fieldControl } from '../../../widgets/list-page/field-control';
import { valuePropsFor } from '../../../widgets/list-page/field-value-props';
import { FormModalFooter, FormModalShell } from '../../../widgets/list-page/resource-form-modal';
import { PLANT_FIELD_RENDERERS, PLANT_FORM_RULES } from './plant-fields';
import { UNIT_GRID_COLUMNS } from './unit-columns';

const LABEL_COL = { span: 6 } as const;
const WRAPPER_COL = { span: 16 } as const;
export const UNITS_TITLE = '机组信息';
const UNITS_INVALID = '机组信息填写有误，请检查标红的单元格';

/** Sub-table rows → the `units` of the save: loaded rows keep their id, new rows go without. */
export function unitsBody(rows: readonly GridRowValues[], loadedIds: ReadonlySet<string>) {
  return rows.map((row) => {
    const unit: Record<string, unknown> = {};
    for (const key of UNIT_ROW_KEYS) unit[key] = row[key] ?? null;
    const id = typeof row.id === 'string' ? row.id : '';
    if (loadedIds.has(id)) unit.id = id;
    return unit;
  });
}

function PlantFormBody({ dialog }: { dialog: FormDialog<PlantRecord> }) {
  const [form] = Form.useForm();
  const grid = useRef<EditableGridRef>(null);
  const [units, setUnits] = useState<GridRowValues[] | null>(dialog.mode === 'add' ? [] : null);
  const [gridError, setGridError] = useState<string | null>(null);
  const loadedIds = useRef<Set<string>>(new Set());
  const recordId = dialog.record?.id;

  useEffect(() => {
    if (dialog.mode === 'add' || !recordId) return;
    let alive = true;
    getPlantUnits(recordId).then(
      (rows) => {
        if (!alive) return;
        loadedIds.current = new Set(rows.map((r) => r.id));
        setUnits(rows.map((r) => ({ ...r })));
      },
      () => alive && setUnits([]),
    );
    return () => {
      alive = false;
    };
  }, [dialog.mode, recordId]);

  // The units travel with the plant: the sub-table is validated and read at save time.
  const withUnits: FormDialog<PlantRecord> = {
    ...dialog,
    submit: async (body) => {
      const api = grid.current;
      if (!api) return dialog.submit(body);
      const { error, values } = await api.getValues({ validate: true });
      if (error > 0) {
        setGridError(UNITS_INVALID);
        return false;
      }
      setGridError(null);
      const saved = await dialog.submit({ ...body, units: unitsBody(values, loadedIds.current) });
      if (saved) api.draftSaved();
      return saved;
    },
  };
  const draftDialog = useDraftDialog(withUnits, () => draft.saved());
  const { mode, fields, record, loading, initialValues, save } = useResourceForm(form, {
    schema: plantSchema,
    dialog: draftDialog,
  });
  const draft = useFormDraft({
    formKey: plantSchema.name,
    recordId: dialogRecordId(dialog),
    enabled: mode !== 'detail',
    ready: !loading,
    form,
  });

  return (
    <>
      <DraftBanner draft={draft} />
      <Spin spinning={loading}>
        <Form
          form={form}
          name="bizPlant-form"
          labelCol={LABEL_COL}
          wrapperCol={WRAPPER_COL}
          disabled={mode === 'detail'}
          initialValues={initialValues}
          onValuesChange={draft.changed}
          onFinish={() => void save()}
        >
          {fields.map((state) => {
            const { field, disabled, required } = state;
            const custom = PLANT_FIELD_RENDERERS[field.key];
            const ctx = { field, disabled, mode, record };
            return (
              <Form.Item
                key={field.key}
                name={field.key}
                label={field.title}
                required={required}
                // The remote check runs on blur (its rules say so); the schema's on every change.
                validateTrigger={PLANT_FORM_RULES[field.key] ? ['onChange', 'onBlur'] : undefined}
                rules={[
                  ...fieldStateRules(state),
                  ...(disabled ? [] : (PLANT_FORM_RULES[field.key]?.(ctx) ?? [])),
                ]}
                {...valuePropsFor(field)}
              >
                {custom ? custom(ctx) : fieldControl(field, disabled)}
              </Form.Item>
            );
          })}
        </Form>
      </Spin>
      <Divider titlePlacement="start">{UNITS_TITLE}</Divider>
      {units === null ? (
        <Spin />
      ) : (
        <Suspense fallback={<Spin />}>
          <EditableGridLazy
            ref={grid}
            label={UNITS_TITLE}
            columns={UNIT_GRID_COLUMNS}
            dataSource={units}
            rowNumber
            rowSelection={mode !== 'detail'}
            toolbar={mode !== 'detail'}
            disabled={mode === 'detail'}
            maxHeight={320}
            draft={mode === 'detail' ? undefined : { formKey: 'bizPlant-units', recordId: recordId ?? null }}
          />
        </Suspense>
      )}
      {gridError ? (
        <Typography.Text type="danger" role="alert">
          {gridError}
        </Typography.Text>
      ) : null}
      <FormModalFooter dialog={dialog} loading={loading} onSave={() => void save()} />
    </>
  );
}

/** The plant form (add/edit/detail) with its units as an editable sub-table, saved in one request. */
export function PlantFormModal({ dialog }: { dialog: FormDialog<PlantRecord> }) {
  return (
    <FormModalShell dialog={dialog} width={1100}>
      <PlantFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} />
    </FormModalShell>
  );
}
