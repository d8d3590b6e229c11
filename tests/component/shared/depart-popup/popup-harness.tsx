import { useState, type ComponentType } from 'react';
import type { PopupInputProps } from '../../../../src/shared/hooks/popup-report/use-popup-input';

export type PopupHarnessProps = Pick<
  PopupInputProps,
  'multi' | 'orgFields' | 'destFields' | 'sorter' | 'param'
>;

/**
 * Either shell's popup field named 选择用户 on the demo_user report (username,realname →
 * account,name, showing account), with every mapped dest field printed in
 * `<output aria-label="映射结果">`.
 */
export function popupHarness(Input: ComponentType<PopupInputProps>) {
  return function Harness(props: PopupHarnessProps) {
    const [value, setValue] = useState('');
    const [mapped, setMapped] = useState<Record<string, string>>({});
    return (
      <>
        <Input
          ariaLabel="选择用户"
          code="demo_user"
          orgFields={props.orgFields ?? 'username,realname'}
          destFields={props.destFields ?? 'account,name'}
          field="account"
          multi={props.multi}
          sorter={props.sorter}
          param={props.param}
          value={value}
          onChange={(v, m) => {
            setValue(v);
            setMapped(m);
          }}
        />
        <output aria-label="映射结果">{JSON.stringify(mapped)}</output>
      </>
    );
  };
}
