import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CgreportAutoListPage from '../../../../src/mobile/pages/online/cgreport/cgreport-auto-list-page';
import { captureSaves } from '../../shared/excel/save-spy';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import { paramsOf, requestsTo } from '../../shared/user-admin-fixtures';
import { renderPhone } from '../support/render-phone';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const backend = setupFakeBackend();
const BASE = '/online/cgreport';
const API = `${BASE}/api`;

const column = (dataIndex: string, title: string, extra: Record<string, unknown> = {}) => ({
  title,
  dataIndex,
  fieldType: 'String',
  align: 'center',
  sorter: 'false',
  isTotal: '0',
  groupTitle: null,
  ...extra,
});

// 12 rows: two pages of 10.
const ROWS = Array.from({ length: 12 }, (_, i) => ({
  depart_name: `部门${i + 1}`,
  org_category: i % 2 === 0 ? '1' : '2',
}));

function fakeReports() {
  const server = backend.server;
  server.on(`GET ${BASE}/head/list`, () =>
    ok({
      records: [
        { id: 'h1', code: 'rpt_depart', name: '部门统计' },
        { id: 'h2', code: 'rpt_user', name: '用户统计' },
      ],
      total: 2,
    }),
  );
  server.on(`GET ${API}/getRpColumns/rpt_depart`, () =>
    ok({
      cgRpConfigId: 'h1',
      cgRpConfigName: '部门统计',
      columns: [
        column('depart_name', '部门名称', { sorter: 'true' }),
        column('org_category', '机构类别', { customRender: 'org_category' }),
      ],
      dictOptions: {
        org_category: [
          { value: '1', text: '公司' },
          { value: '2', text: '部门' },
        ],
      },
      fieldHrefSlots: [],
      isGroupTitle: false,
    }),
  );
  server.on(`GET ${API}/getQueryInfo/h1`, () =>
    ok([{ field: 'depart_name', label: '部门名称', view: 'string', mode: 'single' }]),
  );
  server.on(`GET ${API}/getData/h1`, (c) => {
    const p = paramsOf(c);
    const name = String(p.depart_name ?? '').replace(/^\*|\*$/g, '');
    const rows = ROWS.filter((r) => !name || r.depart_name === name);
    const pageNo = Number(p.pageNo ?? 1);
    const size = Number(p.pageSize ?? 10);
    return ok({ records: rows.slice((pageNo - 1) * size, pageNo * size), total: rows.length });
  });
  server.on(`GET ${API}/getRpColumns/rpt_user`, () =>
    ok({
      cgRpConfigId: 'h2',
      cgRpConfigName: '用户统计',
      columns: [column('username', '用户名')],
      dictOptions: {},
      fieldHrefSlots: [],
      isGroupTitle: false,
    }),
  );
  server.on(`GET ${API}/getQueryInfo/h2`, () => ok([]));
  server.on(`GET ${API}/getData/h2`, () => ok({ records: [{ username: 'admin' }], total: 1 }));
}

const cards = () => within(screen.getByRole('list', { name: '部门统计' })).queryAllByRole('listitem');

describe('报表 (phone)', { timeout: 30_000 }, () => {
  let restore: (() => void) | null = null;
  beforeEach(() => {
    fakeReports();
    // jsdom has no layout: an offset parent lets InfiniteScroll measure (its sentinel is always in view).
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    restore = () => {
      if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original);
    };
  });
  afterEach(() => restore?.());

  it('shows the first report’s rows as cards with dictionary texts and pages on by scrolling', async () => {
    renderPhone(<CgreportAutoListPage route={null} />);
    await screen.findByRole('list', { name: '部门统计' });
    await waitFor(() => expect(cards()).toHaveLength(12), { timeout: 5000 });
    const first = cards()[0]!;
    expect(within(first).getByText('部门1')).toBeInTheDocument();
    expect(within(first).getByText('公司')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('部门')).toBeInTheDocument();
    const pages = requestsTo(backend.server, 'GET', `${API}/getData/h1`).map((r) => String(r.params.pageNo));
    expect(pages).toEqual(['1', '2']);
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
  });

  it('searches with the report’s fields, sorts by a sortable column and switches reports', async () => {
    renderPhone(<CgreportAutoListPage route={null} />);
    await screen.findByRole('list', { name: '部门统计' });
    await userEvent.type(screen.getByLabelText('部门名称'), '部门3');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(requestsTo(backend.server, 'GET', `${API}/getData/h1`).at(-1)!.params).toMatchObject({
      depart_name: '*部门3*',
      pageNo: '1',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '排序' }), '部门名称 降序');
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', `${API}/getData/h1`).at(-1)!.params).toMatchObject({
        column: 'depart_name',
        order: 'desc',
      }),
    );
    await userEvent.click(within(screen.getByRole('group', { name: '报表' })).getByText('用户统计'));
    const other = await screen.findByRole('list', { name: '用户统计' });
    expect(await within(other).findByText('admin')).toBeInTheDocument();
  });

  it('a slow search answer is not overtaken by the next page of the same search', async () => {
    renderPhone(<CgreportAutoListPage route={null} />);
    await waitFor(() => expect(cards()).toHaveLength(12));
    // The searched page 1 takes a while (a phone network): the old total (12) must not make the
    // list ask for page 2 of the new search meanwhile, which would drop page 1 and keep old rows.
    backend.server.on(`GET ${API}/getData/h1`, (c) => {
      const p = paramsOf(c);
      const found = ROWS.filter((r) => `*${r.depart_name}*` === p.depart_name);
      return { ...ok({ records: found, total: found.length }), delayMs: 300 };
    });
    await userEvent.type(screen.getByLabelText('部门名称'), '部门3');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('部门3')).toBeInTheDocument();
    const searched = requestsTo(backend.server, 'GET', `${API}/getData/h1`).filter(
      (r) => r.params.depart_name,
    );
    expect(searched.map((r) => String(r.params.pageNo))).toEqual(['1']);
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
  });

  it('导出 downloads the report with the search values', async () => {
    backend.server.on(`GET ${API}/exportXls/h1`, {
      body: new Blob(['xls'], { type: 'application/vnd.ms-excel' }),
    });
    const saved = captureSaves();
    renderPhone(<CgreportAutoListPage route={null} />);
    await screen.findByRole('list', { name: '部门统计' });
    await userEvent.type(screen.getByLabelText('部门名称'), '部门2');
    await userEvent.click(await screen.findByRole('button', { name: '导出' }));
    await vi.waitFor(() => expect(saved).toEqual(['部门统计.xls']));
    expect(requestsTo(backend.server, 'GET', `${API}/exportXls/h1`)[0]!.params).toMatchObject({
      depart_name: '*部门2*',
    });
  });
});
