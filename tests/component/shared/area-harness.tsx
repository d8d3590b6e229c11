import { useState, type ComponentType } from 'react';
import type { AreaLinkageBaseProps } from '../../../src/shared/domain/widgets/area/area-type';
import { AreaText } from '../../../src/shared/hooks/area/area-text';

/**
 * Either shell's AreaLinkage (labelled 所在地区), controlled, with the emitted codes in
 * `<output aria-label="编码">` and their names in `<output aria-label="名称">`.
 */
export function AreaHarness({
  AreaLinkage,
  type,
  initial = [],
}: {
  AreaLinkage: ComponentType<AreaLinkageBaseProps>;
  type?: string;
  initial?: string[];
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <AreaLinkage aria-label="所在地区" type={type} value={value} onChange={setValue} />
      <output aria-label="编码">{value.join(',')}</output>
      <output aria-label="名称">
        <AreaText value={value} />
      </output>
    </>
  );
}
