import { INVOICE_URLS, type InvoiceRecord } from '../../../../shared/api/cwxt/invoice-api';
import { displayMoney } from '../../../../shared/domain/money/money';
import { invoiceSchema } from '../../../../shared/domain/resources/invoice';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { InvoiceFormScreen } from './invoice-form-screen';
import { invoiceCardTitle, InvoiceStatusTag } from './invoice-parts';
import { bizDictText } from '../../../../shared/domain/business/dicts';
import { SCREEN_NAMES } from '../../../../shared/domain/routes/screen-links';

/** The invoice's detail has an address: messages link to it (docs/phone-navigation.md). */
const INVOICE_SCREEN = { name: SCREEN_NAMES.invoice };

const { list, add, edit, delete: del, deleteBatch, queryById } = INVOICE_URLS;

/**
 * 发票池 on the phone (plant staff in WeCom): cards of drafts and returned invoices; the
 * full-screen invoice form (invoice-form-screen.tsx) computes the tax, reads the QR code and
 * photographs the invoice.
 */
export default function InvoicePoolPage() {
  return (
    <ResourceCardList<InvoiceRecord>
      schema={invoiceSchema}
      url={{ list, add, edit, delete: del, deleteBatch, queryById }}
      fixedParams={{ view: 'pool' }}
      detailScreen={INVOICE_SCREEN}
      renderForm={(dialog, ctx) => <InvoiceFormScreen dialog={dialog} address={ctx.detailAddress} />}
      cardTitle={invoiceCardTitle}
      cardSummary={(r) => ({
        tag: <InvoiceStatusTag status={r.status} />,
        figureLabel: '价税合计',
        figure: displayMoney(r.totalAmount),
        facts: [
          `${bizDictText('cwxt_invoice_type', r.invoiceType)} No.${r.invoiceNumber}`,
          `开票日期 ${r.invoiceDate?.slice(0, 10) ?? ''}`,
          r.returnReason ? (
            <span key="reason" style={{ color: 'var(--adm-color-danger)' }}>
              退回原因：{r.returnReason}
            </span>
          ) : null,
        ],
      })}
    />
  );
}
