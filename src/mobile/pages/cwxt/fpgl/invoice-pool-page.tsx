import { useSolePlantDefault } from '../../../../shared/api/cwxt/plant-api';
import { INVOICE_URLS, type InvoiceRecord } from '../../../../shared/api/cwxt/invoice-api';
import { DEFAULT_BUYER_NAME } from '../../../../shared/domain/business/invoice-flow';
import { displayMoney } from '../../../../shared/domain/money/money';
import { invoiceSchema } from '../../../../shared/domain/resources/invoice';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { MobileImageUpload } from '../../../widgets/upload/image-upload';
import { PlantPicker } from '../shared/plant-picker';
import { invoiceCardTitle, InvoiceStatusTag } from './invoice-parts';
import { bizDictText } from '../../../../shared/domain/business/dicts';

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
      formDefaults={{ invoiceType: 'special', taxRate: '13', buyerName: DEFAULT_BUYER_NAME, ...solePlant }}
      cardTitle={invoiceCardTitle}
      renderField={{
        plantId: ({ disabled }) => (
          <PlantPicker label="销售方" placeholder="请选择销售方（电厂）" disabled={disabled} />
        ),
        attachments: ({ disabled }) => (
          <MobileImageUpload label="发票影像" bizPath="invoice" capture="environment" disabled={disabled} />
        ),
      }}
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
