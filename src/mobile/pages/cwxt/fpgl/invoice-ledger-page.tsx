import { useRef } from 'react';
import { Button } from 'antd-mobile';
import { WORKFLOW_TOASTS } from '../../../ui/workflow-toasts';
import { useWorkflowAction } from '../../../../shared/hooks/use-workflow-action';
import { invoiceApi, INVOICE_URLS, type InvoiceRecord } from '../../../../shared/api/cwxt/invoice-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { invoiceSchema } from '../../../../shared/domain/resources/invoice';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { INVOICE_SCREEN, invoiceCardTitle, invoiceSummary } from './invoice-parts';

// A code nobody holds: the ledger never offers add/edit/delete (null would mean unrestricted).
const NONE = 'ledger-read-only';
const READ_ONLY = { add: NONE, edit: NONE, delete: NONE, deleteBatch: NONE, import: NONE, export: NONE };
const LEDGER_VIEW = { view: 'ledger' };

/** 发票台账 on the phone: verified and booked invoices; grid staff 入账 with one tap. */
export default function InvoiceLedgerPage() {
  const { has } = useListPermissions(invoiceSchema.permissionPrefix);
  // A ref, not state: the list's controller is a new object on every render, so keeping it in
  // state re-rendered the page for ever (the page never went idle).
  const list = useRef<ListPageController<InvoiceRecord>>(null);
  const booking = useWorkflowAction(WORKFLOW_TOASTS, () => void list.current?.loadData(1));
  const book = (r: InvoiceRecord) =>
    booking.run(`book:${r.id}`, (key) => invoiceApi.book(r.id, { key, version: r.version }));
  return (
    <ResourceCardList<InvoiceRecord>
      schema={invoiceSchema}
      url={{ list: INVOICE_URLS.list, queryById: INVOICE_URLS.queryById }}
      fixedParams={LEDGER_VIEW}
      detailScreen={INVOICE_SCREEN}
      permissionCodes={READ_ONLY}
      listRef={list}
      cardTitle={invoiceCardTitle}
      cardSummary={(r) => ({
        ...invoiceSummary(r),
        actions:
          r.status === 'verified' && has(PERM.invoice.book) ? (
            <Button
              size="small"
              color="primary"
              fill="outline"
              loading={booking.busy}
              onClick={() => void book(r)}
            >
              入账
            </Button>
          ) : undefined,
      })}
    />
  );
}
