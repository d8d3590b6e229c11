import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DictMultiSelect } from '../../../../../src/desktop/widgets/dict-select/dict-multi-select';
import { DictSelect } from '../../../../../src/desktop/widgets/dict-select/dict-select';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok } from '../../../shared/fake-server';
import {
  SEX,
  callsTo,
  chooseOption,
  openDropdownText,
  openOptionTitles,
  openSelect,
  renderWidget,
} from './dict-harness';

const backend = setupFakeBackend();

describe('DictSelect (desktop)', () => {
  it('select: options from the login cache (no request), first option 请选择, choosing emits the value', async () => {
    localStore.set(STORAGE_KEYS.DICT_ALL, { sex: SEX });
    const onChange = vi.fn();
    renderWidget(<DictSelect dictCode="sex" aria-label="性别" value="1" onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: '性别' });
    openSelect(box);
    await waitFor(() => expect(openOptionTitles()).toEqual(['请选择', '男', '女']));
    await chooseOption('女');
    expect(onChange).toHaveBeenLastCalledWith('2', { value: '2', label: '女' });
    expect(callsTo(backend.server, '/sys/dict/getDictItems/sex')).toHaveLength(0);
  });

  it('select: 请选择 clears the value; placeholder 请选择 when empty', async () => {
    localStore.set(STORAGE_KEYS.DICT_ALL, { sex: SEX });
    const onChange = vi.fn();
    renderWidget(<DictSelect dictCode="sex" aria-label="性别" value="2" onChange={onChange} />);
    openSelect(screen.getByRole('combobox', { name: '性别' }));
    await chooseOption('请选择');
    expect(onChange).toHaveBeenLastCalledWith('', undefined);
    renderWidget(<DictSelect dictCode="sex" aria-label="性别2" />);
    expect(screen.getByRole('combobox', { name: '性别2' }).closest('.ant-select')).toHaveTextContent(
      '请选择',
    );
  });

  it('radio: options from getDictItems when not cached', async () => {
    backend.server.on('GET /sys/dict/getDictItems/sex', ok(SEX, '', 0));
    const onChange = vi.fn();
    renderWidget(<DictSelect dictCode="sex" type="radio" aria-label="性别" value="1" onChange={onChange} />);
    const male = await screen.findByRole('radio', { name: '男' });
    expect(male).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '女' }));
    expect(onChange).toHaveBeenLastCalledWith('2', { value: '2', label: '女' });
    expect(callsTo(backend.server, '/sys/dict/getDictItems/sex')).toHaveLength(1);
  });

  it('radio buttons: static options (text | label | title) are used instead of the dictionary', async () => {
    const onChange = vi.fn();
    renderWidget(
      <DictSelect
        type="radioButton"
        aria-label="优先级"
        options={[
          { value: 'L', text: '低' },
          { value: 'M', label: '中' },
          { value: 'H', title: '高' },
        ]}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: '高' }));
    expect(onChange).toHaveBeenLastCalledWith('H', { value: 'H', label: '高' });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(backend.server.requests).toHaveLength(0);
  });

  it('success false gives empty options: only 请选择 remains, the multi select reads 没有查询到任何数据', async () => {
    backend.server.on('GET /sys/dict/getDictItems/nope', fail('字典不存在'));
    renderWidget(<DictSelect dictCode="nope" aria-label="空字典" />);
    await waitFor(() => expect(callsTo(backend.server, '/sys/dict/getDictItems/nope')).toHaveLength(1));
    openSelect(screen.getByRole('combobox', { name: '空字典' }));
    await waitFor(() => expect(openOptionTitles()).toEqual(['请选择']));
    renderWidget(<DictSelect dictCode="nope" type="radio" aria-label="空字典单选" />);
    await waitFor(() => expect(screen.queryAllByRole('radio')).toHaveLength(0));
    renderWidget(<DictMultiSelect dictCode="nope" aria-label="空字典多选" />);
    openSelect(screen.getByRole('combobox', { name: '空字典多选' }));
    await waitFor(() => expect(openDropdownText()).toContain('没有查询到任何数据'));
  });

  it('an empty code shows 字典Code不能为空! and asks nothing', () => {
    renderWidget(<DictSelect dictCode="" aria-label="无" />);
    expect(screen.getByRole('alert')).toHaveTextContent('字典Code不能为空!');
    expect(backend.server.requests).toHaveLength(0);
  });
});

describe('DictMultiSelect (desktop)', () => {
  it('checkbox group: the value is comma-joined', async () => {
    backend.server.on(
      'GET /sys/dict/getDictItems/priority',
      ok(
        [
          { value: 'L', text: '低' },
          { value: 'M', text: '中' },
          { value: 'H', text: '高' },
        ],
        '',
        0,
      ),
    );
    const onChange = vi.fn();
    const { rerender } = renderWidget(
      <DictMultiSelect
        dictCode="priority"
        type="checkbox"
        aria-label="优先级"
        value="L"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: '优先级' });
    fireEvent.click(await within(group).findByRole('checkbox', { name: '高' }));
    expect(onChange).toHaveBeenLastCalledWith('L,H');
    rerender(
      <DictMultiSelect
        dictCode="priority"
        type="checkbox"
        aria-label="优先级"
        value=""
        onChange={onChange}
      />,
    );
    expect(within(group).getByRole('checkbox', { name: '低' })).not.toBeChecked();
  });

  it('multiple select: shows each chosen label and adds a choice with a comma', async () => {
    localStore.set(STORAGE_KEYS.DICT_ALL, { sex: SEX });
    const onChange = vi.fn();
    renderWidget(<DictMultiSelect dictCode="sex" aria-label="性别" value="1" onChange={onChange} />);
    await waitFor(() => expect(document.querySelector('.ant-select-selection-item')).toHaveTextContent('男'));
    openSelect(screen.getByRole('combobox', { name: '性别' }));
    await chooseOption('女');
    expect(onChange).toHaveBeenLastCalledWith('1,2');
    expect(openDropdownText()).not.toContain('请选择');
  });

  it('an empty code shows 字典Code不能为空!', () => {
    renderWidget(<DictMultiSelect aria-label="无" />);
    expect(screen.getByRole('alert')).toHaveTextContent('字典Code不能为空!');
  });
});
