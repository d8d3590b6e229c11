import { useMemo } from 'react';
import { areaPathOf } from '../../../../shared/domain/widgets/area/area-tree';
import { useAreaData } from '../../../../shared/hooks/area/use-area-data';
import { AreaLinkage } from '../../../widgets/area/area-linkage';
import type { MobileFieldRenderer } from '../../../widgets/card-list/resource-form-screen';
import { DepartSelect } from '../../../widgets/pickers/depart-select/depart-select';

/** 所属地区: the area linkage over the stored deepest code. */
function AreaCodeField({
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

export const PLANT_MOBILE_RENDERERS: Record<string, MobileFieldRenderer> = {
  areaCode: ({ disabled }) => <AreaCodeField disabled={disabled} />,
  departId: ({ disabled }) => <DepartField disabled={disabled} />,
};
