// Reading a QR code on the phone: DingTalk's own scanner (biz.util.scan), or a photo decoded in the
// page. Both are loaded on demand (dingtalk-jsapi, jsqr): the login chunk never carries them.
import { currentInApp } from './in-app';

export const SCAN_MESSAGES = {
  cancelled: '已取消扫码',
  failed: '扫码失败，请改用拍照识别',
  notFound: '未能识别照片中的二维码，请拍清楚发票左上角的二维码后重试',
  badImage: '无法读取这张图片，请重新拍照',
} as const;

export type ScanOutcome = { ok: true; text: string } | { ok: false; message: string };

/** Whether this app offers its own scanner (only DingTalk's is reachable without a signed JS-SDK). */
export function appScannerAvailable(): boolean {
  return currentInApp() === 'dingtalk';
}

/** DingTalk's scanner: the decoded text, or a Chinese message (cancelled, failed). */
export async function scanWithApp(): Promise<ScanOutcome> {
  try {
    // CommonJS `export =`: the bundler exposes module.exports as the default export.
    const { default: dd } = await import('dingtalk-jsapi');
    const result = (await dd.biz.util.scan({ type: 'qr' })) as { text?: unknown } | undefined;
    return typeof result?.text === 'string' && result.text !== ''
      ? { ok: true, text: result.text }
      : { ok: false, message: SCAN_MESSAGES.failed };
  } catch (e) {
    // errorCode 3 (or -1 on some clients) is the user closing the scanner.
    const code = e && typeof e === 'object' ? String((e as { errorCode?: unknown }).errorCode) : '';
    return {
      ok: false,
      message: code === '3' || code === '-1' ? SCAN_MESSAGES.cancelled : SCAN_MESSAGES.failed,
    };
  }
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** The image's pixels at most `maxSide` px on its longer side. */
function pixelsOf(img: HTMLImageElement, maxSide: number): ImageData | null {
  const scale = Math.min(1, maxSide / Math.max(img.naturalWidth, img.naturalHeight));
  const w = Math.max(1, Math.round(img.naturalWidth * scale));
  const h = Math.max(1, Math.round(img.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(img, 0, 0, w, h);
  return ctx.getImageData(0, 0, w, h);
}

/**
 * The QR code in a photo: tried at a phone-friendly size first, then at full size (the invoice's
 * code is small in a photo of the whole invoice).
 */
export async function decodeQrPhoto(file: Blob): Promise<ScanOutcome> {
  let img: HTMLImageElement;
  try {
    img = await loadImage(file);
  } catch {
    return { ok: false, message: SCAN_MESSAGES.badImage };
  }
  const { default: jsQR } = await import('jsqr');
  const longest = Math.max(img.naturalWidth, img.naturalHeight);
  for (const side of longest > 1600 ? [1600, longest] : [longest]) {
    const data = pixelsOf(img, side);
    if (!data) return { ok: false, message: SCAN_MESSAGES.badImage };
    const code = jsQR(data.data, data.width, data.height, { inversionAttempts: 'attemptBoth' });
    if (code?.data) return { ok: true, text: code.data };
  }
  return { ok: false, message: SCAN_MESSAGES.notFound };
}
