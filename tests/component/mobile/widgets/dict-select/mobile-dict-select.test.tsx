import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { MobileDictMultiSelect } from '../../../../../src/mobile/widgets/dict-select/dict-multi-select';
import { MobileDictSearchSelect } from '../../../../../src/mobile/widgets/dict-select/dict-search-select';
import { MobileDictSelect } from '../../../../../src/mobile/widgets/dict-select/dict-select';
import { MobileDictSwitch } from '../../../../../src/mobile/widgets/dict-select/dict-switch';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok } from '../../../shared/fake-server';
import { SEX, callsTo, renderPhone } from './mobile-dict-harness';

const backend = setupFakeBackend();

describe('MobileDictSelect', () => {
  it('list: a sheet whose first row reads 请选择; picking closes it and emits the value', async () => {
    localStore.set(STORAGE_KEYS.DICT_ALL, { sex: SEX });
    const onChange = vi.fn();
    const { rerender } = renderPhone(
      <MobileDictSelect dictCode="sex" aria-label="性别" value="" onChange={onChange} />,
    );
    const trigger = screen.getByRole('button', { name: '性别' });
    await waitFor(() => expect(trigger).toHaveTextContent('请选择'));
    fireEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: '性别' });
    const radios = await within(sheet).findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['请选择', '男', '女']);
    fireEvent.click(within(sheet).getByRole('radio', { name: '女' }));
    expect(onChange).toHaveBeenLastCalledWith('2', { value: '2', label: '女' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '性别' })).not.toBeInTheDocument());
    rerender(<MobileDictSelect dictCode="sex" aria-label="性别" value="2" onChange={onChange} />);
    expect(screen.getByRole('button', { name: '性别' })).toHaveTextContent('女');
    expect(callsTo(backend.server, '/sys/dict/getDictItems/sex')).toHaveLength(0);
  });

  it('radio: options from getDictItems', async () => {
    backend.server.on('GET /sys/dict/getDictItems/sex', ok(SEX, '', 0));
    const onChange = vi.fn();
    renderPhone(
      <MobileDictSelect dictCode="sex" type="radio" aria-label="性别" value="1" onChange={onChange} />,
    );
    const group = screen.getByRole('radiogroup', { name: '性别' });
    expect(await within(group).findByRole('radio', { name: '男' })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: '女' }));
    expect(onChange).toHaveBeenLastCalledWith('2', { value: '2', label: '女' });
  });

  it('radio buttons: chips with static options', () => {
    const onChange = vi.fn();
    renderPhone(
      <MobileDictSelect
        type="radioButton"
        aria-label="优先级"
        options={[
          { value: 'L', text: '低' },
          { value: 'H', title: '高' },
        ]}
        onChange={onChange}
      />,
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: '优先级' })).getByRole('option', { name: '高' }),
    );
    expect(onChange).toHaveBeenLastCalledWith('H', { value: 'H', label: '高' });
  });

  it('success false: empty options; empty code: 字典Code不能为空!', async () => {
    backend.server.on('GET /sys/dict/getDictItems/nope', fail('无'));
    renderPhone(<MobileDictSelect dictCode="nope" type="radio" aria-label="空" />);
    await waitFor(() => expect(callsTo(backend.server, '/sys/dict/getDictItems/nope')).toHaveLength(1));
    expect(within(screen.getByRole('radiogroup', { name: '空' })).queryAllByRole('radio')).toHaveLength(0);
    renderPhone(<MobileDictSelect aria-label="无码" />);
    expect(screen.getByRole('alert')).toHaveTextContent('字典Code不能为空!');
  });
});

describe('MobileDictMultiSelect', () => {
  it('chips and checkboxes store the choices comma-joined', async () => {
    localStore.set(STORAGE_KEYS.DICT_ALL, { sex: SEX });
    const onChange = vi.fn();
    renderPhone(<MobileDictMultiSelect dictCode="sex" aria-label="性别" value="1" onChange={onChange} />);
    const chips = await screen.findByRole('group', { name: '性别' });
    fireEvent.click(await within(chips).findByRole('option', { name: '女' }));
    expect(onChange).toHaveBeenLastCalledWith('1,2');

    renderPhone(
      <MobileDictMultiSelect
        dictCode="sex"
        type="checkbox"
        aria-label="性别2"
        value="2"
        onChange={onChange}
      />,
    );
    const boxes = await screen.findByRole('group', { name: '性别2' });
    fireEvent.click(await within(boxes).findByRole('checkbox', { name: '男' }));
    expect(onChange).toHaveBeenLastCalledWith('2,1');
  });
});

describe('MobileDictSearchSelect', () => {
  const DICT = 'sys_user,realname,username';
  const USERS = [
    { value: 'admin', text: '管理员' },
    { value: 'zhangsan', text: '张三' },
    { value: 'lisi', text: '李四' },
  ];
  function serveUsers() {
    backend.server.on(`GET /sys/dict/loadDict/${DICT}`, (config: InternalAxiosRequestConfig) => {
      const { keyword = '' } = (config.params ?? {}) as { keyword?: string };
      return ok(
        USERS.filter((u) => u.text.includes(keyword)),
        '',
        0,
      );
    });
    backend.server.on(`GET /sys/dict/loadDictItem/${DICT}`, ok(['管理员'], '', 0));
  }

  it('shows the value’s label; the full-screen sheet searches (debounced) and picks', async () => {
    serveUsers();
    const onChange = vi.fn();
    renderPhone(
      <MobileDictSearchSelect
        dict={DICT}
        value="admin"
        debounceMs={100}
        aria-label="负责人"
        onChange={onChange}
      />,
    );
    const trigger = screen.getByRole('button', { name: '负责人' });
    await waitFor(() => expect(trigger).toHaveTextContent('管理员'));
    fireEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: '负责人' });
    await within(sheet).findByRole('radio', { name: '张三' });
    const box = within(sheet).getByPlaceholderText('请输入搜索内容');
    fireEvent.change(box, { target: { value: '李' } });
    fireEvent.change(box, { target: { value: '李四' } });
    expect(within(sheet).getByText('加载中…')).toBeInTheDocument();
    fireEvent.click(await within(sheet).findByRole('radio', { name: '李四' }));
    expect(onChange).toHaveBeenLastCalledWith('lisi', [{ value: 'lisi', label: '李四' }]);
    expect(callsTo(backend.server, `/sys/dict/loadDict/${DICT}`)).toEqual([
      { keyword: '', pageSize: 10 },
      { keyword: '李四', pageSize: 10 },
    ]);
  });

  it('no hits: 没有查询到任何数据; a failed search warns with the server message', async () => {
    serveUsers();
    renderPhone(<MobileDictSearchSelect dict={DICT} debounceMs={50} aria-label="负责人" />);
    fireEvent.click(screen.getByRole('button', { name: '负责人' }));
    const sheet = await screen.findByRole('dialog', { name: '负责人' });
    fireEvent.change(within(sheet).getByPlaceholderText('请输入搜索内容'), { target: { value: '不存在' } });
    expect(await within(sheet).findByText('没有查询到任何数据')).toBeInTheDocument();

    backend.server.on(`GET /sys/dict/loadDict/${DICT}`, fail('字典Code格式不正确！'));
    fireEvent.change(within(sheet).getByPlaceholderText('请输入搜索内容'), { target: { value: '张' } });
    await waitFor(() => expect(backend.ui.warning).toHaveBeenCalledWith('字典Code格式不正确！'));
  });

  it('multiple: checkboxes and 确定 store the values comma-joined', async () => {
    serveUsers();
    const onChange = vi.fn();
    renderPhone(<MobileDictSearchSelect dict={DICT} multiple aria-label="参与人" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '参与人' }));
    const sheet = await screen.findByRole('dialog', { name: '参与人' });
    fireEvent.click(await within(sheet).findByRole('checkbox', { name: '张三' }));
    fireEvent.click(within(sheet).getByRole('checkbox', { name: '李四' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenLastCalledWith('zhangsan,lisi', [
      { value: 'zhangsan', label: '张三' },
      { value: 'lisi', label: '李四' },
    ]);
  });
});

describe('MobileDictSwitch', () => {
  it('empty emits the second option; toggling stores first / second; query variant is a checkbox', () => {
    const onChange = vi.fn();
    renderPhone(<MobileDictSwitch aria-label="启用" value={null} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('N');
    fireEvent.click(screen.getByRole('switch', { name: '启用' }));
    expect(onChange).toHaveBeenLastCalledWith('Y');

    const onQuery = vi.fn();
    renderPhone(
      <MobileDictSwitch query options={['1', '0']} value="" onChange={onQuery}>
        仅有效
      </MobileDictSwitch>,
    );
    expect(onQuery).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: '仅有效' }));
    expect(onQuery).toHaveBeenLastCalledWith('1');
  });
});
