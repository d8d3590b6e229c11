import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderGrid } from './grid-test-utils';

describe('EditableGrid: adding and removing rows', () => {
  it('throttles the add button to one insert per 1500 ms with the warning', async () => {
    const user = userEvent.setup();
    const { ref } = renderGrid();
    const add = screen.getByRole('button', { name: /新\s*增/ });
    await user.click(add);
    await user.click(add);
    expect(await screen.findByText('你点击的太快了，请慢点点击!')).toBeInTheDocument();
    expect(ref.current!.getValuesSync()).toHaveLength(4);
  });

  it('a before-delete hook answering false keeps the row', async () => {
    const user = userEvent.setup();
    const beforeDelete = vi.fn(() => false);
    const { ref } = renderGrid({ beforeDelete });
    await user.click(screen.getByRole('checkbox', { name: '选择第1行' }));
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(screen.getByText('确定要删除这 1 项吗?')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(beforeDelete).toHaveBeenCalledWith({
        ids: ['r1'],
        rows: [expect.objectContaining({ id: 'r1' })],
      }),
    );
    expect(ref.current!.getValuesSync()).toHaveLength(3);
    expect(ref.current!.getDeleteIds()).toEqual([]);
  });

  it('a rejected before-delete hook keeps the row and shows its message', async () => {
    const user = userEvent.setup();
    renderGrid({ beforeDelete: () => Promise.reject(new Error('已被引用，不能删除')) });
    await user.click(screen.getByRole('checkbox', { name: '选择第1行' }));
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已被引用，不能删除')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '选择第1行' })).toBeInTheDocument();
  });

  it('removeRows with a wrong argument throws the Chinese error', () => {
    const { ref } = renderGrid();
    // @ts-expect-error: untyped callers
    expect(() => ref.current!.removeRows(5)).toThrow(
      'removeRows() 函数需要的参数可以是string或Array类型，但提供的却是number',
    );
  });
});

describe('EditableGrid: drag sort', () => {
  it('向上移 / 向下移 move the row and renumber the sort field; the ends are disabled', async () => {
    const user = userEvent.setup();
    const dragged = vi.fn();
    const { ref } = renderGrid({ dragSort: true, onDragged: dragged });
    await user.click(screen.getByRole('button', { name: '第1行排序' }));
    expect(await screen.findByRole('menuitem', { name: '向上移' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: '向下移' }));
    expect(dragged).toHaveBeenCalledWith({ oldIndex: 0, newIndex: 1 });
    expect(ref.current!.getValuesSync().map((r) => [r.id, r.orderNum])).toEqual([
      ['r2', 1],
      ['r1', 2],
      ['r3', 3],
    ]);
    await user.click(screen.getByRole('button', { name: '第3行排序' }));
    const menus = await screen.findAllByRole('menuitem', { name: '向下移' });
    expect(menus.at(-1)).toHaveAttribute('aria-disabled', 'true');
    await user.click((await screen.findAllByRole('menuitem', { name: '向上移' })).at(-1)!);
    expect(ref.current!.getValuesSync().map((r) => [r.id, r.orderNum])).toEqual([
      ['r2', 1],
      ['r3', 2],
      ['r1', 3],
    ]);
  });

  it('double-clicking the handle inserts a row below it, numbered in place', async () => {
    const user = userEvent.setup();
    const { ref } = renderGrid({ dragSort: true });
    await user.dblClick(screen.getByRole('button', { name: '第1行排序' }));
    const values = ref.current!.getValuesSync();
    expect(values.map((r) => r.orderNum)).toEqual([1, 2, 3, 4]);
    expect(values[0]?.id).toBe('r1');
    expect(values[2]?.id).toBe('r2');
  });

  it('a pointer drag on the handle moves the row to where it is released', async () => {
    const { ref } = renderGrid({ dragSort: true });
    const handle = screen.getByRole('button', { name: '第1行排序' });
    fireEvent.pointerDown(handle, { button: 0, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(window, { clientY: 100 + 61 * 2, pointerId: 1 });
    fireEvent.pointerUp(window, { clientY: 100 + 61 * 2, pointerId: 1 });
    expect(ref.current!.getValuesSync().map((r) => r.id)).toEqual(['r2', 'r3', 'r1']);
    expect(ref.current!.getValuesSync().map((r) => r.orderNum)).toEqual([1, 2, 3]);
  });
});

describe('EditableGrid: selection', () => {
  it('select-all is indeterminate with a partial selection and skips disabled rows', async () => {
    const user = userEvent.setup();
    const { ref } = renderGrid({ disabledRows: { code: 'CC' } });
    const all = screen.getByRole('checkbox', { name: '全选' });
    expect(screen.getByRole('checkbox', { name: '选择第3行' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '选择第1行' }));
    expect(all.closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');
    expect(screen.getByRole('button', { name: /清空选择/ })).toBeEnabled();
    await user.click(all);
    expect(ref.current!.getSelection()).toEqual(['r1', 'r2']);
    expect(all).toBeChecked();
    await user.click(screen.getByRole('button', { name: /清空选择/ }));
    expect(ref.current!.getSelection()).toEqual([]);
    expect(screen.getByRole('button', { name: /删\s*除/ })).toBeDisabled();
  });
});

describe('EditableGrid: add settings', () => {
  it('adds the configured number of rows at the insert position and remembers the settings', async () => {
    const user = userEvent.setup();
    const { ref } = renderGrid({ dragSort: true });
    await user.click(screen.getByRole('button', { name: '添加设置' }));
    const count = await screen.findByRole('spinbutton', { name: '添加行数' });
    await user.clear(count);
    await user.type(count, '2');
    const position = screen.getByRole('spinbutton', { name: '插入位置' });
    await user.clear(position);
    await user.type(position, '1');
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const values = ref.current!.getValuesSync();
    expect(values).toHaveLength(5);
    expect(values[0]?.id).toBe('r1');
    expect(values[3]?.id).toBe('r2');
    expect(values.map((v) => v.orderNum)).toEqual([1, 2, 3, 4, 5]);
    expect(JSON.parse(localStorage.getItem('GRID_ADD_SETTINGS') ?? '{}').value).toMatchObject({
      addRowNum: 2,
      addIndex: 1,
    });
  });
});
