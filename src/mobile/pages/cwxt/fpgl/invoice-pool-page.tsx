import { useSolePlantDefault } from '../../../../shared/api/cwxt/plant-api';
import { INVOICE_URLS, type InvoiceRecord } from '../../../../shared/api/cwxt/invoice-api';
import { DEFAULT_BUYER_NAME } from '../../../../shared/domain/business/invoice-flow';
import { displayMoney } from '../../../../shared/domain/money/money';
import { invoiceSchema } from '../../../../shared/domain/resources/invoice';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { SCREEN_NAMES } from '../../../../shared/domain/routes/screen-links';
import { MobileImageUpload } from '../../../widgets/upload/image-upload';
import { PlantPicker } from '../shared/plant-picker';
import { InvoiceStatusTag } from './invoice-parts';

/** The invoice's detail has an address: messages link to it (docs/phone-navigation.md). */
const INVOICE_SCREEN = { name: SCREEN_NAMES.invoice };

const { list, add, edit, delete: del, deleteBatch, queryById } = INVOICE_URLS;

/**
 * 发票池 on the phone (plant staff in WeCom): cards of drafts and returned invoices; the
 * full-screen form photographs the invoice (the picture field offers the camera).
 */
export default function InvoicePoolPage() {
  const solePlant = useSolePlantDefault();
  return (
    <ResourceCardList<InvoiceRecord>
      schema={invoiceSchema}
      url={{ list, add, edit, delete: del, deleteBatch, queryById }}
      fixedParams={{ view: 'pool' }}
      detailScreen={INVOICE_SCREEN}
      formDefaults={{ invoiceType: 'special', taxRate: '13', buyerName: DEFAULT_BUYER_NAME, ...solePlant }}
      cardTitle={(r) => `${r.invoiceNumber} ${r.plantName ?? ''}`}
      renderField={{
        plantId: ({ disabled }) => (
          <PlantPicker label="销售方" placeholder="请选择销售方（电厂）" disabled={disabled} />
        ),
        attachments: ({ disabled }) => (
          <MobileImageUpload label="发票影像" bizPath="invoice" capture="environment" disabled={disabled} />
        ),
      }}
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
