import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { SuperQueryLazy } from '../../../../src/mobile/widgets/super-query/super-query-lazy';
import type { BuilderCondition, BuilderField } from '../../../../src/shared/domain/query/builder-model';
import type { MatchType } from '../../../../src/shared/domain/query/rules';
import {
  BUILDER_FIELDS,
  PAGE_PATH,
  SAVED_KEY,
  enabledTrigger,
  seedSexDict,
} from '../../shared/list-page/super-query-fixtures';

// The shared CI machine can be slow: answers and popups get 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

/** The shared fields with a datetime after 生日 (the phone's date-time picker). */
export const FIELDS: BuilderField[] = [
  ...BUILDER_FIELDS.slice(0, 4),
  { key: 'createTime', title: '创建时间', type: 'datetime' },
  ...BUILDER_FIELDS.slice(4),
];
export { PAGE_PATH, SAVED_KEY, seedSexDict };

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
  await user().click(await enabledTrigger());
  return screen.findByRole('dialog', { name: '高级查询构造器' });
}

export async function fillCard(n: number, field: string, rule?: string) {
  const c = within(card(n));
  await user().selectOptions(c.getByRole('combobox', { name: '查询字段' }), field);
  if (rule) await user().selectOptions(c.getByRole('combobox', { name: '匹配规则' }), rule);
  return c;
}
