import { DEFAULT_BUYER_NAME, TAX_TOLERANCE } from '../../../../src/shared/domain/business/invoice-flow';
import { formatMoney, parseMoney, taxOf, withinTolerance } from '../../../../src/shared/domain/money/money';
import { SqlParams } from '../../../lib/list-query/sql-params';
import type { Db, Row } from '../../db';
import { demoPlantId } from './ids';

/**
 * Demo data: the invoices of the demo settlement tasks (read in id order, as the settlement seed
 * wrote them). 已开票 / 已结算 tasks get 1–3 invoices summing exactly to the amount, verified or
 * booked; 电厂已确认 tasks get drafts, submitted ones, or a returned one with its reason; plant 1's
 * current-month task gets none (the browser test uploads two). Deterministic ids and numbers,
 * idempotent (ON CONFLICT DO NOTHING), a few multi-row INSERTs.
 */

interface TaskSeedRow extends Row {
  id: string;
  tenant_id: number;
  plant_id: string;
  settle_month: string;
  amount: string;
  tax_rate: string;
  status: string;
  sys_org_code: string | null;
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const TYPES = ['special', 'normal', 'electronic'] as const;
const RETURN_REASONS = [
  '发票影像不清晰，请重新上传',
  '购买方税号有误，请重新开具',
  '发票金额与结算单不符，请核对后重新提交',
  '发票备注栏缺少结算月份信息',
];

/** Net amount and tax of a tax-inclusive total, with net + tax exactly the total. */
export function splitTotal(totalFen: bigint, rate: string): { amount: string; tax: string } {
  const rateBp = BigInt(Math.round(Number(rate) * 100)); // rate in basis points (13.00 → 1300)
  let net = (totalFen * 10000n + (10000n + rateBp) / 2n) / (10000n + rateBp);
  // Nudge by a fen until the tax (total − net) is within the tolerance of taxOf(net, rate).
  for (let i = 0; i < 4; i++) {
    const tax = formatMoney(totalFen - net);
    const expected = taxOf(formatMoney(net), rate)!;
    if (withinTolerance(tax, expected, TAX_TOLERANCE)) break;
    net += parseMoney(tax)! > parseMoney(expected)! ? 1n : -1n;
  }
  return { amount: formatMoney(net), tax: formatMoney(totalFen - net) };
}

/** Splits a total into `parts` fen amounts (the last takes the remainder), each positive. */
function parts(totalFen: bigint, count: number): bigint[] {
  if (count <= 1 || totalFen < BigInt(count) * 100n) return [totalFen];
  const share = totalFen / BigInt(count);
  const out = Array.from({ length: count - 1 }, () => share);
  return [...out, totalFen - share * BigInt(count - 1)];
}

const shiftMonth = (month: string, delta: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + delta;
  return `${Math.floor(i / 12)}-${pad((i % 12) + 1, 2)}`;
};

const todayShanghai = (now: Date) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

const COLUMNS = [
  'id',
  'tenant_id',
  'plant_id',
  'task_id',
  'invoice_type',
  'invoice_code',
  'invoice_number',
  'invoice_date',
  'amount',
  'tax_rate',
  'tax_amount',
  'total_amount',
  'buyer_name',
  'status',
  'return_reason',
  'submit_by',
  'submit_time',
  'verify_by',
  'verify_time',
  'book_by',
  'book_time',
  'create_by',
  'create_time',
  'sys_org_code',
];

type Plan = { status: string; count: number; reason?: string; linked: boolean };

/** What a task gets, by its state and its place in the list. */
function planOf(task: TaskSeedRow, index: number): Plan | null {
  if (task.status === 'settled') return { status: 'booked', count: 1 + (index % 3), linked: true };
  if (task.status === 'invoiced')
    return { status: index % 4 === 0 ? 'booked' : 'verified', count: 1 + (index % 2), linked: true };
  if (task.status !== 'confirmed') return null;
  switch (index % 3) {
    case 0:
      return { status: 'draft', count: 2, linked: false };
    case 1:
      return { status: 'submitted', count: 1 + (index % 2), linked: true };
    default:
      return {
        status: 'returned',
        count: 1,
        linked: true,
        reason: RETURN_REASONS[index % RETURN_REASONS.length],
      };
  }
}

function invoiceRows(task: TaskSeedRow, index: number, today: string): unknown[][] {
  const plan = planOf(task, index);
  const total = parseMoney(task.amount);
  if (!plan || total === null || total <= 0n) return [];
  const n = task.id.slice(14, 16);
  const yymm = task.settle_month.slice(2, 4) + task.settle_month.slice(5, 7);
  return parts(total, plan.count).map((fen, k) => {
    const type = TYPES[(index + k + Math.floor(index / 3)) % 3]!;
    const { amount, tax } = splitTotal(fen, task.tax_rate);
    const number8 = `${(k % 9) + 1}${n}${yymm}${index % 10}`;
    const code =
      type === 'special' ? `32002${yymm.slice(0, 2)}130` : type === 'normal' ? `032001${yymm}00` : '';
    const number =
      type === 'electronic' ? `${yymm.slice(0, 2)}322000000${n}${yymm}${k}${pad(index % 100, 2)}` : number8;
    const next = shiftMonth(task.settle_month, 1);
    const candidate = k % 2 === 0 ? `${next}-0${3 + k}` : `${task.settle_month}-2${5 + k}`;
    const date = candidate > today ? today : candidate;
    const at = new Date(`${date}T10:00:00+08:00`);
    const submitted = plan.status !== 'draft';
    const verified = plan.status === 'verified' || plan.status === 'booked';
    return [
      `1800000000950${task.id.slice(14)}${k}`,
      task.tenant_id,
      task.plant_id,
      plan.linked ? task.id : null,
      type,
      code,
      number,
      date,
      amount,
      task.tax_rate,
      tax,
      formatMoney(fen),
      DEFAULT_BUYER_NAME,
      plan.status,
      plan.reason ?? null,
      submitted ? 'dianchang' : null,
      submitted ? at : null,
      verified || plan.status === 'returned' ? 'yingxiao' : null,
      verified || plan.status === 'returned' ? at : null,
      plan.status === 'booked' ? 'yingxiao' : null,
      plan.status === 'booked' ? at : null,
      'dianchang',
      at,
      task.sys_org_code,
    ];
  });
}

export async function seedInvoices(db: Db, now: Date = new Date()): Promise<void> {
  const tasks = await db.query<TaskSeedRow>(
    `SELECT id, tenant_id, plant_id, settle_month, amount::text AS amount, tax_rate::text AS tax_rate, status, sys_org_code
       FROM biz_settlement_task WHERE id LIKE '18000000009200%' ORDER BY id`,
  );
  const today = todayShanghai(now);
  const currentMonth = today.slice(0, 7);
  const plant1 = demoPlantId(1);
  const rows = tasks
    .filter((t) => !(t.plant_id === plant1 && t.settle_month === currentMonth))
    .flatMap((t, i) => invoiceRows(t, i, today));
  for (let i = 0; i < rows.length; i += 500) {
    const p = new SqlParams();
    const tuples = rows.slice(i, i + 500).map((r) => `(${r.map((v) => p.add(v)).join(', ')})`);
    await db.query(
      `INSERT INTO biz_invoice (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`,
      p.values,
    );
  }
}
