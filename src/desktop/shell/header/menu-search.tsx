import { useMemo, useState } from 'react';
import { Select } from 'antd';
import type { MenuItem } from '../../../shared/domain/contract/permission';
import { flattenVisibleMenu, searchMenu } from '../../../shared/domain/menu/menu-search';
import type { MenuSearchEntry } from '../../../shared/domain/menu/menu-search';

interface Option {
  value: string;
  label: string;
  entry: MenuSearchEntry;
}

interface Props {
  menu: readonly MenuItem[];
  onNavigate: (path: string) => void;
}

function absolute(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Header menu search (spec 000 §2.4): a searchable dropdown of every visible, non-container menu
 * item of the permission list. Choosing one opens it; external links open in a new tab.
 */
export function MenuSearch({ menu, onNavigate }: Props) {
  const [keyword, setKeyword] = useState('');
  const entries = useMemo(() => flattenVisibleMenu(menu), [menu]);
  const options = useMemo<Option[]>(
    () => searchMenu(entries, keyword).map((entry) => ({ value: entry.id, label: entry.title, entry })),
    [entries, keyword],
  );

  const onSelect = (_value: string, option: Option) => {
    setKeyword('');
    const { item, path } = option.entry;
    if (item.meta?.internalOrExternal && item.meta.url) {
      window.open(item.meta.url, '_blank', 'noopener,noreferrer');
      return;
    }
    onNavigate(absolute(path));
  };

  return (
    <Select<string, Option>
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      value={null}
      placeholder="搜索菜单"
      aria-label="搜索菜单"
      options={options}
      onSelect={onSelect}
      style={{ width: 200 }}
      notFoundContent="无匹配菜单"
    />
  );
}
