import { Space } from 'antd';
import { staticFileUrl } from '../../../../shared/api/static-url';
import { fileNameOf, splitPaths } from '../../../../shared/domain/widgets/upload/value-model';

/** A comma list of uploaded files as download links (nothing when empty). */
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
    <Space size={[12, 4]} wrap aria-label={label}>
      {paths.map((p) => (
        <a key={p} href={staticFileUrl(p)} target="_blank" rel="noreferrer">
          {fileNameOf(p)}
        </a>
      ))}
    </Space>
  );
}
