import { createRef } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { MobileCategorySelect } from '../../../../../src/mobile/widgets/dict-select/category-select';
import { MobileDictTreeSelect } from '../../../../../src/mobile/widgets/dict-select/dict-tree-select';
import { DICT_FIELD_RENDERERS } from '../../../../../src/mobile/widgets/dict-select/field-renderers';
import { GridCards } from '../../../../../src/mobile/widgets/grid-cards/grid-cards';
import type { GridApi } from '../../../../../src/shared/domain/grid/api';
import type { GridColumn } from '../../../../../src/shared/domain/grid/column';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok } from '../../../shared/fake-server';
import { callsTo, renderPhone } from './mobile-dict-harness';

const backend = setupFakeBackend();
const DEPART_DICT = 'sys_depart,depart_name,id';
const CONDITION_ERROR = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

function serveDeparts() {
  backend.server.on('GET /sys/dict/loadTreeData', (config: InternalAxiosRequestConfig) => {
    const pid = (config.params as { pid: string }).pid;
    if (pid === '') return ok([{ key: 'd1', title: '总部', isLeaf: false }], '', 0);
    if (pid === 'd1') return ok([{ key: 'd11', title: '调度中心', isLeaf: true }], '', 0);
    return ok([], '', 0);
  });
  backend.server.on(`GET /sys/dict/loadDictItem/${DEPART_DICT}`, ok(['调度中心'], '', 0));
}

describe('MobileDictTreeSelect (full-screen tree picker)', () => {
  it('drills down level by level (children loaded on first use) and picks a node', async () => {
    serveDeparts();
    const onChange = vi.fn();
    renderPhone(
      <MobileDictTreeSelect dict={DEPART_DICT} pidField="parent_id" aria-label="部门" onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '部门' }));
    const picker = await screen.findByRole('dialog', { name: '部门' });
    await within(picker).findByRole('button', { name: '总部' });
    fireEvent.click(within(picker).getByRole('button', { name: '总部 下一级' }));
    fireEvent.click(await within(picker).findByRole('button', { name: '调度中心' }));
    expect(onChange).toHaveBeenLastCalledWith('d11', [{ value: 'd11', label: '调度中心' }]);
    expect(callsTo(backend.server, '/sys/dict/loadTreeData').map((p) => p.pid)).toEqual(['', 'd1']);
    expect(callsTo(backend.server, '/sys/dict/loadTreeData')[0]).toMatchObject({
      tableName: 'sys_depart',
      text: 'depart_name',
      code: 'id',
      pidField: 'parent_id',
    });
  });

  it('a parent can be picked too; the path goes back up; the value shows its label', async () => {
    serveDeparts();
    const onChange = vi.fn();
    renderPhone(
      <MobileDictTreeSelect dict={DEPART_DICT} value="d11" aria-label="部门" onChange={onChange} />,
    );
    const trigger = screen.getByRole('button', { name: '部门' });
    await waitFor(() => expect(trigger).toHaveTextContent('调度中心'));
    fireEvent.click(trigger);
    const picker = await screen.findByRole('dialog', { name: '部门' });
    fireEvent.click(await within(picker).findByRole('button', { name: '总部 下一级' }));
    await within(picker).findByRole('button', { name: '调度中心' });
    fireEvent.click(within(picker).getByRole('button', { name: '全部' }));
    fireEvent.click(await within(picker).findByRole('button', { name: '总部' }));
    expect(onChange).toHaveBeenLastCalledWith('d1', [{ value: 'd1', label: '总部' }]);
  });

  it('a bad condition shows the error and loads nothing', async () => {
    renderPhone(<MobileDictTreeSelect dict={DEPART_DICT} condition="[]" aria-label="部门" />);
    expect(screen.getByRole('alert')).toHaveTextContent(CONDITION_ERROR);
    await waitFor(() => expect(backend.ui.error).toHaveBeenCalledWith(CONDITION_ERROR));
    expect(backend.server.requests).toHaveLength(0);
  });
});

describe('MobileCategorySelect', () => {
  it('roots from loadTreeRoot, children from loadTreeChildren, label through loadOne', async () => {
    backend.server.on('GET /sys/category/loadTreeRoot', ok([{ key: 'c1', title: '设备', leaf: 0 }], '', 0));
    backend.server.on(
      'GET /sys/category/loadTreeChildren',
      ok([{ key: 'c11', title: '水泵', leaf: 1 }], '', 0),
    );
    backend.server.on('GET /sys/category/loadOne', ok({ id: 'c12', name: '阀门' }, '', 0));
    const onChange = vi.fn();
    renderPhone(<MobileCategorySelect pcode="A01" value="c12" aria-label="分类" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: '分类' });
    await waitFor(() => expect(trigger).toHaveTextContent('阀门'));
    fireEvent.click(trigger);
    const picker = await screen.findByRole('dialog', { name: '分类' });
    fireEvent.click(await within(picker).findByRole('button', { name: '设备 下一级' }));
    fireEvent.click(await within(picker).findByRole('button', { name: '水泵' }));
    expect(onChange).toHaveBeenLastCalledWith('c11', [{ value: 'c11', label: '水泵' }]);
    expect(callsTo(backend.server, '/sys/category/loadTreeRoot')).toEqual([{ async: true, pcode: 'A01' }]);
    expect(callsTo(backend.server, '/sys/category/loadTreeChildren')).toEqual([{ pid: 'c1' }]);
    expect(callsTo(backend.server, '/sys/category/loadOne')).toEqual([{ field: 'id', val: 'c12' }]);
  });

  it('a failed root shows the server message as an error', async () => {
    backend.server.on('GET /sys/category/loadTreeRoot', fail('该编码对应的分类不存在'));
    renderPhone(<MobileCategorySelect pcode="ZZZ" aria-label="分类" />);
    await waitFor(() => expect(backend.ui.error).toHaveBeenCalledWith('该编码对应的分类不存在'));
  });
});

describe('sel_search_async field renderer (phone row editor)', () => {
  it('edits the row value through the full-screen dictionary search', async () => {
    const DICT = 'sys_user,realname,username';
    backend.server.on(`GET /sys/dict/loadDictItem/${DICT}`, ok(['管理员'], '', 0));
    backend.server.on(`GET /sys/dict/loadDict/${DICT}`, ok([{ value: 'lisi', text: '李四' }], '', 0));
    const columns: GridColumn[] = [
      { key: 'name', title: '名称', type: 'input' },
      { key: 'owner', title: '负责人', type: 'sel_search_async', dict: DICT },
    ];
    const ref = createRef<GridApi>();
    renderPhone(
      <GridCards
        ref={ref}
        columns={columns}
        dataSource={[{ id: 'r1', name: '一号泵', owner: 'admin' }]}
        label="设备明细"
        fieldRenderers={DICT_FIELD_RENDERERS}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /第1行/ }));
    const editor = await screen.findByRole('dialog', { name: '编辑第1行' });
    const trigger = within(editor).getByRole('button', { name: '负责人' });
    await waitFor(() => expect(trigger).toHaveTextContent('管理员'));
    fireEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: '负责人' });
    fireEvent.click(await within(sheet).findByRole('radio', { name: '李四' }));
    await waitFor(() => expect(trigger).toHaveTextContent('李四'));
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(ref.current!.getValuesSync()[0]).toMatchObject({ owner: 'lisi' }));
  });
});
