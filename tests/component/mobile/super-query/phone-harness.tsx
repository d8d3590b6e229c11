import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { SuperQueryLazy } from '../../../../src/mobile/widgets/super-query/super-query-lazy';
import type { BuilderCondition, BuilderField } from '../../../../src/shared/domain/query/builder-model';
import type { MatchType } from '../../../../src/shared/domain/query/rules';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';

// The shared CI machine can be slow: answers and popups get 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

export const FIELDS: BuilderField[] = [
  { key: 'name', title: '名称', type: 'text' },
  { key: 'qty', title: '数量', type: 'number', integer: true },
  { key: 'sex', title: '性别', type: 'dictionary', dictCode: 'sex' },
  { key: 'birthday', title: '生日', type: 'date' },
  { key: 'createTime', title: '创建时间', type: 'datetime' },
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

/** The phone widget (through its lazy export) in a router at PAGE_PATH. */
export function renderPhoneQuery(props: { active?: boolean } = {}) {
  const onSearch = vi.fn<(params: BuilderCondition[], matchType: MatchType) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[PAGE_PATH]}>
          <SuperQueryLazy fields={FIELDS} onSearch={onSearch} {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { onSearch, ...view };
}

/** Popups animate in with pointer-events: none. */
export const user = () => userEvent.setup({ pointerEventsCheck: 0 });

export const builder = () => screen.getByRole('dialog', { name: '高级查询构造器' });
export const card = (n: number) => within(builder()).getByRole('group', { name: `条件${n}` });
export const cardCount = () => within(builder()).queryAllByRole('group', { name: /^条件\d+$/ }).length;

/** Waits for the lazy widget (its fallback is a disabled 高级查询), then opens the builder. */
export async function openBuilder() {
  const trigger = await waitFor(
    () => {
      const b = screen.getByRole('button', { name: /高级查询/ });
      if (b.hasAttribute('disabled')) throw new Error('still loading');
      return b;
    },
    { timeout: 20_000 },
  );
  await user().click(trigger);
  return screen.findByRole('dialog', { name: '高级查询构造器' });
}

export async function fillCard(n: number, field: string, rule?: string) {
  const c = within(card(n));
  await user().selectOptions(c.getByRole('combobox', { name: '查询字段' }), field);
  if (rule) await user().selectOptions(c.getByRole('combobox', { name: '匹配规则' }), rule);
  return c;
}
