import { Tag } from 'antd';
import { bizDictText } from '../../../../shared/domain/business/dicts';
import { displayMoney, displayRate } from '../../../../shared/domain/money/figures';
import { splitPaths, fileNameOf } from '../../../../shared/domain/widgets/upload/value-model';
import { staticFileUrl } from '../../../../shared/api/static-url';

const STATUS_COLOR: Record<string, string> = {
  draft: 'default',
  submitted: 'processing',
  verified: 'success',
  returned: 'error',
  booked: 'purple',
};

export function InvoiceStatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{bizDictText('cwxt_invoice_status', status)}</Tag>;
}

export const money = (v: unknown) => displayMoney(typeof v === 'string' ? v : null);
/** A tax rate cell ("13.00%"), the one rate formatter every figure view uses. */
export const rate = (v: unknown) => displayRate(v);

const isImage = (path: string) => /\.(png|jpe?g|gif|webp|bmp)$/i.test(path);

/** 发票影像: image thumbnails (open full size) and PDF links. */
export function AttachmentPreview({ value }: { value: string | null | undefined }) {
  const paths = splitPaths(value ?? '');
  if (paths.length === 0) return <span style={{ color: '#666' }}>无影像</span>;
  return (
    <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
      {paths.map((p) => (
        <a
          key={p}
          href={staticFileUrl(p)}
          target="_blank"
          rel="noreferrer"
          aria-label={`查看影像 ${fileNameOf(p)}`}
        >
          {isImage(p) ? (
            <img
              src={staticFileUrl(p)}
              alt={fileNameOf(p)}
              style={{ width: 48, height: 48, objectFit: 'cover' }}
            />
          ) : (
            fileNameOf(p)
          )}
        </a>
      ))}
    </span>
  );
}
