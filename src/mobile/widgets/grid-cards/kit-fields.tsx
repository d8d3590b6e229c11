import { Suspense, lazy, type ComponentType } from 'react';
import type { GridCellType } from '../../../shared/domain/grid/cell-types';
import type { FieldControlProps, FieldRenderer } from './types';

/**
 * The widget kit's row-editor fields (pickers, uploads, popup report), used when the grid's own
 * `fieldRenderers` names none. Each family loads when the row editor first shows one of its fields.
 */
function lazyField(load: () => Promise<FieldRenderer>): FieldRenderer {
  const Field = lazy(async (): Promise<{ default: ComponentType<FieldControlProps> }> => {
    const render = await load();
    return { default: (props: FieldControlProps) => <>{render(props)}</> };
  });
  return (props) => (
    <Suspense fallback={<span>{String(props.value ?? '')}</span>}>
      <Field {...props} />
    </Suspense>
  );
}

const upload = () => import('../upload/field-renderers');
const popup = () => import('../popup-report/field-renderers');
const pickers = () => import('../pickers/field-renderers');
const dict = () => import('../dict-select/field-renderers');

export const KIT_FIELD_RENDERERS: Readonly<Partial<Record<GridCellType, FieldRenderer>>> = {
  upload: lazyField(async () => (await upload()).uploadFieldRenderer),
  file: lazyField(async () => (await upload()).fileFieldRenderer),
  image: lazyField(async () => (await upload()).imageFieldRenderer),
  sel_depart: lazyField(async () => (await popup()).selDepartField),
  popup: lazyField(async () => (await popup()).popupField),
  sel_user: lazyField(async () => (await pickers()).selUserField),
  sel_search_async: lazyField(async () => (await dict()).selSearchAsyncField),
};
