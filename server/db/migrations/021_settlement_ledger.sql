-- 电费台账 (issue 7 §4): per plant per month, derived from the settlement task, its invoices and
-- its payments, never typed. Correlated sums so a filtered/paged read touches only the tasks it
-- returns (idx_biz_invoice_task, idx_biz_payment_task); sums stay numeric.
CREATE VIEW biz_settlement_ledger AS
SELECT t.id,
       t.tenant_id,
       t.plant_id,
       p.plant_name,
       t.settle_month,
       t.status,
       t.amount,
       inv.invoiced_amount,
       pay.paid_amount,
       t.amount - pay.paid_amount AS unpaid_amount,
       t.create_time
  FROM biz_settlement_task t
  JOIN biz_plant p ON p.id = t.plant_id
  CROSS JOIN LATERAL (
    SELECT COALESCE(SUM(i.total_amount), 0)::numeric(18,2) AS invoiced_amount
      FROM biz_invoice i
     WHERE i.task_id = t.id AND i.status IN ('verified', 'booked')
  ) inv
  CROSS JOIN LATERAL (
    SELECT COALESCE(SUM(y.amount), 0)::numeric(18,2) AS paid_amount
      FROM biz_payment y
     WHERE y.task_id = t.id
  ) pay;
