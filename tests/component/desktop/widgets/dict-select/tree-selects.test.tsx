import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { CategorySelect } from '../../../../../src/desktop/widgets/dict-select/category-select';
import { DictTreeSelect } from '../../../../../src/desktop/widgets/dict-select/dict-tree-select';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok } from '../../../shared/fake-server';
import { callsTo, openSelect, renderWidget } from './dict-harness';

const backend = setupFakeBackend();
const CONDITION_ERROR = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

function treeTitles(): string[] {
  return [...document.querySelectorAll('.ant-select-tree-title')].map((t) => t.textContent ?? '');
}

function treeNode(title: string): HTMLElement {
  const node = [...document.querySelectorAll<HTMLElement>('.ant-select-tree-treenode')].find(
    (n) => n.querySelector('.ant-select-tree-title')?.textContent === title,
  );
  if (!node) throw new Error(`no tree node ${title}: ${treeTitles().join('|')}`);
  return node;
}

const expandNode = (title: string) =>
  fireEvent.click(treeNode(title).querySelector('.ant-select-tree-switcher')!);
const pickNode = (title: string) =>
  fireEvent.click(treeNode(title).querySelector('.ant-select-tree-node-content-wrapper')!);

const DEPART_DICT = 'sys_depart,depart_name,id';

function serveDeparts() {
  backend.server.on('GET /sys/dict/loadTreeData', (config: InternalAxiosRequestConfig) => {
    const pid = (config.params as { pid: string }).pid;
    if (pid === '') return ok([{ key: 'd1', title: '总部', isLeaf: false, parentId: '' }], '', 0);
    if (pid === 'd1')
      return ok(
        [
          { key: 'd11', title: '调度中心', isLeaf: true, parentId: 'd1' },
          { key: 'd12', title: '运维部', isLeaf: true, parentId: 'd1' },
        ],
        '',
        0,
      );
    return ok([], '', 0);
  });
  backend.server.on(`GET /sys/dict/loadDictItem/${DEPART_DICT}`, ok(['运维部'], '', 0));
}

describe('DictTreeSelect (desktop)', () => {
  it('loads the root with the tree parameters, children lazily, and picks a node', async () => {
    serveDeparts();
    const onChange = vi.fn();
    renderWidget(
      <DictTreeSelect
        dict={DEPART_DICT}
        pidField="parent_id"
        hasChildField="has_child"
        condition='{"status":"1"}'
        aria-label="部门"
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(callsTo(backend.server, '/sys/dict/loadTreeData')).toHaveLength(1));
    expect(callsTo(backend.server, '/sys/dict/loadTreeData')[0]).toEqual({
      pid: '',
      pidField: 'parent_id',
      tableName: 'sys_depart',
      text: 'depart_name',
      code: 'id',
      hasChildField: 'has_child',
      condition: '{"status":"1"}',
    });
    openSelect(screen.getByRole('combobox', { name: '部门' }));
    await waitFor(() => expect(treeTitles()).toEqual(['总部']));
    expandNode('总部');
    await waitFor(() => expect(treeTitles()).toEqual(['总部', '调度中心', '运维部']));
    expect(callsTo(backend.server, '/sys/dict/loadTreeData')[1]).toMatchObject({ pid: 'd1' });
    pickNode('调度中心');
    expect(onChange).toHaveBeenLastCalledWith('d11', [{ value: 'd11', label: '调度中心' }]);
  });

  it('shows the label of the current value (loadDictItem) before the node is loaded', async () => {
    serveDeparts();
    renderWidget(<DictTreeSelect dict={DEPART_DICT} value="d12" aria-label="部门" />);
    const box = screen.getByRole('combobox', { name: '部门' }).closest('.ant-select')!;
    await waitFor(() => expect(box).toHaveTextContent('运维部'));
    expect(callsTo(backend.server, `/sys/dict/loadDictItem/${DEPART_DICT}`)).toEqual([
      { key: 'd12', delNotExist: false },
    ]);
  });

  it('multiple: several nodes stored comma-joined, each value labelled', async () => {
    serveDeparts();
    backend.server.on(`GET /sys/dict/loadDictItem/${DEPART_DICT}`, ok(['调度中心', '运维部'], '', 0));
    const onChange = vi.fn();
    renderWidget(
      <DictTreeSelect dict={DEPART_DICT} multiple value="d11,d12" aria-label="部门" onChange={onChange} />,
    );
    await waitFor(() => {
      const tags = [...document.querySelectorAll('.ant-select-selection-item')].map((t) => t.textContent);
      expect(tags).toEqual(['调度中心', '运维部']);
    });
    openSelect(screen.getByRole('combobox', { name: '部门' }));
    await waitFor(() => expect(treeTitles()).toContain('总部'));
    pickNode('总部');
    expect(onChange).toHaveBeenLastCalledWith('d11,d12,d1', [
      { value: 'd11', label: '调度中心' },
      { value: 'd12', label: '运维部' },
      { value: 'd1', label: '总部' },
    ]);
  });

  it('a failed root shows the server message as an error', async () => {
    backend.server.on(
      'GET /sys/dict/loadTreeData',
      fail('系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!'),
    );
    renderWidget(<DictTreeSelect dict="sys_user,password,id" aria-label="部门" />);
    await waitFor(() =>
      expect(backend.ui.error).toHaveBeenCalledWith(
        '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!',
      ),
    );
  });

  it('an empty or malformed dictionary code shows its message and loads nothing', async () => {
    renderWidget(<DictTreeSelect dict="" aria-label="空" />);
    expect(screen.getByRole('alert')).toHaveTextContent('字典Code不能为空!');
    renderWidget(<DictTreeSelect dict="sys_depart,depart_name" aria-label="坏" />);
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('字典Code格式不正确！');
    await new Promise((r) => setTimeout(r, 50));
    expect(backend.server.requests).toHaveLength(0);
  });

  it('a condition that is not a JSON object string shows the error and loads nothing', async () => {
    renderWidget(<DictTreeSelect dict={DEPART_DICT} condition="status=1" aria-label="部门" />);
    expect(screen.getByRole('alert')).toHaveTextContent(CONDITION_ERROR);
    await waitFor(() => expect(backend.ui.error).toHaveBeenCalledWith(CONDITION_ERROR));
    expect(backend.server.requests).toHaveLength(0);
  });
});

describe('CategorySelect (desktop)', () => {
  function serveCategories() {
    backend.server.on('GET /sys/category/loadTreeRoot', ok([{ key: 'c1', title: '设备', leaf: 0 }], '', 0));
    backend.server.on(
      'GET /sys/category/loadTreeChildren',
      ok([{ key: 'c11', title: '水泵', leaf: 1 }], '', 0),
    );
    backend.server.on('GET /sys/category/loadOne', ok({ id: 'c11', name: '水泵', code: 'A01A01' }, '', 0));
  }

  it('roots from loadTreeRoot {async, pcode}, children from loadTreeChildren {pid}', async () => {
    serveCategories();
    const onChange = vi.fn();
    renderWidget(<CategorySelect pcode="A01" aria-label="分类" onChange={onChange} />);
    openSelect(screen.getByRole('combobox', { name: '分类' }));
    await waitFor(() => expect(treeTitles()).toEqual(['设备']));
    expect(callsTo(backend.server, '/sys/category/loadTreeRoot')).toEqual([{ async: true, pcode: 'A01' }]);
    expandNode('设备');
    await waitFor(() => expect(treeTitles()).toEqual(['设备', '水泵']));
    expect(callsTo(backend.server, '/sys/category/loadTreeChildren')).toEqual([{ pid: 'c1' }]);
    pickNode('水泵');
    expect(onChange).toHaveBeenLastCalledWith('c11', [{ value: 'c11', label: '水泵' }]);
  });

  it('the current value reads its label through loadOne {field, val}', async () => {
    serveCategories();
    renderWidget(<CategorySelect value="c11" aria-label="分类" />);
    const box = screen.getByRole('combobox', { name: '分类' }).closest('.ant-select')!;
    await waitFor(() => expect(box).toHaveTextContent('水泵'));
    expect(callsTo(backend.server, '/sys/category/loadOne')).toEqual([{ field: 'id', val: 'c11' }]);
  });

  it('a failed root shows the server message as an error', async () => {
    backend.server.on('GET /sys/category/loadTreeRoot', fail('该编码对应的分类不存在'));
    renderWidget(<CategorySelect pcode="ZZZ" aria-label="分类" />);
    await waitFor(() => expect(backend.ui.error).toHaveBeenCalledWith('该编码对应的分类不存在'));
    expect(backend.ui.warning).not.toHaveBeenCalled();
  });

  it('with a condition the tree comes from loadTreeData {pid, pcode, condition}; a bad one is refused', async () => {
    backend.server.on('GET /sys/category/loadTreeData', ok([{ key: 'c2', title: '仪表', leaf: 1 }], '', 0));
    renderWidget(<CategorySelect pcode="A01" condition='{"code":"A01A02"}' aria-label="分类" />);
    openSelect(screen.getByRole('combobox', { name: '分类' }));
    await waitFor(() => expect(treeTitles()).toEqual(['仪表']));
    expect(callsTo(backend.server, '/sys/category/loadTreeData')).toEqual([
      { pid: '', pcode: 'A01', condition: '{"code":"A01A02"}' },
    ]);

    renderWidget(<CategorySelect pcode="A01" condition="[1]" aria-label="坏分类" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(CONDITION_ERROR);
    expect(callsTo(backend.server, '/sys/category/loadTreeRoot')).toHaveLength(0);
  });
});
