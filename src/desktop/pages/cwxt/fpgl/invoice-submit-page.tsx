import { Space } from 'antd';
import { PERM } from '../../../../shared/domain/permission/codes';
import { invoiceSchema } from '../../../../shared/domain/resources/invoice';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { InvoiceSubmitPanel } from './invoice-submit-panel';
import { InvoiceVerifyPanel, ToleranceSetting } from './invoice-verify-panel';

/** 发票提交 (fpgl submit): the plant submits against a confirmed task; the grid verifies or returns. */
export default function InvoiceSubmitPage() {
  const { has } = useListPermissions(invoiceSchema.permissionPrefix);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      {has(PERM.invoice.tolerance) ? <ToleranceSetting /> : null}
      {has(PERM.invoice.submit) ? <InvoiceSubmitPanel /> : null}
      {has(PERM.invoice.verify) ? <InvoiceVerifyPanel /> : null}
    </Space>
  );
}
