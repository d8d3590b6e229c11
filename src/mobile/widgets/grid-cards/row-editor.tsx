import { useEffect } from 'react';
import { Button, Form } from 'antd-mobile';
import {
  replaceColumnProps,
  type GridColumn,
  type GridOption,
  type GridRowValues,
} from '../../../shared/domain/grid/column';
import { visibleColumns } from '../../../shared/domain/grid/layout';
import type { LiveChoice, LiveConflict } from '../../../shared/domain/grid/live-rows';
import { canMoveDown, canMoveUp } from '../../../shared/domain/grid/sort';
import type { GridStore } from '../../../shared/domain/grid/store';
import { FullScreenDialog } from '../../ui/full-screen-dialog';
import { BUILT_IN_FIELDS } from './field-controls';
import { KIT_FIELD_RENDERERS } from './kit-fields';
import { CardConflict } from './live-parts';
import type { FieldControlProps, FieldRenderer } from './types';
import { useEditorDrift } from './use-editor-drift';

type Renderers = Readonly<Partial<Record<string, FieldRenderer>>> | undefined;

function Field(props: FieldControlProps & { renderers: Renderers }) {
  const { renderers, ...control } = props;
  // Rendered as a component (a picker may hold state); renderers must keep their identity.
  const Control =
    renderers?.[control.column.type] ??
    KIT_FIELD_RENDERERS[control.column.type] ??
    BUILT_IN_FIELDS[control.column.type];
  return Control ? <Control {...control} /> : null;
}

function isRequired(column: GridColumn): boolean {
  return (column.validateRules ?? []).some((r) => r.required === true || r.pattern === '*');
}

export interface RowEditorProps {
  store: GridStore;
  /** Internal id of the edited row. */
  rowId: string;
  /** -1 once the row is gone (deleted by another user while open). */
  index: number;
  /** The row's live conflict (its applied edit met a remote change), shown atop the form. */
  conflict?: LiveConflict['kind'];
  onResolveConflict?(choice: LiveChoice): void;
  /** 保留我的修改 of a row deleted remotely while open: add it back as a new row at `index`. */
  onRestore?(values: GridRowValues, index: number): void;
  /** True while the row is being deleted from this editor (its disappearance is no remote change). */
  removingHere?(): boolean;
  options: ReadonlyMap<string, GridOption[]>;
  renderers: Renderers;
  disabled: boolean;
  canDelete: boolean;
  dragSort: boolean;
  onClose(): void;
  onDelete(rowId: string): void;
  onMove(from: number, to: number): void;
  onSaved(row: GridRowValues, errors: Readonly<Record<string, string>>): void;
}

/**
 * The phone's row editor: the row's columns as a full-screen antd-mobile Form, checked by the
 * same engine as the desktop grid (uniqueness against the other rows included). A change is
 * checked at once; 保存 writes the values and their errors to the grid and closes when all pass.
 */
function RowEditorForm(props: RowEditorProps) {
  const { store, rowId } = props;
  const [form] = Form.useForm();
  const rowDisabled = props.disabled || store.isRowDisabled(rowId);
  const columns = visibleColumns(store.getColumns());
  const drift = useEditorDrift(store, rowId, form, {
    onGone: props.onClose,
    onRestore: (values, at) => (props.onRestore ? props.onRestore(values, at) : props.onClose()),
    removingHere: () => props.removingHere?.() ?? false,
  });
  const index = props.index >= 0 ? props.index : drift.lastIndex;

  // The conflict answered here also settles the form, so the typed values are never lost silently.
  const resolveConflict = (choice: LiveChoice) => {
    if (props.conflict === 'delete') {
      const values = drift.typed();
      props.onResolveConflict?.('reload'); // the row goes …
      if (choice === 'keep' && props.onRestore)
        props.onRestore(values, index); // … and comes back new
      else props.onClose();
      return;
    }
    props.onResolveConflict?.(choice);
    if (choice === 'reload') drift.reload();
  };

  useEffect(() => {
    // Errors the grid already knows (a full validation) show as soon as the editor opens.
    const known = store.errors.ofRow(rowId);
    form.setFields([...known].map(([name, message]) => ({ name, errors: [message] })));
  }, [form, store, rowId]);

  const draft = (): GridRowValues => ({ ...store.getRow(rowId), ...form.getFieldsValue(true) });

  const showErrors = (messages: Readonly<Record<string, string>>, keys: readonly string[]) => {
    form.setFields(keys.map((name) => ({ name, errors: messages[name] ? [messages[name]] : [] })));
  };

  const onValuesChange = async (changed: Record<string, unknown>) => {
    const messages = await store.validateDraft(rowId, draft(), 'change');
    showErrors(messages, Object.keys(changed));
  };

  const save = async () => {
    const values = draft();
    const messages = await store.validateDraft(rowId, values, 'getValues');
    const updates: GridRowValues = {};
    for (const column of store.getColumns())
      if (column.key !== store.rowKey) updates[column.key] = values[column.key];
    store.setValues([{ rowKey: rowId, values: updates }]);
    drift.rebase();
    store.setRowErrors(rowId, messages);
    showErrors(
      messages,
      columns.map((c) => c.key),
    );
    const row = store.publicRow(rowId);
    if (row) props.onSaved(row, messages);
    if (Object.keys(messages).length === 0) props.onClose();
  };

  const count = store.rowCount;
  return (
    <FullScreenDialog
      title={`编辑第${index + 1}行`}
      open
      onClose={props.onClose}
      footer={
        <div className="cwxt-m-cards-editor-actions">
          {props.dragSort && !rowDisabled && props.index >= 0 && (
            <>
              <Button
                size="small"
                disabled={!canMoveUp(props.index)}
                onClick={() => props.onMove(props.index, props.index - 1)}
              >
                上移
              </Button>
              <Button
                size="small"
                disabled={!canMoveDown(props.index, count)}
                onClick={() => props.onMove(props.index, props.index + 1)}
              >
                下移
              </Button>
            </>
          )}
          {props.canDelete && !rowDisabled && props.index >= 0 && (
            <Button color="danger" fill="outline" onClick={() => props.onDelete(rowId)}>
              删除
            </Button>
          )}
          <Button color="primary" disabled={rowDisabled || drift.drift !== null} onClick={() => void save()}>
            保存
          </Button>
        </div>
      }
    >
      {props.conflict && <CardConflict kind={props.conflict} index={index} onResolve={resolveConflict} />}
      {drift.drift && (
        <CardConflict
          kind={drift.drift}
          index={index}
          onResolve={(choice) => (choice === 'reload' ? drift.reload() : drift.keep())}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...store.getRow(rowId) }}
        onValuesChange={(c) => void onValuesChange(c)}
      >
        {columns.map((column) => {
          const disabled = rowDisabled || column.disabled === true;
          return (
            <Form.Item key={column.key} name={column.key} label={column.title} required={isRequired(column)}>
              <Field
                renderers={props.renderers}
                column={column}
                options={props.options.get(column.key) ?? []}
                disabled={disabled}
                placeholder={replaceColumnProps(column, column.placeholder ?? '')}
                label={column.title}
              />
            </Form.Item>
          );
        })}
      </Form>
    </FullScreenDialog>
  );
}

export function RowEditor(props: RowEditorProps) {
  // Keyed by row: opening another row starts a fresh form with that row's values.
  return <RowEditorForm key={props.rowId} {...props} />;
}
