-- 校验码 of an invoice (printed on 普票 and electronic invoices, read from the invoice's QR code by
-- the phone form): digits, up to 20. Part of the business columns that bump the version.
ALTER TABLE biz_invoice ADD COLUMN check_code varchar(20);

DROP TRIGGER trg_biz_invoice_version ON biz_invoice;
CREATE TRIGGER trg_biz_invoice_version
  BEFORE UPDATE OF plant_id, task_id, invoice_type, invoice_code, invoice_number, invoice_date, amount, tax_rate,
    tax_amount, total_amount, buyer_name, buyer_tax_no, check_code, attachments, status, return_reason
  ON biz_invoice FOR EACH ROW EXECUTE FUNCTION biz_bump_version();
