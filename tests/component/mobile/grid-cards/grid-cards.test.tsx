import { createRef } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridApi } from '../../../../src/shared/domain/grid/api';
import type { GridColumn } from '../../../../src/shared/domain/grid/column';
import { TEMP_ID_PREFIX } from '../../../../src/shared/domain/grid/row-id';
import { useSession } from '../../../../src/shared/session/session-store';
import { GridCards } from '../../../../src/mobile/widgets/grid-cards/grid-cards';
import type { FieldControlProps, GridCardsProps } from '../../../../src/mobile/widgets/grid-cards/types';

const columns: GridColumn[] = [
  {
    key: 'name',
    title: '名称',
    type: 'input',
    validateRules: [{ required: true, message: '请输入${title}' }],
  },
  {
    key: 'code',
    title: '编码',
    type: 'input',
    validateRules: [{ unique: true, message: '${title}不能重复' }],
  },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: 'sum' },
  {
    key: 'kind',
    title: '类别',
    type: 'select',
    options: [
      { value: 'a', text: '甲类' },
      { value: 'b', text: '乙类' },
    ],
  },
];

const rows = [
  { id: 'r1', name: '一号机组', code: 'U1', qty: 2, kind: 'a' },
  { id: 'r2', name: '二号机组', code: 'U2', qty: 3, kind: 'b' },
];

function renderCards(props: Partial<GridCardsProps> = {}) {
  const ref = createRef<GridApi>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={client}>
        <GridCards ref={ref} columns={columns} dataSource={rows} label="机组明细" {...props} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { ref, ...view };
}

afterEach(() => {
  useSession.setState({ permissions: null });
  vi.restoreAllMocks();
});

describe('GridCards (phone)', () => {
  it('shows each row as a card titled by its first columns, with the statistics', () => {
    renderCards();
    const list = screen.getByRole('region', { name: '机组明细' });
    expect(within(list).getByRole('button', { name: /^第1行 一号机组 \/ U1/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^第2行 二号机组 \/ U2/ })).toHaveTextContent('乙类');
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('合计：数量 5');
  });

  it('the row editor validates with the grid engine (required, unique across rows) and saves', async () => {
    const user = userEvent.setup();
    const saved = vi.fn();
    const { ref } = renderCards({ onRowSaved: saved });
    await user.click(screen.getByRole('button', { name: /^第2行 二号机组 \/ U2/ }));
    const dialog = await screen.findByRole('dialog', { name: '编辑第2行' });
    const code = within(dialog).getByRole('textbox', { name: '编码' });
    await user.clear(code);
    await user.type(code, 'U1');
    expect(await within(dialog).findByText('编码不能重复')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: '名称' }));
    expect(await within(dialog).findByText('请输入名称')).toBeInTheDocument();

    // Saving with errors keeps the editor open and marks the card.
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]?.[1]).toEqual({ name: '请输入名称', code: '编码不能重复' });
    expect(screen.getByRole('dialog', { name: '编辑第2行' })).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '二号机组改');
    await user.clear(code);
    await user.type(code, 'U3');
    const kinds = within(dialog).getByRole('group', { name: '类别' });
    expect(within(kinds).getByRole('option', { name: '乙类' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(kinds).getByRole('option', { name: '甲类' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑第2行' })).toBeNull());
    const result = await ref.current!.getValues();
    expect(result.error).toBe(0);
    expect(result.values[1]).toMatchObject({ id: 'r2', name: '二号机组改', code: 'U3', kind: 'a' });
  });

  it('a full validation marks failing rows on their cards and the editor shows the messages', async () => {
    const user = userEvent.setup();
    const { ref } = renderCards({ dataSource: [...rows, { id: 'r3', name: '', code: 'U1' }] });
    let errors = 0;
    await act(async () => {
      errors = await ref.current!.validateAll();
    });
    expect(errors).toBe(3);
    const card = await screen.findByRole('button', { name: /^第3行 U1/ });
    expect(card).toHaveAttribute('aria-invalid', 'true');
    expect(card).toHaveTextContent('2项未通过校验');
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: '编辑第3行' });
    expect(within(dialog).getByText('请输入名称')).toBeInTheDocument();
  });

  it('adds a row (throttled) and opens it; temp ids come out cleaned', async () => {
    const user = userEvent.setup();
    const { ref } = renderCards();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑第3行' });
    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '三号机组');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(await screen.findByText('你点击的太快了，请慢点点击!')).toBeInTheDocument();
    const values = ref.current!.getValuesSync();
    expect(values).toHaveLength(3);
    expect(values[2]).toMatchObject({ name: '三号机组' });
    expect(String(values[2]?.id)).not.toContain(TEMP_ID_PREFIX);
  });

  it('deleting asks first and respects the before-delete hook', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    const beforeDelete = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { ref } = renderCards({ beforeDelete });
    await user.click(screen.getByRole('button', { name: /^第1行 一号机组 \/ U1/ }));
    const dialog = await screen.findByRole('dialog', { name: '编辑第1行' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定要删除这 1 项吗?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(beforeDelete).toHaveBeenCalledTimes(1));
    expect(ref.current!.getValuesSync()).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('确定要删除这 1 项吗?')).toBeNull());

    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(ref.current!.getValuesSync()).toHaveLength(1));
    expect(ref.current!.getDeleteIds()).toEqual(['r1']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑第1行' })).toBeNull());
  });

  it('hides add and delete when the permission prefix excludes them', async () => {
    const user = userEvent.setup();
    useSession.setState({
      permissions: {
        menu: [],
        auth: [],
        allAuth: [
          { action: 'cwxt:unit:add', type: '1', describe: '', status: '1' },
          { action: 'cwxt:unit:batch_delete', type: '1', describe: '', status: '1' },
        ],
        sysSafeMode: false,
      },
    });
    renderCards({ authPre: 'cwxt:unit' });
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^第1行 一号机组 \/ U1/ }));
    const dialog = await screen.findByRole('dialog', { name: '编辑第1行' });
    expect(within(dialog).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('a picker plugged in through fieldRenderers replaces the raw input of its type', async () => {
    const user = userEvent.setup();
    const withUser: GridColumn[] = [...columns, { key: 'owner', title: '负责人', type: 'sel_user' }];
    const UserPicker = ({ label, value, onChange }: FieldControlProps) => (
      <button type="button" aria-label={label} onClick={() => onChange?.('u2')}>
        选择用户 {String(value ?? '')}
      </button>
    );
    const { ref } = renderCards({ columns: withUser, fieldRenderers: { sel_user: UserPicker } });
    await user.click(screen.getByRole('button', { name: /^第1行 一号机组 \/ U1/ }));
    const dialog = await screen.findByRole('dialog', { name: '编辑第1行' });
    await user.click(within(dialog).getByRole('button', { name: '负责人' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(ref.current!.getValuesSync()[0]?.owner).toBe('u2'));
  });
});

describe('GridCards kit fields', () => {
  it("without fieldRenderers, sel_user rows edit through the kit's user picker field", async () => {
    const user = userEvent.setup();
    const withUser: GridColumn[] = [...columns, { key: 'owner', title: '负责人', type: 'sel_user' }];
    renderCards({ columns: withUser });
    await user.click(screen.getByRole('button', { name: /^第1行 一号机组 \/ U1/ }));
    const dialog = await screen.findByRole('dialog', { name: '编辑第1行' });
    // The picker family loads on first use: a tap target, not a raw text input.
    expect(await within(dialog).findByRole('button', { name: '负责人' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: '负责人' })).toBeNull();
  });
});

describe('GridCards lazy export', () => {
  it('loads the card list', async () => {
    const { Suspense } = await import('react');
    const { GridCardsLazy } = await import('../../../../src/mobile/widgets/grid-cards/grid-cards-lazy');
    render(
      <ConfigProvider locale={zhCN}>
        <QueryClientProvider client={new QueryClient()}>
          <Suspense fallback={<span>加载中</span>}>
            <GridCardsLazy columns={columns} dataSource={rows} label="懒加载明细" />
          </Suspense>
        </QueryClientProvider>
      </ConfigProvider>,
    );
    expect(await screen.findByRole('region', { name: '懒加载明细' })).toBeInTheDocument();
  });
});
