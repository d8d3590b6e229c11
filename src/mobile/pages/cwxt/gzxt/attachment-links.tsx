import { staticFileUrl } from '../../../../shared/api/static-url';
import { fileNameOf, splitPaths } from '../../../../shared/domain/widgets/upload/value-model';

/** A comma list of uploaded files as download links, one per line (44 px touch targets). */
export function AttachmentLinks({
  value,
  label = '附件',
}: {
  value: string | null | undefined;
  label?: string;
}) {
  const paths = splitPaths(value);
  if (paths.length === 0) return null;
  return (
    <ul className="cwxt-m-attachments" aria-label={label}>
      {paths.map((p) => (
        <li key={p}>
          <a href={staticFileUrl(p)} target="_blank" rel="noreferrer">
            {fileNameOf(p)}
          </a>
        </li>
      ))}
    </ul>
  );
}
