import { INVOICE_URLS, type InvoiceRecord } from '../../../../shared/api/cwxt/invoice-api';
import { invoiceSchema } from '../../../../shared/domain/resources/invoice';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { InvoiceFormScreen } from './invoice-form-screen';
import { INVOICE_SCREEN, invoiceCardTitle, invoiceSummary } from './invoice-parts';

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
      cardSummary={(r) =>
        invoiceSummary(r, [
          r.returnReason ? (
            <span key="reason" style={{ color: 'var(--adm-color-danger)' }}>
              退回原因：{r.returnReason}
            </span>
          ) : null,
        ])
      }
    />
  );
}
