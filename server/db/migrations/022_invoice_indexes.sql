-- 发票 (issue 7 bench): the amount column is sorted on and filtered by the advanced query
-- (价税合计 > x); the statistics group a tenant's counted invoices by month over a date range.
CREATE INDEX idx_biz_invoice_total ON biz_invoice (tenant_id, total_amount DESC);
CREATE INDEX idx_biz_invoice_stats ON biz_invoice (tenant_id, invoice_date, status) INCLUDE (plant_id, invoice_type, amount, tax_amount, total_amount);
