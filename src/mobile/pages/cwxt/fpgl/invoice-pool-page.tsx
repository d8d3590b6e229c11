import { INVOICE_URLS, type InvoiceRecord } from '../../../../shared/api/cwxt/invoice-api';
import { displayMoney } from '../../../../shared/domain/money/money';
import { invoiceSchema } from '../../../../shared/domain/resources/invoice';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { InvoiceFormScreen } from './invoice-form-screen';
import { InvoiceStatusTag } from './invoice-parts';

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
      renderForm={(dialog) => <InvoiceFormScreen dialog={dialog} />}
      cardFooter={(r) => (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <InvoiceStatusTag status={r.status} />
          <span>价税合计 {displayMoney(r.totalAmount)}</span>
          {r.returnReason ? (
            <span style={{ color: 'var(--adm-color-danger)' }}>退回原因：{r.returnReason}</span>
          ) : null}
        </div>
      )}
    />
  );
}
