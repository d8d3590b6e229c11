import type { FieldControlProps, FieldRenderer } from '../grid-cards/types';
import { pathsOf } from '../../../shared/domain/widgets/upload/value-model';
import { MobileFileUpload } from './file-upload';
import { MobileImageUpload } from './image-upload';

/** The row editor's stored value as a path string (a comma list is kept). */
function storedText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return pathsOf(value).join(',');
  return '';
}

/** Grid columns upload with `isup=1`, the token only when the column asks (spec 001 §6–§7). */
function uploadProps(props: FieldControlProps) {
  const { column } = props;
  return {
    value: storedText(props.value),
    onChange: (next: unknown) => props.onChange?.(typeof next === 'string' ? next : storedText(next)),
    // One file per cell, as on the desktop grid: a new upload replaces the old one.
    number: 1,
    multiple: false,
    disabled: props.disabled,
    label: props.label,
    token: column.token === true,
    action: column.action,
    data: { isup: 1, ...column.data },
  };
}

/** FieldRenderers for the phone row editor's `fieldRenderers` (module-level: stable identity). */
export const uploadFieldRenderer: FieldRenderer = (props) => <MobileFileUpload {...uploadProps(props)} />;
export const fileFieldRenderer: FieldRenderer = (props) => <MobileFileUpload {...uploadProps(props)} />;
export const imageFieldRenderer: FieldRenderer = (props) => <MobileImageUpload {...uploadProps(props)} />;

export const UPLOAD_FIELD_RENDERERS = {
  upload: uploadFieldRenderer,
  file: fileFieldRenderer,
  image: imageFieldRenderer,
} as const;
