import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../src/shared/domain/business/invoice-flow';
import { demoPlantDepartId, demoPlantId } from '../../server/db/seed/business/ids';
import { plantUser, type SignedIn } from './support/business';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * 发票 numbers are unique (发票代码 + 发票号码 per tenant): a second add, an edit onto another
 * invoice's number, and the same number padded with spaces are all refused with the Chinese
 * message and change nothing; the 校验码 read from the QR code is kept and checked.
 */

let t: TestApp;
let p1: SignedIn;
let p2: SignedIn;
const P1 = demoPlantId(1);
const P2 = demoPlantId(2);

// Test numbers start with 8 (the demo seed's never do).
let seq = 0;
const nextNumber = () => `8${String(++seq).padStart(7, '0')}`;

function invoice(plantId: string, extra: Record<string, unknown> = {}) {
  return {
    plantId,
    invoiceType: 'normal',
    invoiceCode: '3200231130',
    invoiceNumber: nextNumber(),
    invoiceDate: '2025-01-15',
    amount: '1000.00',
    taxRate: '13',
    taxAmount: '130.01',
    totalAmount: '1130.01',
    buyerName: '国网某某省电力有限公司',
    ...extra,
  };
}

const add = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/cwxt/invoice/add', { token, body });
const count = async () => (await t.db.query('SELECT id FROM biz_invoice')).length;

async function rowOf(number: string) {
  const [row] = await t.db.query<{
    id: string;
    invoice_number: string;
    check_code: string | null;
    version: number;
  }>('SELECT id, invoice_number, check_code, version FROM biz_invoice WHERE invoice_number = $1', [number]);
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [n, id] of [
    [1, P1],
    [2, P2],
  ] as const) {
    await t.db.query(
      `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, depart_id)
       VALUES ($1, 1000, $2, $3, 'thermal', 100, '110', $4) ON CONFLICT (id) DO NOTHING`,
      [id, `重号测试电厂${n}`, `DUP-P${n}`, demoPlantDepartId(n)],
    );
  }
  p1 = await plantUser(t, 'dup_plant1', 1);
  p2 = await plantUser(t, 'dup_plant2', 2);
});

afterAll(async () => {
  await t?.close();
});

describe('duplicate invoice numbers', () => {
  it('accepts a tax one fen off 金额×税率 and keeps the 校验码', async () => {
    const body = invoice(P1, { checkCode: '12345678901234567890' });
    const res = await add(p1.token, body);
    expect(res.body.message).toBe('添加成功！');
    expect((await rowOf(body.invoiceNumber)).check_code).toBe('12345678901234567890');
  });

  it('refuses a second add of the same code + number, also from another plant or padded with spaces', async () => {
    const body = invoice(P1);
    expect((await add(p1.token, body)).body.message).toBe('添加成功！');
    const before = await count();
    const again = await add(p1.token, { ...body, buyerName: '另一个购买方' });
    expect(again.body).toMatchObject({ success: false, message: INVOICE_MESSAGES.duplicate });
    const otherPlant = await add(p2.token, { ...body, plantId: P2 });
    expect(otherPlant.body).toMatchObject({ success: false, message: INVOICE_MESSAGES.duplicate });
    const padded = await add(p1.token, {
      ...body,
      invoiceCode: ` ${body.invoiceCode} `,
      invoiceNumber: ` ${body.invoiceNumber}`,
    });
    expect(padded.body).toMatchObject({ success: false, message: INVOICE_MESSAGES.duplicate });
    expect(await count()).toBe(before);
  });

  it('refuses an edit onto another invoice’s number and leaves both unchanged', async () => {
    const a = invoice(P1);
    const b = invoice(P1);
    await add(p1.token, a);
    await add(p1.token, b);
    const rowB = await rowOf(b.invoiceNumber);
    const res = await call(t.app, 'PUT', '/cwxt/invoice/edit', {
      token: p1.token,
      body: { id: rowB.id, invoiceNumber: a.invoiceNumber },
    });
    expect(res.body).toMatchObject({ success: false, message: INVOICE_MESSAGES.duplicate });
    const after = await rowOf(b.invoiceNumber);
    expect(after).toEqual(rowB);
  });

  it('the same number under another 发票代码 is another invoice', async () => {
    const a = invoice(P1);
    await add(p1.token, a);
    const res = await add(p1.token, { ...a, invoiceCode: '3200231131' });
    expect(res.body.message).toBe('添加成功！');
  });

  it('refuses a 校验码 that is not digits', async () => {
    const before = await count();
    const res = await add(p1.token, invoice(P1, { checkCode: '12AB' }));
    expect(res.body).toMatchObject({ success: false, message: INVOICE_MESSAGES.checkCodeFormat });
    expect(await count()).toBe(before);
  });
});
