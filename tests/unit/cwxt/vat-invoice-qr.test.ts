import { describe, expect, it } from 'vitest';
import { parseVatInvoiceQr, VAT_QR_MESSAGES } from '../../../src/shared/domain/business/vat-invoice-qr';

describe('parseVatInvoiceQr', () => {
  it('reads a paper special invoice (no 校验码 printed)', () => {
    expect(parseVatInvoiceQr('01,01,3200191130,12345678,1000.00,20261105,,A1B2')).toEqual({
      ok: true,
      fields: {
        invoiceType: 'special',
        invoiceCode: '3200191130',
        invoiceNumber: '12345678',
        amount: '1000.00',
        invoiceDate: '2026-11-05',
      },
    });
  });

  it('reads an electronic normal invoice with its 校验码 and canonicalises the amount', () => {
    const r = parseVatInvoiceQr(' 01,10,032001900111,00412345,88.5,20260228,12345678901234567890,C3D4 \n');
    expect(r).toEqual({
      ok: true,
      fields: {
        invoiceType: 'electronic',
        invoiceCode: '032001900111',
        invoiceNumber: '00412345',
        amount: '88.50',
        invoiceDate: '2026-02-28',
        checkCode: '12345678901234567890',
      },
    });
  });

  it('reads a 全电 invoice: no 发票代码, a 20-digit number', () => {
    const r = parseVatInvoiceQr('01,32,,26112000000012345678,1130.00,20261201,,');
    expect(r.ok && r.fields).toMatchObject({
      invoiceType: 'electronic',
      invoiceCode: '',
      invoiceNumber: '26112000000012345678',
      amount: '1130.00',
    });
  });

  it('leaves the type unset for a type code it does not know', () => {
    const r = parseVatInvoiceQr('01,99,3200191130,12345678,10.00,20261105,,');
    expect(r.ok && r.fields.invoiceType).toBeUndefined();
  });

  it('names the missing field', () => {
    expect(parseVatInvoiceQr('01,01,3200191130,,1000.00,20261105,,')).toEqual({
      ok: false,
      message: VAT_QR_MESSAGES.missingNumber,
    });
    expect(parseVatInvoiceQr('01,01,3200191130,12345678,,20261105,,')).toEqual({
      ok: false,
      message: VAT_QR_MESSAGES.missingAmount,
    });
    expect(parseVatInvoiceQr('01,01,3200191130,12345678,1000.00,,,')).toEqual({
      ok: false,
      message: VAT_QR_MESSAGES.missingDate,
    });
    expect(parseVatInvoiceQr('01,01,3200191130,12345678,1000.00,20260231,,').ok).toBe(false);
    expect(parseVatInvoiceQr('01,01,3200191130,12345678,-5.00,20261105,,')).toEqual({
      ok: false,
      message: VAT_QR_MESSAGES.missingAmount,
    });
  });

  it('refuses garbage and other QR codes', () => {
    for (const text of [
      '',
      'https://example.com/?a=1,2,3,4,5,6',
      '02,01,3200191130,12345678,1000.00,20261105,,',
      '01,01,32001',
      '01,xx,3200191130,12345678,1000.00,20261105,,',
      '01,01,ABC,12345678,1000.00,20261105,,',
      '\u0000\u0001 binary',
    ]) {
      expect(parseVatInvoiceQr(text), text).toEqual({ ok: false, message: VAT_QR_MESSAGES.notInvoice });
    }
  });
});
