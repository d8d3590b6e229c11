import { useEffect, type ReactElement } from 'react';
import { Form, Input, Picker } from 'antd-mobile';
import { usePlantOptions } from '../../../../shared/api/cwxt/plant-api';
import { useSubmitTasks, type InvoiceRecord, type SubmitTask } from '../../../../shared/api/cwxt/invoice-api';
import { invoiceFieldOfMessage } from '../../../../shared/domain/business/invoice-field-checks';
import {
  figuresAfterEdit,
  splitTotal,
  type FigureKey,
} from '../../../../shared/domain/business/invoice-figures-edit';
import { DEFAULT_BUYER_NAME } from '../../../../shared/domain/business/invoice-flow';
import type { VatQrFields } from '../../../../shared/domain/business/vat-invoice-qr';
import { displayMoney, subtractMoney, parseMoney } from '../../../../shared/domain/money/money';
import { invoiceSchema } from '../../../../shared/domain/resources/invoice';
import type { ResourceField } from '../../../../shared/domain/resources/types';
import { dialogRecordId, useDraftDialog, useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { fieldStateRules, useResourceForm } from '../../../../shared/hooks/list-page/use-resource-form';
import { MobileDraftBanner } from '../../../widgets/drafts/draft-banner';
import { mobileFieldControl } from '../../../widgets/card-list/field-control';
import { mobileValueProps } from '../../../widgets/card-list/field-value-props';
import { FormScreenFrame, FormScreenPopup } from '../../../widgets/card-list/resource-form-screen';
import { MobileImageUpload } from '../../../widgets/upload/image-upload';
import { PlantPicker } from '../shared/plant-picker';
import { INVOICE_ITEM_DEPENDENCIES, INVOICE_ITEM_RULES, MONEY_KEYS } from './invoice-form-rules';
import { InvoiceScanButtons } from './invoice-scan';
import './invoice.css';

const DEFAULTS = { invoiceType: 'special', taxRate: '13', buyerName: DEFAULT_BUYER_NAME };
const FIGURES: readonly string[] = ['amount', 'taxRate', 'taxAmount', 'totalAmount'] satisfies FigureKey[];
const HINTS: Record<string, string> = {
  taxAmount: '按金额×税率自动计算，可按发票修改（允许误差0.01元）',
  totalAmount: '按金额+税额自动计算',
};

/** What a task still has to be invoiced for (its amount less what is already submitted). */
const remainingOf = (t: SubmitTask) => subtractMoney(t.amount, t.submittedAmount);

/** 依据结算任务: a confirmed task prefills 销售方 and 价税合计 (split into 金额 and 税额 at the rate). */
function TaskPrefill({ onPick }: { onPick: (task: SubmitTask) => void }) {
  const tasks = useSubmitTasks();
  const open = (tasks.data?.tasks ?? []).filter((t) => (parseMoney(remainingOf(t)) ?? 0n) > 0n);
  if (open.length === 0) return null;
  const columns = [
    open.map((t) => ({
      value: t.id,
      label: `${t.plantName} ${t.settleMonth} 待开票 ${displayMoney(remainingOf(t))}`,
    })),
  ];
  return (
    <Picker
      columns={columns}
      cancelText="取消"
      confirmText="确定"
      onConfirm={(v) => {
        const task = open.find((t) => t.id === v[0]);
        if (task) onPick(task);
      }}
    >
      {(_items, actions) => (
        <button type="button" className="cwxt-m-picker-trigger cwxt-m-invoice-task" onClick={actions.open}>
          依据结算任务填写价税合计
        </button>
      )}
    </Picker>
  );
}

function control(field: ResourceField, disabled: boolean): ReactElement {
  if (field.key === 'plantId')
    return <PlantPicker label="销售方" placeholder="请选择销售方（电厂）" disabled={disabled} />;
  if (field.key === 'attachments')
    return <MobileImageUpload label="发票影像" bizPath="invoice" capture="environment" disabled={disabled} />;
  if (MONEY_KEYS.has(field.key))
    return (
      <Input
        inputMode="decimal"
        placeholder={`请输入${field.title}`}
        disabled={disabled}
        clearable={!disabled}
      />
    );
  return mobileFieldControl(field, disabled);
}

function InvoiceFormBody({ dialog }: { dialog: FormDialog<InvoiceRecord> }) {
  const [form] = Form.useForm();
  const { options: plants } = usePlantOptions();
  const draftDialog = useDraftDialog(dialog, () => draft.saved());
  const { mode, fields, loading, initialValues, save } = useResourceForm(form, {
    schema: invoiceSchema,
    dialog: draftDialog,
    defaults: DEFAULTS,
    // A refusal about one field (重复的发票号码, 税额不符 …) shows under it, and as a toast.
    onRefused: (message) => {
      const name = invoiceFieldOfMessage(message);
      if (name) form.setFields([{ name, errors: [message] }]);
      return false;
    },
  });
  const draft = useFormDraft({
    formKey: invoiceSchema.name,
    recordId: dialogRecordId(dialog),
    enabled: mode !== 'detail',
    ready: !loading,
    form,
  });
  const editable = mode !== 'detail';

  // 销售方 of a user with one plant: the options may arrive after the form opened.
  const solePlant = plants.length === 1 ? plants[0]!.value : undefined;
  useEffect(() => {
    if (mode === 'add' && solePlant && !form.getFieldValue('plantId'))
      form.setFieldsValue({ plantId: solePlant });
  }, [mode, solePlant, form]);

  /** Values filled for the user (scan, task): checked at once, kept in the draft. */
  const fill = (patch: Record<string, unknown>) => {
    form.setFieldsValue(patch);
    draft.changed();
    void form.validateFields(Object.keys(patch)).catch(() => undefined);
  };
  const fillFromQr = (qr: VatQrFields) => {
    const all = { ...(form.getFieldsValue(true) as Record<string, unknown>), ...qr };
    fill({ ...qr, ...figuresAfterEdit(all, 'amount') });
  };
  const fillFromTask = (task: SubmitTask) => {
    const total = remainingOf(task);
    const split = splitTotal(total, String(form.getFieldValue('taxRate') ?? ''));
    fill({ plantId: task.plantId, ...(split ?? { totalAmount: total }) });
  };

  return (
    <FormScreenFrame dialog={dialog} loading={loading} onSave={() => void save()}>
      <MobileDraftBanner draft={draft} />
      {editable && (
        <div className="cwxt-m-invoice-assist">
          <InvoiceScanButtons onFill={fillFromQr} />
          {mode === 'add' && <TaskPrefill onPick={fillFromTask} />}
        </div>
      )}
      <Form
        form={form}
        name={`${invoiceSchema.name}-form`}
        layout="horizontal"
        disabled={!editable}
        initialValues={initialValues}
        onValuesChange={(changed: Record<string, unknown>, all: Record<string, unknown>) => {
          draft.changed();
          const key = Object.keys(changed).find((k) => FIGURES.includes(k)) as FigureKey | undefined;
          if (!key) return;
          const patch = figuresAfterEdit(all, key);
          if (Object.keys(patch).length > 0) {
            form.setFieldsValue(patch);
            void form.validateFields(Object.keys(patch)).catch(() => undefined);
          }
        }}
      >
        {fields.map((state) => {
          const { field, disabled, required } = state;
          const key = field.key;
          return (
            <Form.Item
              key={key}
              name={key}
              label={field.title}
              required={required}
              disabled={disabled}
              description={editable ? HINTS[key] : undefined}
              rules={[...fieldStateRules(state), ...(editable ? (INVOICE_ITEM_RULES[key] ?? []) : [])]}
              dependencies={INVOICE_ITEM_DEPENDENCIES[key]}
              {...(MONEY_KEYS.has(key) ? {} : mobileValueProps(field))}
            >
              {control(field, disabled)}
            </Form.Item>
          );
        })}
      </Form>
    </FormScreenFrame>
  );
}

/**
 * The phone's invoice form (发票池 新增/编辑/详情): 税额 and 价税合计 follow 金额 and 税率 (still
 * editable, checked inline within one fen), the QR code or a photo of it fills the invoice's
 * numbers, a confirmed task prefills 价税合计, and a user of one plant never picks 销售方.
 */
export function InvoiceFormScreen({
  dialog,
  address,
}: {
  dialog: FormDialog<InvoiceRecord>;
  /** The address the list gave an opened invoice (docs/phone-navigation.md). */
  address?: string;
}) {
  return (
    <FormScreenPopup dialog={dialog} address={address}>
      <InvoiceFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} />
    </FormScreenPopup>
  );
}
