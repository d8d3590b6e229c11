import { useState } from 'react';
import { Image, ImageViewer } from 'antd-mobile';
import { staticFileUrl } from '../../../../shared/api/static-url';
import { fileNameOf, splitPaths } from '../../../../shared/domain/widgets/upload/value-model';

const IMAGE = /\.(jpe?g|png|gif|webp|bmp|heic)$/i;

/**
 * 发票影像 as thumbnails; a tap opens the in-app viewer (swipe between pictures), so the user
 * never leaves for a new webview. A PDF keeps a download link (no viewer for it on the phone).
 */
export function InvoicePhotos({ value, label }: { value: string | null | undefined; label: string }) {
  const paths = splitPaths(value ?? '');
  const images = paths
    .filter((p) => IMAGE.test(p))
    .map((p) => staticFileUrl(p))
    .filter((u): u is string => typeof u === 'string' && u !== '');
  const others = paths.filter((p) => !IMAGE.test(p));
  const [index, setIndex] = useState<number | null>(null);
  if (paths.length === 0) return null;
  return (
    <div className="cwxt-m-invoice-photos" role="group" aria-label={label}>
      {images.map((url, i) => (
        <button
          key={url}
          type="button"
          className="cwxt-m-invoice-thumb"
          aria-label={`查看发票影像 ${i + 1}`}
          onClick={() => setIndex(i)}
        >
          <Image src={url} width={64} height={64} fit="cover" alt="" />
        </button>
      ))}
      {others.map((p) => (
        <a key={p} href={staticFileUrl(p)} download={fileNameOf(p)} className="cwxt-m-invoice-file">
          {fileNameOf(p)}
        </a>
      ))}
      {index !== null && (
        <ImageViewer.Multi images={images} visible defaultIndex={index} onClose={() => setIndex(null)} />
      )}
    </div>
  );
}
