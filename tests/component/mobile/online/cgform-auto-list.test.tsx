import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import CgformAutoListPage from '../../../../src/mobile/pages/online/cgform/cgform-auto-list-page';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import { grant } from '../../shared/list-page/list-fixtures';
import { bodyOf, paramsOf, requestsTo } from '../../shared/user-admin-fixtures';
import { renderPhone as renderWidget } from '../support/render-phone';
import {
  AREA_DESIGN,
  columnsWire,
  EXT_DESIGN,
  ITEM_DESIGN,
  ORDER_DESIGN,
  routeOf,
  seedOrderDicts,
} from './online-fixtures';

// antd-mobile's swipe/popup layers set pointer-events on wrappers that jsdom cannot lay out.
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const backend = setupFakeBackend();
const API = '/online/cgform/api';
const PREFIX = 'online:form:demo_order:';

const ORDERS = [
  { id: 'o1', orderNo: 'SO-001', status: '1', status_dictText: '已确认', amount: 12.5 },
  { id: 'o2', orderNo: 'SO-002', status: '2', status_dictText: '已取消', amount: 3 },
];

function fakeOrders() {
  const server = backend.server;
  server.on(`GET ${API}/getColumns/h1`, () => ok(columnsWire(ORDER_DESIGN, [ITEM_DESIGN])));
  server.on(`GET ${API}/getData/h1`, () =>
    ok({ records: ORDERS, total: ORDERS.length, current: 1, size: 10 }),
  );
  server.on(`GET ${API}/form/h1/o1`, () => ok({ ...ORDERS[0], remark: '加急' }));
  server.on(`GET ${API}/subForm/s1/o1`, () => ok([{ id: 'i1', orderId: 'o1', itemName: '螺栓' }]));
  server.on(`POST ${API}/form/h1`, () => ok('o3', '添加成功！'));
  server.on(`PUT ${API}/form/h1`, () => ok(null, '编辑成功!'));
  server.on(`DELETE ${API}/form/h1`, () => ok(null, '删除成功!'));
}

// The advanced query keeps its saved queries per route: the page renders inside a router.
const renderPhone = (ui: ReactNode) => renderWidget(<MemoryRouter>{ui}</MemoryRouter>);

const cardOf = (id: string) => document.querySelector(`[data-record-id="${id}"]`) as HTMLElement;
const lastList = () => {
  const calls = requestsTo(backend.server, 'GET', `${API}/getData/h1`);
  return calls[calls.length - 1]?.params ?? {};
};

async function renderOrders() {
  renderPhone(<CgformAutoListPage route={routeOf('h1')} />);
  await screen.findByRole('list', { name: '订单' });
  await waitFor(() => expect(cardOf('o2')).not.toBeNull());
}

describe('online form auto list (phone)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    seedOrderDicts();
    fakeOrders();
  });

  it('shows the records as cards with the dictionary texts', async () => {
    grant(`${PREFIX}list`);
    await renderOrders();
    expect(within(cardOf('o1')).getByLabelText('SO-001')).toHaveTextContent('订单号SO-001');
    expect(within(cardOf('o1')).getByText('已确认')).toBeInTheDocument();
    expect(within(cardOf('o2')).getByText('已取消')).toBeInTheDocument();
    expect(within(cardOf('o1')).queryByText('备注')).toBeNull();
    expect(lastList()).toMatchObject({ pageNo: 1, column: 'createTime', order: 'desc' });
  });

  it('the search bar, the 筛选 sheet and the sort choice send the list params', async () => {
    grant(`${PREFIX}list`);
    await renderOrders();
    await userEvent.type(screen.getByPlaceholderText('请输入订单号'), 'SO{Enter}');
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 1, orderNo: '*SO*' }));
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选' });
    await userEvent.click(await within(sheet).findByText('已取消'));
    await userEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 1, orderNo: '*SO*', status: '2' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '排序' }), '订单号 升序');
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: 1, column: 'orderNo', order: 'asc' }));
  });

  it('hides 新增, 编辑, 删除 and 导出 without the form’s button codes', async () => {
    grant(`${PREFIX}list`);
    await renderOrders();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    expect(within(cardOf('o1')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(cardOf('o1')).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('shows 导出 with the export code', async () => {
    grant(`${PREFIX}list`, `${PREFIX}export`);
    await renderOrders();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  it('新增 validates with the form’s rules, then posts the record with its sub rows', async () => {
    grant(`${PREFIX}add`);
    await renderOrders();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增' });
    await userEvent.type(within(form).getByLabelText('金额'), '1.234');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入订单号!')).toBeInTheDocument();
    expect(await within(form).findByText('金额最多8位整数、2位小数')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', `${API}/form/h1`)).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('金额'));
    await userEvent.type(within(form).getByLabelText('金额'), '8.5');
    await userEvent.type(within(form).getByLabelText(/^订单号/), 'SO-009');
    const items = await within(form).findByRole('region', { name: '订单明细' });
    await userEvent.click(within(items).getByRole('button', { name: '新增' }));
    const row = await screen.findByRole('dialog', { name: '编辑第1行' });
    await userEvent.type(within(row).getByRole('textbox', { name: '品名' }), '垫片');
    await userEvent.click(within(row).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑第1行' })).toBeNull());

    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', `${API}/form/h1`)).toHaveLength(1));
    const body = requestsTo(backend.server, 'POST', `${API}/form/h1`)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ orderNo: 'SO-009', amount: 8.5 });
    expect(body.demo_order_item).toEqual([expect.objectContaining({ itemName: '垫片' })]);
    expect(body.demo_order_item).toEqual([expect.not.objectContaining({ id: expect.anything() })]);
  });

  it('a one-to-one sub table is a plain form section validated with its own rules', async () => {
    backend.server.on(`GET ${API}/getColumns/h1`, () => ok(columnsWire(ORDER_DESIGN, [EXT_DESIGN])));
    grant(`${PREFIX}add`);
    await renderOrders();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增' });
    const ext = within(form).getByRole('region', { name: '订单扩展' });
    expect(within(ext).queryByLabelText('订单')).toBeNull();
    await userEvent.type(within(form).getByLabelText(/^订单号/), 'SO-010');
    await userEvent.type(within(ext).getByLabelText('联系人'), '123');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(ext).findByText(/^联系人格式不正确/)).toBeInTheDocument();
    expect(requestsTo(backend.server, 'POST', `${API}/form/h1`)).toHaveLength(0);
    await userEvent.clear(within(ext).getByLabelText('联系人'));
    await userEvent.type(within(ext).getByLabelText('联系人'), '13800138000');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', `${API}/form/h1`)).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', `${API}/form/h1`)[0]!.body).toMatchObject({
      orderNo: 'SO-010',
      demo_order_ext: [{ contact: '13800138000' }],
    });
  });

  it('编辑 loads the whole record and its sub rows, and saves them with PUT', async () => {
    grant(`${PREFIX}edit`);
    await renderOrders();
    await userEvent.click(within(cardOf('o1')).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog', { name: '编辑' });
    await waitFor(() => expect(within(form).getByLabelText('备注')).toHaveValue('加急'));
    const items = await within(form).findByRole('region', { name: '订单明细' });
    expect(await within(items).findByText('螺栓')).toBeInTheDocument();
    const no = within(form).getByLabelText(/^订单号/);
    await userEvent.clear(no);
    await userEvent.type(no, 'SO-001A');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', `${API}/form/h1`)).toHaveLength(1));
    const put = backend.server.requests.find((r) => r.method === 'put');
    expect(bodyOf(put!)).toMatchObject({
      id: 'o1',
      orderNo: 'SO-001A',
      remark: '加急',
      demo_order_item: [{ itemName: '螺栓' }],
    });
    expect(bodyOf(put!).demo_order_item).toEqual([expect.not.objectContaining({ orderId: 'o1' })]);
  });

  it('删除 asks first, then deletes the record', async () => {
    grant(`${PREFIX}delete`);
    await renderOrders();
    await userEvent.click(within(cardOf('o2')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除吗?')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'DELETE', `${API}/form/h1`)).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'DELETE', `${API}/form/h1`)[0]?.params).toEqual({ id: 'o2' }),
    );
  });

  it('shows the server’s message when the form cannot be loaded', async () => {
    backend.server.on(`GET ${API}/getColumns/h9`, () => ({
      body: { success: false, code: 500, message: '表单尚未同步数据库，请先同步', result: null },
    }));
    renderPhone(<CgformAutoListPage route={routeOf('h9')} />);
    expect(await screen.findByText('表单尚未同步数据库，请先同步')).toBeInTheDocument();
  });
});

describe('online tree form (phone)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    const server = backend.server;
    server.on(`GET ${API}/getColumns/h2`, () => ok(columnsWire(AREA_DESIGN)));
    server.on(`GET ${API}/getTreeData/h2`, (c) => {
      const pid = paramsOf(c).pid;
      const records = pid
        ? [{ id: 'a11', areaName: '太原市', pid: 'a1', hasChild: '0' }]
        : [{ id: 'a1', areaName: '山西省', pid: '0', hasChild: '1' }];
      return ok({ records, total: 1, current: 1, size: 10 });
    });
    grant('online:form:demo_area:add');
  });

  it('drills from the roots into the children and back, and 新增下级 starts from the node', async () => {
    renderPhone(<CgformAutoListPage route={routeOf('h2')} />);
    const root = await screen.findByLabelText('山西省');
    expect(requestsTo(backend.server, 'GET', `${API}/getTreeData/h2`)[0]!.params.pid).toBeUndefined();
    await userEvent.click(within(root).getByRole('button', { name: '下级' }));
    const child = await screen.findByLabelText('太原市');
    const calls = requestsTo(backend.server, 'GET', `${API}/getTreeData/h2`);
    expect(calls[calls.length - 1]!.params).toMatchObject({ pid: 'a1' });
    expect(within(child).queryByRole('button', { name: '下级' })).toBeNull();
    const trail = screen.getByRole('navigation', { name: '层级' });
    expect(within(trail).getByRole('button', { name: '/ 山西省' })).toBeInTheDocument();

    await userEvent.click(within(child).getByRole('button', { name: '新增下级' }));
    const form = await screen.findByRole('dialog', { name: '新增' });
    expect(within(form).getByLabelText('父级节点')).toHaveValue('a11');
    await userEvent.click(within(form).getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const second = await screen.findByRole('dialog', { name: '新增' });
    expect(within(second).getByLabelText('父级节点')).toHaveValue('a1');
    await userEvent.click(within(second).getByRole('button', { name: '返回' }));

    await userEvent.click(within(trail).getByRole('button', { name: '全部' }));
    expect(await screen.findByLabelText('山西省')).toBeInTheDocument();
  });
});
