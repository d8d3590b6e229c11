import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GridColumn } from '../../../../src/shared/domain/grid/column';
import { TEMP_ID_PREFIX } from '../../../../src/shared/domain/grid/row-id';
import type { EditableGridProps } from '../../../../src/desktop/widgets/editable-grid/types';
import { useSession } from '../../../../src/shared/session/session-store';
import { renderDesktop } from '../desktop-test-utils';
import { cellOf, columns, grid, renderGrid, rows } from './grid-test-utils';

describe('EditableGrid: editing and validation', () => {
  it('typing an invalid value highlights the cell and shows the message in a tooltip', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(cellOf(1, 'code'));
    const input = screen.getByRole('textbox', { name: '第1行 编码' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'A1');
    expect(cellOf(1, 'code')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('编码只能是字母');
    await user.type(input, '{Backspace}');
    expect(cellOf(1, 'code')).not.toHaveAttribute('aria-invalid');
  });

  it('required and unique across rows: both rows of a duplicate are marked, fixing one clears both', async () => {
    const user = userEvent.setup();
    const { ref } = renderGrid();
    await user.click(cellOf(2, 'code'));
    const input = screen.getByRole('textbox', { name: '第2行 编码' });
    await user.clear(input);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('编码不能为空');
    await user.type(input, 'AA');
    expect(screen.getByRole('tooltip')).toHaveTextContent('编码不能重复');
    let errors = 0;
    await act(async () => {
      errors = (await ref.current!.getValues()).error;
    });
    expect(errors).toBe(2);
    expect(cellOf(1, 'code')).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'X');
    expect(cellOf(2, 'code')).not.toHaveAttribute('aria-invalid');
    expect(cellOf(1, 'code')).not.toHaveAttribute('aria-invalid');
  });

  it('validates 100 ms after blur', async () => {
    const user = userEvent.setup();
    renderGrid({ dataSource: [{ id: 'x', name: '', code: 'AA' }] });
    await user.click(cellOf(1, 'name'));
    await user.tab();
    expect(cellOf(1, 'name')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(cellOf(1, 'name')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('the number cell reverts other text and becomes a number on blur', async () => {
    const user = userEvent.setup();
    const { ref } = renderGrid();
    await user.click(cellOf(1, 'qty'));
    const input = screen.getByRole('textbox', { name: '第1行 数量' });
    await user.clear(input);
    await user.type(input, '-1a2.5x');
    expect(input).toHaveValue('-12.5');
    await user.click(document.body);
    expect(ref.current!.getValuesSync()[0]?.qty).toBe(-12.5);
  });
});

describe('EditableGrid: values out', () => {
  it('getValues returns the error count, the values with clean ids and the deleted ids', async () => {
    const user = userEvent.setup();
    const { ref } = renderGrid({ beforeDelete: () => true });
    await user.click(screen.getByRole('checkbox', { name: '选择第2行' }));
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '选择第3行' })).toBeNull());
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const result = await act(() => ref.current!.getValues());
    expect(result.error).toBe(2); // the new row: name and code required
    expect(result.deleteIds).toEqual(['r2']);
    expect(result.values.map((v) => v.id)).toEqual(['r1', 'r3', expect.any(String)]);
    expect(String(result.values[2]?.id)).not.toContain(TEMP_ID_PREFIX);
    expect(result.values[2]).toMatchObject({ name: '', code: '', qty: '' });
    await expect(act(() => ref.current!.getValuesPromise())).rejects.toThrow('表格校验未通过，共 2 处错误');
  });
});

describe('EditableGrid: toolbar, statistics and cell types', () => {
  it('hides add and remove when the permission prefix excludes add and batch_delete', () => {
    useSession.setState({
      permissions: {
        menu: [],
        auth: [],
        allAuth: [
          { action: 'cwxt:item:add', type: '1', describe: '', status: '1' },
          { action: 'cwxt:item:batch_delete', type: '1', describe: '', status: '1' },
        ],
        sysSafeMode: false,
      },
    });
    renderGrid({ authPre: 'cwxt:item' });
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.getByRole('button', { name: /清空选择/ })).toBeInTheDocument();
  });

  it('shows the statistics row below the body and keeps it current', async () => {
    const user = userEvent.setup();
    renderGrid();
    const stats = screen.getByRole('table', { name: '统计' });
    expect(within(stats).getByText('合计')).toBeInTheDocument();
    expect(within(stats).getByRole('cell', { name: '数量合计' })).toHaveTextContent('10');
    expect(grid().contains(stats)).toBe(false);
    await user.click(cellOf(1, 'qty'));
    await user.type(screen.getByRole('textbox', { name: '第1行 数量' }), '000');
    expect(within(stats).getByRole('cell', { name: '数量合计' })).toHaveTextContent('2,008');
  });

  it("picker types use the kit's cells, and the grid's own cellRenderers override them", async () => {
    const user = userEvent.setup();
    const pickerColumns: GridColumn[] = [
      { key: 'user', title: '负责人', type: 'sel_user' },
      { key: 'dept', title: '部门', type: 'sel_depart' },
    ];
    const { ref } = renderGrid({
      columns: pickerColumns,
      dataSource: [{ id: 'a', user: '', dept: 'd1' }],
      alwaysEdit: true,
      cellRenderers: {
        sel_depart: ({ value, onChange, ariaLabel }) => (
          <button type="button" aria-label={ariaLabel} onClick={() => onChange('d2', { user: 'u9' })}>
            部门选择器 {String(value)}
          </button>
        ),
      },
    });
    // sel_user: the kit's user picker box (loaded on first render), not a raw text input.
    expect(await screen.findByRole('combobox', { name: '第1行 负责人' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '第1行 负责人' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '第1行 部门' }));
    expect(ref.current!.getValuesSync()[0]).toMatchObject({ user: 'u9', dept: 'd2' });
  });

  it('refuses a renderer under a reserved name', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderGrid({
        cellRenderers: { rowNumber: () => null } as unknown as EditableGridProps['cellRenderers'],
      }),
    ).toThrow('不能使用"rowNumber"作为单元格类型，因为这是保留的关键字。');
  });
});

describe('EditableGrid: modes and loading', () => {
  it('alwaysEdit shows every visible cell as its input', () => {
    renderGrid({ alwaysEdit: true });
    expect(screen.getByRole('textbox', { name: '第1行 名称' })).toHaveValue('甲');
    expect(screen.getByRole('textbox', { name: '第3行 编码' })).toHaveValue('CC');
  });

  it('a select cell stores the option value and validates on change; Escape leaves the editor', async () => {
    const user = userEvent.setup();
    const kinds: GridColumn[] = [
      {
        key: 'kind',
        title: '类别',
        type: 'select',
        options: [
          { value: 'a', text: '甲类' },
          { value: 'b', title: '乙类' },
        ],
        validateRules: [{ handler: ({ value }, cb) => cb(value !== 'b', '乙类已停用') }],
      },
    ];
    const { ref } = renderGrid({ columns: kinds, dataSource: [{ id: 'k', kind: 'a' }] });
    expect(cellOf(1, 'kind')).toHaveTextContent('甲类');
    await user.click(cellOf(1, 'kind'));
    await user.click(await screen.findByTitle('乙类'));
    expect(ref.current!.getValuesSync()[0]?.kind).toBe('b');
    expect(cellOf(1, 'kind')).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(cellOf(1, 'kind')).toHaveTextContent('乙类'));
  });

  it('an asynchronous handler marks the cell when it answers', async () => {
    const user = userEvent.setup();
    let answer: ((ok: boolean, message?: string) => void) | undefined;
    const checked: GridColumn[] = [
      { key: 'no', title: '编号', type: 'input', validateRules: [{ handler: (_c, cb) => (answer = cb) }] },
    ];
    renderGrid({ columns: checked, dataSource: [{ id: 'n', no: '' }] });
    await user.click(cellOf(1, 'no'));
    await user.type(screen.getByRole('textbox', { name: '第1行 编号' }), '7');
    expect(cellOf(1, 'no')).not.toHaveAttribute('aria-invalid');
    await act(async () => answer?.(false, '编号已存在'));
    expect(cellOf(1, 'no')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('编号已存在');
  });

  it('the lazy export loads the grid', async () => {
    const { Suspense } = await import('react');
    const { EditableGridLazy } =
      await import('../../../../src/desktop/widgets/editable-grid/editable-grid-lazy');
    renderDesktop(
      <Suspense fallback={<span>加载中</span>}>
        <EditableGridLazy columns={columns} dataSource={rows} label="懒加载表格" />
      </Suspense>,
    );
    expect(await screen.findByRole('grid', { name: '懒加载表格' })).toBeInTheDocument();
  });

  it('renders only the rows in view of a 10,000-row grid', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: `m${i}`,
      name: `行${i}`,
      code: `A${i}`,
      qty: i,
    }));
    renderGrid({ dataSource: many });
    const rendered = within(grid()).getAllByRole('row');
    expect(grid()).toHaveAttribute('aria-rowcount', '10001');
    expect(rendered.length).toBeLessThanOrEqual(10); // header + at most 9 rows
  });
});

describe('EditableGrid: pagination', () => {
  it('shows the total text and reports page changes', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderGrid({ pagination: { current: 1, pageSize: 10, total: 35 }, onPageChange });
    expect(screen.getByText('1-10 共 35 条')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    expect(onPageChange).toHaveBeenCalledWith(2, 10);
  });
});
