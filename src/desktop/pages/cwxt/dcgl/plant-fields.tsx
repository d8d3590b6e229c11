import { useMemo } from 'react';
import type { FormRule } from 'antd';
import { checkPlantCode } from '../../../../shared/api/cwxt/plant-api';
import { areaPathOf } from '../../../../shared/domain/widgets/area/area-tree';
import { useAreaData } from '../../../../shared/hooks/area/use-area-data';
import type { ListRecord } from '../../../../shared/hooks/list-page/types';
import type { FieldRenderContext } from '../../../../shared/hooks/list-page/use-resource-form';
import { AreaLinkage } from '../../../widgets/area/area-linkage';
import { DepartSelect } from '../../../widgets/pickers/depart-select/depart-select';
import type { FieldRenderer } from '../../../widgets/list-page/resource-form-modal';

/** 所属地区: the area linkage over the stored deepest code (the widget works on the code path). */
export function AreaCodeField({
  value,
  onChange,
  disabled,
}: {
  value?: string | null;
  onChange?: (code: string | null) => void;
  disabled?: boolean;
}) {
  const { data } = useAreaData();
  const path = useMemo(() => (data && value ? areaPathOf(data, value) : []), [data, value]);
  return (
    <AreaLinkage
      aria-label="所属地区"
      value={path}
      disabled={disabled}
      onChange={(codes) => onChange?.(codes.length > 0 ? codes[codes.length - 1]! : null)}
    />
  );
}

/** 所属部门: one department (the plant data rule keys on it). */
function DepartField(props: { value?: string | null; onChange?: (v: string) => void; disabled?: boolean }) {
  return (
    <DepartSelect
      value={props.value}
      onChange={(v) => props.onChange?.(v)}
      multi={false}
      disabled={props.disabled}
      ariaLabel="所属部门"
      placeholder="请选择所属部门"
    />
  );
}

export const PLANT_FIELD_RENDERERS: Record<string, FieldRenderer> = {
  areaCode: ({ disabled }) => <AreaCodeField disabled={disabled} />,
  departId: ({ disabled }) => <DepartField disabled={disabled} />,
};

/** 电厂编码's duplicate check on blur; the save refuses a duplicate regardless. */
export const PLANT_FORM_RULES: Record<string, (ctx: FieldRenderContext<ListRecord>) => FormRule[]> = {
  plantCode: ({ record }) => [
    {
      validateTrigger: 'onBlur',
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '') return;
        let message: string | null = null;
        try {
          message = await checkPlantCode(
            value.trim(),
            typeof record?.id === 'string' ? record.id : undefined,
          );
        } catch {
          // Offline or not permitted: the server checks again on save.
          return;
        }
        if (message) throw new Error(message);
      },
    },
  ],
};
