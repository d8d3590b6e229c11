import { screen, waitFor } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { Input } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INVOICE_FORM_DEPENDENCIES,
  INVOICE_FORM_RULES,
  INVOICE_REQUIRED_WHEN,
} from '../../../../../src/desktop/pages/cwxt/fpgl/invoice-form-rules';
import { ResourceFormModal } from '../../../../../src/desktop/widgets/list-page/resource-form-modal';
import { invoiceFieldOfMessage } from '../../../../../src/shared/domain/business/invoice-field-checks';
import { INVOICE_MESSAGES } from '../../../../../src/shared/domain/business/invoice-flow';
import { invoiceSchema, type InvoiceRecord } from '../../../../../src/shared/domain/resources/invoice';
import type { FormDialog } from '../../../../../src/shared/hooks/list-page/use-form-dialog';
import { setupItemBackend } from '../../../shared/list-page/list-fixtures';
import { ok } from '../../../shared/fake-server';
import { renderDesktop } from '../../desktop-test-utils';

// The fake backend answers the dictionaries; no request leaves the test.
const backend = setupItemBackend();
beforeEach(() => {
  backend.server.on(
    'GET /sys/dict/getDictItems/cwxt_invoice_type',
    ok(
      [
        ['special', '增值税专用发票'],
        ['electronic', '电子发票'],
      ].map(([value, text]) => ({ value, text, title: text, label: text })),
    ),
  );
});
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

type Submit = FormDialog<InvoiceRecord>['submit'];

function dialogOf(submit: Submit): FormDialog<InvoiceRecord> {
  return {
    open: true,
    mode: 'add',
    record: null,
    submitting: false,
    openAdd: vi.fn(),
    openEdit: vi.fn(),
    openDetail: vi.fn(),
    close: vi.fn(),
    submit,
  };
}

const VALID = {
  plantId: 'p1',
  invoiceType: 'special',
  invoiceCode: '1234567890',
  invoiceNumber: '12345678',
  invoiceDate: '2024-01-05',
  amount: '100',
  taxRate: '13',
  taxAmount: '13',
  totalAmount: '113',
  buyerName: '国网某某省电力有限公司',
};

function open(defaults: Record<string, unknown>, submit: Submit = vi.fn(async () => true)) {
  renderDesktop(
    <ResourceFormModal<InvoiceRecord>
      schema={invoiceSchema}
      dialog={dialogOf(submit)}
      defaults={defaults}
      fieldRules={INVOICE_FORM_RULES}
      fieldDependencies={INVOICE_FORM_DEPENDENCIES}
      requiredWhen={INVOICE_REQUIRED_WHEN}
      fieldOfMessage={invoiceFieldOfMessage}
      // The plant picker and the upload fetch; a plain input stands in for them here.
      renderField={{ plantId: () => <Input />, attachments: () => <Input /> }}
    />,
  );
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
/** The error text antd links to the field (aria-describedby → the form item's explain). */
function errorOf(label: string): string {
  const ids = input(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('');
}
const labelOf = (text: string) => screen.getByText(text, { selector: 'label' });
const errors = () => document.querySelectorAll('.ant-form-item-explain-error');
const toasts = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent);

async function retype(label: string, text: string) {
  await userEvent.clear(input(label));
  await userEvent.type(input(label), text);
}

describe('invoice form (desktop)', { timeout: 30_000 }, () => {
  it('shows no error before input; the 发票代码 asterisk follows the type', async () => {
    open({ invoiceType: 'special', taxRate: '13' });
    await screen.findByLabelText('税额', { selector: 'input' });
    expect(errors()).toHaveLength(0);
    expect(labelOf('发票代码')).toHaveClass('ant-form-item-required');
    expect(labelOf('税额')).toHaveClass('ant-form-item-required');
  });

  it('an 电子发票 has no asterisk on 发票代码 and may leave it empty', async () => {
    open({ ...VALID, invoiceType: 'electronic', invoiceCode: '' });
    await screen.findByLabelText('税额', { selector: 'input' });
    expect(labelOf('发票代码')).not.toHaveClass('ant-form-item-required');
    await retype('发票代码', '1');
    await userEvent.clear(input('发票代码'));
    await waitFor(() => expect(errorOf('发票代码')).toBe(''));
  });

  it('税额 against 金额×税率 and 价税合计 against 金额+税额 show under their fields as the user types', async () => {
    open({ invoiceType: 'special', taxRate: '13' });
    await retype('金额(不含税)', '100');
    await retype('税额', '10');
    await waitFor(() => expect(errorOf('税额')).toBe(INVOICE_MESSAGES.taxMismatch('13.00')));
    // Only the field the user touched says anything.
    expect(errorOf('价税合计')).toBe('');
    await retype('价税合计', '120');
    await waitFor(() => expect(errorOf('价税合计')).toBe(INVOICE_MESSAGES.totalMismatch('110.00')));
    // Correcting 税额 revalidates both dependants.
    await retype('税额', '13');
    await waitFor(() => expect(errorOf('税额')).toBe(''));
    await waitFor(() => expect(errorOf('价税合计')).toBe(INVOICE_MESSAGES.totalMismatch('113.00')));
    // Changing 金额 revalidates 税额.
    await retype('金额(不含税)', '200');
    await waitFor(() => expect(errorOf('税额')).toBe(INVOICE_MESSAGES.taxMismatch('26.00')));
    expect(toasts()).toEqual([]);
  });

  it('a server refusal about one field shows under it, not as a toast', async () => {
    const submit = vi.fn<Submit>(async (_body, refused) => {
      expect(refused?.(INVOICE_MESSAGES.duplicate)).toBe(true);
      return false;
    });
    open(VALID, submit);
    await screen.findByLabelText('税额', { selector: 'input' });
    await userEvent.click(screen.getByText('确定', { selector: 'button, button *' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(errorOf('发票号码')).toBe(INVOICE_MESSAGES.duplicate));
    expect(toasts()).toEqual([]);
    // A refusal about no field is left to the toast.
    expect(invoiceFieldOfMessage(INVOICE_MESSAGES.taskNotConfirmed)).toBeUndefined();
    expect(invoiceFieldOfMessage(INVOICE_MESSAGES.taxMismatch('1.00'))).toBe('taxAmount');
  });
});
