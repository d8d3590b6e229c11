import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { DictSearchSelect } from '../../../../../src/desktop/widgets/dict-select/dict-search-select';
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
const DICT = 'sys_user,realname,username';
const USERS = [
  { value: 'admin', text: '管理员' },
  { value: 'zhangsan', text: '张三' },
  { value: 'zhangwu', text: '张五' },
  { value: 'lisi', text: '李四' },
];

/** loadDict: keyword filters by text or value; loadDictItem: texts in key order (unknown → key). */
function serveUsers(extra: { delayMs?: number } = {}) {
  backend.server.on(`GET /sys/dict/loadDict/${DICT}`, (config: InternalAxiosRequestConfig) => {
    const { keyword = '', pageSize = 10 } = (config.params ?? {}) as { keyword?: string; pageSize?: number };
    const hits = USERS.filter((u) => u.text.includes(keyword) || u.value.includes(keyword)).slice(
      0,
      pageSize,
    );
    return { ...ok(hits, '', 0), ...extra };
  });
  backend.server.on(`GET /sys/dict/loadDictItem/${DICT}`, (config: InternalAxiosRequestConfig) => {
    const keys = String((config.params as { key: string }).key).split(',');
    return ok(
      keys.map((k) => USERS.find((u) => u.value === k)?.text ?? k),
      '',
      0,
    );
  });
}

const combo = () => screen.getByRole('combobox', { name: '负责人' });

describe('DictSearchSelect async (desktop)', () => {
  it('shows the label of the current value through loadDictItem', async () => {
    serveUsers();
    renderWidget(<DictSearchSelect dict={DICT} value="zhangsan" aria-label="负责人" />);
    await waitFor(() => expect(combo().closest('.ant-select')).toHaveTextContent('张三'));
    expect(callsTo(backend.server, `/sys/dict/loadDictItem/${DICT}`)).toEqual([
      { key: 'zhangsan', delNotExist: false },
    ]);
  });

  it('asks loadDictItem with table,text,code only (the condition part is dropped)', async () => {
    const withCondition = `${DICT},status=1`;
    backend.server.on(`GET /sys/dict/loadDictItem/${DICT}`, ok(['李四'], '', 0));
    renderWidget(<DictSearchSelect dict={withCondition} value="lisi" aria-label="负责人" />);
    await waitFor(() => expect(combo().closest('.ant-select')).toHaveTextContent('李四'));
  });

  it('opening loads the first page (keyword empty, page size 10); typing searches once after the debounce', async () => {
    serveUsers();
    const onChange = vi.fn();
    renderWidget(<DictSearchSelect dict={DICT} debounceMs={150} aria-label="负责人" onChange={onChange} />);
    openSelect(combo());
    await waitFor(() => expect(openOptionTitles()).toEqual(['管理员', '张三', '张五', '李四']));
    expect(callsTo(backend.server, `/sys/dict/loadDict/${DICT}`)).toEqual([{ keyword: '', pageSize: 10 }]);

    // Three keystrokes inside one debounce window → one request with the last keyword.
    fireEvent.change(combo(), { target: { value: '张' } });
    fireEvent.change(combo(), { target: { value: '张三' } });
    fireEvent.change(combo(), { target: { value: '张' } });
    await waitFor(() => expect(openOptionTitles()).toEqual(['张三', '张五']));
    expect(callsTo(backend.server, `/sys/dict/loadDict/${DICT}`)).toEqual([
      { keyword: '', pageSize: 10 },
      { keyword: '张', pageSize: 10 },
    ]);
    await chooseOption('张五');
    expect(onChange).toHaveBeenLastCalledWith('zhangwu', [{ value: 'zhangwu', label: '张五' }]);
  });

  it('the page size is a prop', async () => {
    serveUsers();
    renderWidget(<DictSearchSelect dict={DICT} pageSize={2} aria-label="负责人" />);
    openSelect(combo());
    await waitFor(() => expect(openOptionTitles()).toEqual(['管理员', '张三']));
    expect(callsTo(backend.server, `/sys/dict/loadDict/${DICT}`)).toEqual([{ keyword: '', pageSize: 2 }]);
  });

  it('texts: 加载中… while searching, 没有查询到任何数据 for no hits, 请输入搜索内容 before typing', async () => {
    serveUsers({ delayMs: 300 });
    renderWidget(<DictSearchSelect dict={DICT} debounceMs={50} aria-label="负责人" />);
    openSelect(combo());
    await waitFor(() => expect(openDropdownText()).toContain('加载中…'));
    await waitFor(() => expect(openOptionTitles()).toHaveLength(4));
    fireEvent.change(combo(), { target: { value: '不存在' } });
    await waitFor(() => expect(openDropdownText()).toContain('加载中…'));
    await waitFor(() => expect(openDropdownText()).toContain('没有查询到任何数据'));

    backend.server.on(`GET /sys/dict/loadDict/${DICT}`, ok([], '', 0));
    renderWidget(<DictSearchSelect dict={DICT} aria-label="空列表" />);
    openSelect(screen.getByRole('combobox', { name: '空列表' }));
    await waitFor(() => expect(openDropdownText()).toContain('请输入搜索内容'));
  });

  it('a failed search shows the server message as a warning and no options', async () => {
    backend.server.on(`GET /sys/dict/loadDict/${DICT}`, fail('字典Code格式不正确！'));
    renderWidget(<DictSearchSelect dict={DICT} aria-label="负责人" />);
    openSelect(combo());
    await waitFor(() => expect(backend.ui.warning).toHaveBeenCalledWith('字典Code格式不正确！'));
    expect(backend.ui.error).not.toHaveBeenCalled();
    expect(openOptionTitles()).toEqual([]);
  });

  it('multiple: values comma-joined, labels of every value', async () => {
    serveUsers();
    const onChange = vi.fn();
    renderWidget(
      <DictSearchSelect dict={DICT} multiple value="admin,lisi" aria-label="负责人" onChange={onChange} />,
    );
    await waitFor(() => {
      const tags = [...document.querySelectorAll('.ant-select-selection-item')].map((t) => t.textContent);
      expect(tags).toEqual(['管理员', '李四']);
    });
    openSelect(combo());
    await chooseOption('张三');
    expect(onChange).toHaveBeenLastCalledWith('admin,lisi,zhangsan', [
      { value: 'admin', label: '管理员' },
      { value: 'lisi', label: '李四' },
      { value: 'zhangsan', label: '张三' },
    ]);
  });
});

describe('DictSearchSelect without a dictionary (desktop)', () => {
  it('shows 字典Code不能为空! and asks nothing', async () => {
    renderWidget(<DictSearchSelect dict="" value="x" aria-label="负责人" />);
    expect(screen.getByRole('alert')).toHaveTextContent('字典Code不能为空!');
    await new Promise((r) => setTimeout(r, 50));
    expect(backend.server.requests).toHaveLength(0);
  });
});

describe('DictSearchSelect local (desktop)', () => {
  it('filters the dictionary options locally by label', async () => {
    localStore.set(STORAGE_KEYS.DICT_ALL, { sex: SEX });
    const onChange = vi.fn();
    renderWidget(<DictSearchSelect dict="sex" async={false} aria-label="负责人" onChange={onChange} />);
    openSelect(combo());
    await waitFor(() => expect(openOptionTitles()).toEqual(['男', '女']));
    fireEvent.change(combo(), { target: { value: '女' } });
    await waitFor(() => expect(openOptionTitles()).toEqual(['女']));
    await chooseOption('女');
    expect(onChange).toHaveBeenLastCalledWith('2', [{ value: '2', label: '女' }]);
    expect(backend.server.requests).toHaveLength(0);
  });
});
