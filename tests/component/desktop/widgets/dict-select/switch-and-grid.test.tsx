import { createRef } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { DictSwitch } from '../../../../../src/desktop/widgets/dict-select/dict-switch';
import { DICT_CELL_RENDERERS } from '../../../../../src/desktop/widgets/dict-select/grid-cells';
import { EditableGrid } from '../../../../../src/desktop/widgets/editable-grid/editable-grid';
import type { EditableGridRef } from '../../../../../src/desktop/widgets/editable-grid/types';
import type { GridColumn } from '../../../../../src/shared/domain/grid/column';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { installPointerEvent } from '../../../mobile/support/pointer-event';
import { renderDesktop } from '../../desktop-test-utils';
import { callsTo, chooseOption, openOptionTitles, openSelect, renderWidget } from './dict-harness';

installPointerEvent();
const backend = setupFakeBackend();

describe('DictSwitch (desktop)', () => {
  it('an empty value emits the second option; on → first, off → second (default Y / N)', () => {
    const onChange = vi.fn();
    const { rerender } = renderWidget(<DictSwitch aria-label="启用" value="" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('N');
    rerender(<DictSwitch aria-label="启用" value="N" onChange={onChange} />);
    const sw = screen.getByRole('switch', { name: '启用' });
    expect(sw).not.toBeChecked();
    fireEvent.click(sw);
    expect(onChange).toHaveBeenLastCalledWith('Y');
    rerender(<DictSwitch aria-label="启用" value="Y" onChange={onChange} />);
    expect(screen.getByRole('switch', { name: '启用' })).toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: '启用' }));
    expect(onChange).toHaveBeenLastCalledWith('N');
  });

  it('custom options', () => {
    const onChange = vi.fn();
    renderWidget(<DictSwitch aria-label="有效" options={['1', '0']} value="1" onChange={onChange} />);
    expect(screen.getByRole('switch', { name: '有效' })).toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: '有效' }));
    expect(onChange).toHaveBeenLastCalledWith('0');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('query variant: a checkbox, checked = first option, unchecked = no filter; empty emits nothing', () => {
    const onChange = vi.fn();
    const { rerender } = renderWidget(
      <DictSwitch query aria-label="仅启用" value="" onChange={onChange}>
        仅启用
      </DictSwitch>,
    );
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: '仅启用' }));
    expect(onChange).toHaveBeenLastCalledWith('Y');
    rerender(
      <DictSwitch query aria-label="仅启用" value="Y" onChange={onChange}>
        仅启用
      </DictSwitch>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '仅启用' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

describe('sel_search_async grid cell (desktop)', () => {
  const DICT = 'sys_user,realname,username';
  const columns: GridColumn[] = [
    { key: 'name', title: '名称', type: 'input' },
    { key: 'owner', title: '负责人', type: 'sel_search_async', dict: DICT },
  ];

  it('rows mounting together ask for their labels in one batched loadDictItem', async () => {
    backend.server.on(`GET /sys/dict/loadDictItem/${DICT}`, (config: InternalAxiosRequestConfig) => {
      const keys = String((config.params as { key: string }).key).split(',');
      const names: Record<string, string> = { admin: '管理员', zhangsan: '张三', lisi: '李四' };
      return ok(
        keys.map((k) => names[k] ?? k),
        '',
        0,
      );
    });
    renderDesktop(
      <EditableGrid
        columns={columns}
        dataSource={[
          { id: 'r1', name: '一号泵', owner: 'admin' },
          { id: 'r2', name: '二号泵', owner: 'zhangsan' },
          { id: 'r3', name: '三号泵', owner: 'lisi' },
        ]}
        cellRenderers={DICT_CELL_RENDERERS}
      />,
    );
    const third = await screen.findByRole('combobox', { name: '第3行 负责人' });
    await waitFor(() => expect(third.closest('.ant-select')).toHaveTextContent('李四'));
    expect(screen.getByRole('combobox', { name: '第1行 负责人' }).closest('.ant-select')).toHaveTextContent(
      '管理员',
    );
    const asked = callsTo(backend.server, `/sys/dict/loadDictItem/${DICT}`);
    expect(asked).toHaveLength(1);
    expect(String(asked[0]?.key).split(',').sort()).toEqual(['admin', 'lisi', 'zhangsan']);
  });

  it('shows the stored value’s label and stores a searched choice in the row', async () => {
    backend.server.on(`GET /sys/dict/loadDictItem/${DICT}`, ok(['管理员'], '', 0));
    backend.server.on(`GET /sys/dict/loadDict/${DICT}`, (config: InternalAxiosRequestConfig) => {
      const keyword = (config.params as { keyword: string }).keyword;
      return ok(
        keyword === '李' ? [{ value: 'lisi', text: '李四' }] : [{ value: 'admin', text: '管理员' }],
        '',
        0,
      );
    });
    const ref = createRef<EditableGridRef>();
    renderDesktop(
      <EditableGrid
        ref={ref}
        columns={columns}
        dataSource={[{ id: 'r1', name: '一号泵', owner: 'admin' }]}
        cellRenderers={DICT_CELL_RENDERERS}
      />,
    );
    const box = await screen.findByRole('combobox', { name: '第1行 负责人' });
    await waitFor(() => expect(box.closest('.ant-select')).toHaveTextContent('管理员'));
    openSelect(box);
    fireEvent.change(box, { target: { value: '李' } });
    await waitFor(() => expect(openOptionTitles()).toEqual(['李四']));
    expect(callsTo(backend.server, `/sys/dict/loadDict/${DICT}`).at(-1)).toEqual({
      keyword: '李',
      pageSize: 10,
    });
    await chooseOption('李四');
    await waitFor(() => expect(ref.current!.getValuesSync()[0]).toMatchObject({ owner: 'lisi' }));
  });
});
