import { screen, waitFor } from '@testing-library/react';
import type { BuilderField } from '../../../../src/shared/domain/query/builder-model';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';

/** The builder's fields in both shells' super-query tests (the phone adds a datetime). */
export const BUILDER_FIELDS: readonly BuilderField[] = [
  { key: 'name', title: '名称', type: 'text' },
  { key: 'qty', title: '数量', type: 'number', integer: true },
  { key: 'sex', title: '性别', type: 'dictionary', dictCode: 'sex' },
  { key: 'birthday', title: '生日', type: 'date' },
  { key: 'enabled', title: '启用', type: 'switch' },
  { key: 'departId', title: '部门', type: 'department' },
  { key: 'owner', title: '负责人', type: 'user' },
];

export const PAGE_PATH = '/demo/list';
/** Where the saved queries of PAGE_PATH are stored. */
export const SAVED_KEY = `JSuperQuerySaved_${PAGE_PATH}`;

export function seedSexDict(): void {
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    sex: [
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ],
  });
}

/** The 高级查询 trigger once enabled (the lazy export shows a disabled one while it loads). */
export function enabledTrigger(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const b = screen.getByRole('button', { name: /高级查询/ });
      if (b.hasAttribute('disabled')) throw new Error('still loading');
      return b;
    },
    { timeout: 20_000 },
  );
}
