import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { parseVatInvoiceQr, type VatQrFields } from '../../../../shared/domain/business/vat-invoice-qr';
import {
  appScannerAvailable,
  decodeQrPhoto,
  scanWithApp,
  type ScanOutcome,
} from '../../../../shared/platform/scan-qr';
import { showError, showSuccess } from '../../../ui/feedback';

export const SCAN_FILLED = '已按发票二维码填写，请核对';

/**
 * 扫码识别 (DingTalk's scanner) and 拍照识别 (a photo of the invoice decoded in the page): the VAT
 * invoice QR code fills 发票代码, 号码, 金额, 开票日期 and 校验码. A code that is not an invoice's
 * is said and fills nothing.
 */
export function InvoiceScanButtons({ onFill }: { onFill: (fields: VatQrFields) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const take = async (read: () => Promise<ScanOutcome>) => {
    setBusy(true);
    try {
      const scanned = await read();
      if (!scanned.ok) return showError(scanned.message);
      const parsed = parseVatInvoiceQr(scanned.text);
      if (!parsed.ok) return showError(parsed.message);
      onFill(parsed.fields);
      showSuccess(SCAN_FILLED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cwxt-m-invoice-scan">
      {appScannerAvailable() && (
        <Button color="primary" fill="outline" loading={busy} onClick={() => void take(scanWithApp)}>
          扫码识别
        </Button>
      )}
      <Button color="primary" fill="outline" disabled={busy} onClick={() => input.current?.click()}>
        拍照识别二维码
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="发票照片（识别二维码）"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void take(() => decodeQrPhoto(file));
        }}
      />
    </div>
  );
}
