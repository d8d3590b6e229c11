import { PERM } from '../../../../shared/domain/permission/codes';
import { invoiceSchema } from '../../../../shared/domain/resources/invoice';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { InvoiceSubmitPlant } from './invoice-submit-plant';
import { InvoiceVerifyCards } from './invoice-verify-cards';

/** 发票提交 on the phone: the plant's submit screen, or the grid's verify/return cards. */
export default function InvoiceSubmitPage() {
  const { has } = useListPermissions(invoiceSchema.permissionPrefix);
  return (
    <>
      {has(PERM.invoice.submit) ? <InvoiceSubmitPlant /> : null}
      {has(PERM.invoice.verify) ? <InvoiceVerifyCards /> : null}
    </>
  );
}
