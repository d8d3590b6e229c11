import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceListPage } from '../../../../src/desktop/widgets/list-page/resource-list-page';
import { SuperQueryLazy } from '../../../../src/desktop/widgets/super-query/super-query-lazy';
import {
  fakeItems,
  itemSchema,
  last,
  listRequests,
  makeItems,
  setupItemBackend,
  type Item,
} from '../../shared/list-page/list-fixtures';
import { renderDesktop } from '../desktop-test-utils';
import { choose, fillRow, footer, openBuilder } from './super-query-harness';

const backend = setupItemBackend();

describe('advanced query on a list page (toolbarExtra + handleSuperQuery)', { timeout: 180_000 }, () => {
  it('sends superQueryParams (encodeURI JSON) and superQueryMatchType, and 清空 drops them', async () => {
    fakeItems(backend.server, makeItems(3));
    renderDesktop(
      <ResourceListPage<Item>
        schema={itemSchema}
        toolbarExtra={({ list }) => (
          <SuperQueryLazy
            schema={itemSchema}
            active={list.superQueryActive}
            onSearch={list.handleSuperQuery}
            loading={list.loading}
          />
        )}
      />,
      { path: '/test/items' },
    );
    await waitFor(() => expect(listRequests(backend.server)).toHaveLength(1));
    await screen.findByRole('button', { name: /高级查询/ });
    await openBuilder();

    // Only the schema's filterable fields are offered (email is not, the secret never).
    const r = await fillRow(1, '状态', '在...中');
    fireEvent.mouseDown(
      r
        .getByRole('combobox', { name: '查询字段' })
        .closest('.ant-select')!
        .querySelector('.ant-select-content')!,
    );
    await waitFor(() =>
      expect(
        document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      ).toHaveLength(4),
    );
    const offered = [
      ...document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].map((o) => o.getAttribute('title'));
    expect(offered).toEqual(['名称', '编码', '状态', '创建时间']);
    fireEvent.keyDown(r.getByRole('combobox', { name: '查询字段' }), { key: 'Escape' });

    await choose(r.getByRole('combobox', { name: '查询值' }), '启用');
    await choose(r.getByRole('combobox', { name: '查询值' }), '停用');
    await userEvent.click(footer().getByRole('button', { name: '查询' }));

    await waitFor(() => expect(listRequests(backend.server)).toHaveLength(2));
    const sent = last(listRequests(backend.server));
    expect(sent.superQueryMatchType).toBe('and');
    expect(sent.superQueryParams).toBe(
      encodeURI(JSON.stringify([{ field: 'status', rule: 'in', val: '1,2', type: 'list' }])),
    );
    expect(sent.pageNo).toBe(1);

    await userEvent.hover(screen.getByRole('button', { name: /高级查询/ }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(listRequests(backend.server)).toHaveLength(3));
    expect(last(listRequests(backend.server))).not.toHaveProperty('superQueryParams');
    expect(last(listRequests(backend.server))).not.toHaveProperty('superQueryMatchType');
  });
});
