import { Button } from 'antd';
import { invoiceApi, INVOICE_URLS, type InvoiceRecord } from '../../../../shared/api/cwxt/invoice-api';
import { downloadFile } from '../../../../shared/api/http';
import { PERM } from '../../../../shared/domain/permission/codes';
import { invoiceSchema } from '../../../../shared/domain/resources/invoice';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { useWorkflowAction } from '../../../../shared/hooks/use-workflow-action';
import { useFeedback } from '../../../app/feedback';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { InvoiceStatusTag, money, rate } from './invoice-parts';

// A code nobody holds: the ledger never offers add/edit/delete (null would mean unrestricted).
const NONE = 'ledger-read-only';
const READ_ONLY = { add: NONE, edit: NONE, delete: NONE, deleteBatch: NONE, import: NONE, export: NONE };

/** 发票台账 (fpgl ledger): verified and booked invoices; 入账 (grid) and the .xlsx export. */
export default function InvoiceLedgerPage() {
  const perms = useListPermissions(invoiceSchema.permissionPrefix);
  const { message } = useFeedback();
  const book = useWorkflowAction(message);
  return (
    <ResourceListPage<InvoiceRecord>
      schema={invoiceSchema}
      url={{ list: INVOICE_URLS.list, queryById: INVOICE_URLS.queryById }}
      fixedParams={{ view: 'ledger' }}
      leadingColumns={['invoiceNumber', 'plantName', 'status']}
      permissionCodes={READ_ONLY}
      hideRowActions={['edit', 'delete']}
      columnRender={{
        status: (v) => <InvoiceStatusTag status={String(v)} />,
        amount: money,
        taxRate: rate,
        taxAmount: money,
        totalAmount: money,
      }}
      toolbarExtra={({ list }) =>
        perms.has(PERM.invoice.export) ? (
          <Button
            onClick={() =>
              void downloadFile(INVOICE_URLS.exportXls, list.getQueryParams(), '发票台账.xlsx').catch(() =>
                message.error('导出失败'),
              )
            }
          >
            导出
          </Button>
        ) : null
      }
      rowActions={(record, { list }) =>
        record.status === 'verified' && perms.has(PERM.invoice.book)
          ? [
              {
                key: 'book',
                label: '入账',
                placement: 'inline',
                confirm: '确定将该发票入账吗?',
                onClick: async () => {
                  const booked = await book.run(`book:${record.id}`, (key) =>
                    invoiceApi.book(record.id, { key, version: record.version }),
                  );
                  if (booked) await list.loadData();
                },
              },
            ]
          : []
      }
    />
  );
}
