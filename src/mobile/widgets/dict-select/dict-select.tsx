import { useState } from 'react';
import { Radio, Selector, Space } from 'antd-mobile';
import { useDictSingleSelect } from '../../../shared/hooks/dict-select/use-dict-single-select';
import type { DictSelectWidgetProps } from '../../../shared/hooks/dict-select/widget-props';
import { DICT_SELECT_TEXTS } from '../../../shared/domain/widgets/dict/messages';
import { DictErrorText, OptionRows, Sheet, SheetTrigger } from './sheet';

export type { DictSelectType } from '../../../shared/hooks/dict-select/widget-props';

/** `list` (default): a sheet whose first row reads 请选择; `radio`; `radioButton`: chips. */
export type MobileDictSelectProps = DictSelectWidgetProps;

/** The phone's dictionary select: radios, chips (Selector) or a bottom sheet of choices. */
export function MobileDictSelect({
  dictCode,
  options: staticOptions,
  type = 'list',
  value,
  onChange,
  placeholder = DICT_SELECT_TEXTS.choose,
  disabled,
  id,
  'aria-label': ariaLabel = DICT_SELECT_TEXTS.choose,
}: MobileDictSelectProps) {
  const [open, setOpen] = useState(false);
  const { options, loading, error, current, emit } = useDictSingleSelect({
    dictCode,
    options: staticOptions,
    value,
    onChange,
  });
  if (error) return <DictErrorText message={error} />;

  if (type === 'radio') {
    return (
      <div role="radiogroup" aria-label={ariaLabel} id={id}>
        <Radio.Group value={current} disabled={disabled} onChange={(v) => emit(String(v))}>
          <Space wrap>
            {options.map((o) => (
              <Radio key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </div>
    );
  }
  if (type === 'radioButton') {
    return (
      <div role="group" aria-label={ariaLabel} id={id}>
        <Selector
          columns={3}
          disabled={disabled}
          value={current === '' ? [] : [current]}
          options={options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
          onChange={(next) => emit(next[0] ?? '')}
        />
      </div>
    );
  }
  const text = options.find((o) => o.value === current)?.label ?? current;
  return (
    <>
      <SheetTrigger
        id={id}
        label={ariaLabel}
        text={text}
        placeholder={loading ? DICT_SELECT_TEXTS.loading : placeholder}
        disabled={disabled}
        onOpen={() => setOpen(true)}
      />
      <Sheet title={ariaLabel} visible={open} onClose={() => setOpen(false)}>
        <div className="cwxt-dict-sheet-body">
          <OptionRows
            options={[{ value: '', label: DICT_SELECT_TEXTS.choose }, ...options]}
            selected={[current]}
            note={loading ? DICT_SELECT_TEXTS.loading : null}
            onPick={(o) => {
              setOpen(false);
              emit(o.value);
            }}
          />
        </div>
      </Sheet>
    </>
  );
}
