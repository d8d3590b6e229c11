import { useMemo, useState } from 'react';
import { Button, CheckList, SearchBar } from 'antd-mobile';
import { FullScreenDialog } from '../../../ui/full-screen-dialog';

export interface ChoiceItem {
  value: string;
  label: string;
  /** Indentation level (department trees). */
  depth?: number;
}

interface MultiChoiceFieldProps {
  /** The dialog title and the empty trigger text's subject (角色, 所属部门 …). */
  title: string;
  options: readonly ChoiceItem[];
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * Several choices on the phone: the field shows the chosen labels; tapping it opens a full-screen
 * searchable check list, applied with 确定 (closing it without 确定 changes nothing).
 */
export function MultiChoiceField({
  title,
  options,
  value = [],
  onChange,
  disabled,
  id,
}: MultiChoiceFieldProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(value);
  const [keyword, setKeyword] = useState('');
  const labels = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const text = value.map((v) => labels.get(v) ?? v).join('，');
  const shown = keyword ? options.filter((o) => o.label.includes(keyword)) : options;

  const start = () => {
    setDraft(value);
    setKeyword('');
    setOpen(true);
  };

  return (
    <>
      <button type="button" id={id} className="cwxt-m-picker-trigger" disabled={disabled} onClick={start}>
        <span className={text ? undefined : 'cwxt-m-placeholder'}>{text || `请选择${title}`}</span>
      </button>
      {open && (
        <FullScreenDialog
          title={title}
          open
          onClose={() => setOpen(false)}
          footer={
            <Button
              block
              color="primary"
              size="large"
              onClick={() => {
                onChange?.(draft);
                setOpen(false);
              }}
            >
              确定
            </Button>
          }
        >
          <SearchBar placeholder={`搜索${title}`} value={keyword} onChange={setKeyword} />
          <CheckList multiple value={draft} onChange={(v) => setDraft(v.map(String))}>
            {shown.map((o) => (
              <CheckList.Item key={o.value} value={o.value} style={{ paddingLeft: 12 + (o.depth ?? 0) * 16 }}>
                {o.label}
              </CheckList.Item>
            ))}
          </CheckList>
        </FullScreenDialog>
      )}
    </>
  );
}
