import { render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ResourceCardList } from '../../../../src/mobile/widgets/card-list/resource-card-list';
import { SuperQueryLazy } from '../../../../src/mobile/widgets/super-query/super-query-lazy';
import { createQueryClient } from '../../../../src/shared/api/query-client';
import {
  fakeItems,
  itemSchema,
  last,
  listRequests,
  makeItems,
  setupItemBackend,
  type Item,
} from '../../shared/list-page/list-fixtures';
import { builder, fillCard, openBuilder, user } from './phone-harness';

const backend = setupItemBackend();

describe(
  'advanced query on the phone card list (searchExtra + handleSuperQuery)',
  { timeout: 60_000 },
  () => {
    it('sends superQueryParams and superQueryMatchType from page 1; 清空 drops them', async () => {
      fakeItems(backend.server, makeItems(3));
      render(
        <ConfigProvider locale={zhCN}>
          <QueryClientProvider client={createQueryClient()}>
            <MemoryRouter initialEntries={['/test/items']}>
              <ResourceCardList<Item>
                schema={itemSchema}
                searchExtra={({ list }) => (
                  <SuperQueryLazy
                    schema={itemSchema}
                    active={list.superQueryActive}
                    onSearch={list.handleSuperQuery}
                  />
                )}
              />
            </MemoryRouter>
          </QueryClientProvider>
        </ConfigProvider>,
      );
      await waitFor(() => expect(listRequests(backend.server)).toHaveLength(1));
      await openBuilder();
      const c = await fillCard(1, '编码', '以..开始');
      // Only the schema's filterable fields are offered.
      expect(
        within(c.getByRole('combobox', { name: '查询字段' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['选择查询字段', '名称', '编码', '状态', '创建时间']);
      await user().type(c.getByRole('textbox', { name: '查询值' }), 'C00');
      await user().click(within(builder()).getByRole('button', { name: '查询' }));

      await waitFor(() => expect(listRequests(backend.server)).toHaveLength(2));
      expect(last(listRequests(backend.server))).toMatchObject({
        pageNo: 1,
        superQueryMatchType: 'and',
        superQueryParams: encodeURI(
          JSON.stringify([{ field: 'code', rule: 'right_like', val: 'C00', type: 'string' }]),
        ),
      });

      await user().click(await screen.findByRole('button', { name: '清空' }));
      await waitFor(() => expect(listRequests(backend.server)).toHaveLength(3));
      expect(last(listRequests(backend.server))).not.toHaveProperty('superQueryParams');
    });
  },
);
