// The QR code printed on a China VAT invoice, read into the invoice form's fields. Pure: no I/O.
// Payload: `01,<type>,<发票代码>,<发票号码>,<金额(不含税)>,<开票日期 YYYYMMDD>,<校验码>,<crc>`;
// 全电 invoices leave 发票代码 empty and carry a 20-digit 号码.
import { parseMoney, formatMoney } from '../money/money';
import type { InvoiceType } from './invoice-flow';

export const VAT_QR_MESSAGES = {
  notInvoice: '不是增值税发票的二维码，请对准发票左上角的二维码',
  missingNumber: '发票二维码缺少发票号码，请手工填写',
  missingAmount: '发票二维码缺少金额，请手工填写',
  missingDate: '发票二维码缺少开票日期，请手工填写',
} as const;

/** What the QR code fills in; 校验码 is absent on special invoices, which print none. */
export interface VatQrFields {
  invoiceType?: InvoiceType;
  invoiceCode: string;
  invoiceNumber: string;
  /** 金额(不含税), canonical "1234.50". */
  amount: string;
  /** 'YYYY-MM-DD'. */
  invoiceDate: string;
  checkCode?: string;
}

export type VatQrResult = { ok: true; fields: VatQrFields } | { ok: false; message: string };

/**
 * The QR type code → our invoice type: 01 专票, 04/11 普票 (paper), the electronic ones
 * (08 电子专票, 10 电子普票, 14 通行费, 31/32 全电) → 电子发票. Unknown codes leave the type as chosen.
 */
const TYPE_OF_CODE: Readonly<Record<string, InvoiceType>> = {
  '01': 'special',
  '04': 'normal',
  '11': 'normal',
  '08': 'electronic',
  '10': 'electronic',
  '14': 'electronic',
  '31': 'electronic',
  '32': 'electronic',
};

function dateOf(raw: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(raw);
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  // Rejects 20260231 and the like (Date rolls them over).
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${mo}-${d}`;
}

/** Reads a scanned text; anything that is not a VAT invoice QR payload gets a Chinese message. */
export function parseVatInvoiceQr(text: string): VatQrResult {
  const parts = text
    .trim()
    .split(',')
    .map((s) => s.trim());
  // The version field is always 01; a URL or any other QR code never starts like this.
  if (parts.length < 6 || parts[0] !== '01' || !/^\d{2}$/.test(parts[1] ?? ''))
    return { ok: false, message: VAT_QR_MESSAGES.notInvoice };
  const [, typeCode = '', code = '', number = '', amountRaw = '', dateRaw = '', checkRaw = ''] = parts;
  if (code !== '' && !/^\d{10,12}$/.test(code)) return { ok: false, message: VAT_QR_MESSAGES.notInvoice };
  if (!/^\d{8}$|^\d{20}$/.test(number)) return { ok: false, message: VAT_QR_MESSAGES.missingNumber };
  const fen = parseMoney(amountRaw);
  if (fen === null || fen <= 0n) return { ok: false, message: VAT_QR_MESSAGES.missingAmount };
  const invoiceDate = dateOf(dateRaw);
  if (!invoiceDate) return { ok: false, message: VAT_QR_MESSAGES.missingDate };
  const checkCode = /^\d{1,20}$/.test(checkRaw) ? checkRaw : undefined;
  const invoiceType = TYPE_OF_CODE[typeCode];
  return {
    ok: true,
    fields: {
      ...(invoiceType ? { invoiceType } : {}),
      invoiceCode: code,
      invoiceNumber: number,
      amount: formatMoney(fen),
      invoiceDate,
      ...(checkCode ? { checkCode } : {}),
    },
  };
}
