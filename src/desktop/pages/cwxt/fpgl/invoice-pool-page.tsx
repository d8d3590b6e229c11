import { useSolePlantDefault } from '../../../../shared/api/cwxt/plant-api';
import { INVOICE_URLS, type InvoiceRecord } from '../../../../shared/api/cwxt/invoice-api';
import { DEFAULT_BUYER_NAME } from '../../../../shared/domain/business/invoice-flow';
import { invoiceFieldOfMessage } from '../../../../shared/domain/business/invoice-field-checks';
import { invoiceSchema } from '../../../../shared/domain/resources/invoice';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { PlantSelect } from '../shared/plant-select';
import { INVOICE_FORM_DEPENDENCIES, INVOICE_FORM_RULES, INVOICE_REQUIRED_WHEN } from './invoice-form-rules';
import { InvoiceStatusTag, money, rate } from './invoice-parts';

const { list, add, edit, delete: del, deleteBatch, queryById } = INVOICE_URLS;

/**
 * 发票池 (fpgl pool): the plant's drafts and returned invoices (the return reason shown), added and
 * corrected here, then submitted on 发票提交. The form checks the figures (税额, 价税合计) under their
 * fields as the user types; the server checks them again, and its refusals show under the field too.
 */
export default function InvoicePoolPage() {
  const solePlant = useSolePlantDefault();
  return (
    <ResourceListPage<InvoiceRecord>
      schema={invoiceSchema}
      url={{ list, add, edit, delete: del, deleteBatch, queryById }}
      fixedParams={{ view: 'pool' }}
      leadingColumns={['invoiceNumber', 'plantName', 'status']}
      formWidth={800}
      formDefaults={{ invoiceType: 'special', taxRate: '13', buyerName: DEFAULT_BUYER_NAME, ...solePlant }}
      formRules={INVOICE_FORM_RULES}
      formDependencies={INVOICE_FORM_DEPENDENCIES}
      formRequiredWhen={INVOICE_REQUIRED_WHEN}
      formFieldOfMessage={invoiceFieldOfMessage}
      renderField={{
        plantId: ({ disabled }) => <PlantSelect disabled={disabled} placeholder="请选择销售方（电厂）" />,
        attachments: ({ disabled }) => (
          <FileUpload label="发票影像" bizPath="invoice" disabled={disabled} text="上传发票图片或PDF" />
        ),
      }}
      columnRender={{
        status: (v) => <InvoiceStatusTag status={String(v)} />,
        amount: money,
        taxRate: rate,
        taxAmount: money,
        totalAmount: money,
        returnReason: (v) => (v ? <span style={{ color: '#cf1322' }}>{String(v)}</span> : ''),
      }}
    />
  );
}
