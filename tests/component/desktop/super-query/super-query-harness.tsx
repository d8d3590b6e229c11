import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { SuperQuery } from '../../../../src/desktop/widgets/super-query/super-query';
import type { BuilderCondition, BuilderField } from '../../../../src/shared/domain/query/builder-model';
import type { MatchType } from '../../../../src/shared/domain/query/rules';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { renderDesktop } from '../desktop-test-utils';

// The shared CI machine can be slow: answers and dropdowns get 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

export const FIELDS: BuilderField[] = [
  { key: 'name', title: '名称', type: 'text' },
  { key: 'qty', title: '数量', type: 'number', integer: true },
  { key: 'sex', title: '性别', type: 'dictionary', dictCode: 'sex' },
  { key: 'birthday', title: '生日', type: 'date' },
  { key: 'enabled', title: '启用', type: 'switch' },
  { key: 'departId', title: '部门', type: 'department' },
  { key: 'owner', title: '负责人', type: 'user' },
];

export const PAGE_PATH = '/demo/list';
export const SAVED_KEY = `JSuperQuerySaved_${PAGE_PATH}`;

export function seedSexDict(): void {
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    sex: [
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ],
  });
}

export function renderSuperQuery(props: { active?: boolean; saveCode?: string } = {}) {
  const onSearch = vi.fn<(params: BuilderCondition[], matchType: MatchType) => void>();
  const view = renderDesktop(<SuperQuery fields={FIELDS} onSearch={onSearch} {...props} />, {
    path: PAGE_PATH,
  });
  return { onSearch, ...view };
}

/**
 * The builder dialog, found by its title: under test antd gives every element the id "test-id",
 * so a dialog's aria-labelledby can point at another modal's title on a page with several.
 */
export const dialog = () =>
  screen.getByText('高级查询构造器', { selector: '.ant-modal-title' }).closest<HTMLElement>('.ant-modal')!;
export const row = (n: number) => within(dialog()).getByRole('group', { name: `条件${n}` });
/** The dialog's footer (the header's close button is also named 关闭). */
export const footer = () => within(dialog().querySelector<HTMLElement>('.ant-modal-footer')!);
export const rowCount = () => within(dialog()).queryAllByRole('group', { name: /^条件\d+$/ }).length;

/** Waits for the trigger (the lazy export shows a disabled one first), then opens the builder. */
export async function openBuilder() {
  const trigger = await waitFor(
    () => {
      const b = screen.getByRole('button', { name: /高级查询/ });
      if (b.hasAttribute('disabled')) throw new Error('still loading');
      return b;
    },
    { timeout: 20_000 },
  );
  await userEvent.click(trigger);
  await screen.findByText('高级查询构造器', { selector: '.ant-modal-title' });
  return dialog();
}

/**
 * Opens an antd select and clicks the option titled `label` in the open dropdown. fireEvent, not
 * userEvent: antd in jsdom is slow enough that a pointer-event sequence per option costs seconds.
 */
export async function choose(box: HTMLElement, label: string) {
  fireEvent.mouseDown(box.closest('.ant-select')!.querySelector('.ant-select-content') ?? box);
  const option = await waitFor(() => {
    const open = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ];
    const hit = open.filter((o) => o.getAttribute('title') === label).pop();
    if (!hit) throw new Error(`no open option ${label}`);
    return hit;
  });
  fireEvent.click(option);
}

export async function fillRow(n: number, field: string, rule?: string) {
  const r = within(row(n));
  await choose(r.getByRole('combobox', { name: '查询字段' }), field);
  if (rule) await choose(r.getByRole('combobox', { name: '匹配规则' }), rule);
  return r;
}
