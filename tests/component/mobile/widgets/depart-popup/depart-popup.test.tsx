import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DepartSelect } from '../../../../../src/mobile/widgets/pickers/depart-select/depart-select';
import { popupField, selDepartField } from '../../../../../src/mobile/widgets/popup-report/field-renderers';
import { PopupInput } from '../../../../../src/mobile/widgets/popup-report/popup-input';
import { clearReportCache } from '../../../../../src/shared/api/sys/report-api';
import type { GridColumn } from '../../../../../src/shared/domain/grid/column';
import {
  DEPART_TREE,
  QUERY_INFO,
  RP_COLUMNS,
  USERS,
  failBody,
  fakeNetwork,
  okBody,
  type SeenRequest,
} from '../../../shared/depart-popup/fixtures';
import { popupHarness } from '../../../shared/depart-popup/popup-harness';
import { renderPhone } from '../../support/render-phone';

let net: Awaited<ReturnType<typeof fakeNetwork>> | null = null;
beforeEach(() => clearReportCache());
afterEach(() => net?.restore());

async function backend(opts: { columns?: unknown } = {}) {
  net = await fakeNetwork((req: SeenRequest) => {
    if (req.url === '/sys/sysDepart/queryTreeList') return okBody(DEPART_TREE);
    if (req.url === '/online/cgreport/api/getRpColumns/demo_user') return opts.columns ?? okBody(RP_COLUMNS);
    if (req.url === '/online/cgreport/api/getQueryInfo/head1') return okBody(QUERY_INFO);
    if (req.url === '/online/cgreport/api/getData/head1') {
      const rows = USERS.filter((u) => !req.params.sex || u.sex === req.params.sex);
      return okBody({ records: rows, total: rows.length });
    }
    return undefined;
  });
}

function DepartHarness(props: { multi?: boolean; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <DepartSelect value={value} multi={props.multi} onChange={setValue} />
      <output aria-label="当前值">{value}</output>
    </>
  );
}

const screenOf = (name: string) => screen.getByRole('dialog', { name });
const box = (name: string) => within(screenOf('选择部门')).getByRole('checkbox', { name });

describe('phone department select', { timeout: 30_000 }, () => {
  it('full-screen tree: labels of the value, strict and linked multi modes', async () => {
    await backend();
    renderPhone(<DepartHarness initial="b" />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '请选择部门' })).toHaveValue('电厂'));
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    await user.click(screen.getByRole('button', { name: '选择部门' }));
    await screen.findByRole('dialog', { name: '选择部门' });
    expect(box('电厂')).toBeChecked();
    await user.click(box('总公司'));
    expect(box('营销部')).not.toBeChecked();
    await user.click(within(screenOf('选择部门')).getByRole('button', { name: '取消全选' }));
    await user.click(within(screenOf('选择部门')).getByRole('button', { name: '父子关联' }));
    await user.click(box('总公司'));
    expect(box('营销部')).toBeChecked();
    expect(box('调度中心')).toBeChecked();
    await user.click(within(screenOf('选择部门')).getByRole('button', { name: '合并全部' }));
    expect(within(screenOf('选择部门')).queryByRole('checkbox', { name: '营销部' })).toBeNull();
    await user.click(within(screenOf('选择部门')).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent('a,a1,a2');
  });

  it('single mode keeps only the newly checked department', async () => {
    await backend();
    renderPhone(<DepartHarness multi={false} />);
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    await user.click(screen.getByRole('button', { name: '选择部门' }));
    await screen.findByRole('dialog', { name: '选择部门' });
    await within(screenOf('选择部门')).findByRole('checkbox', { name: '营销部' });
    expect(within(screenOf('选择部门')).queryByRole('button', { name: '父子关联' })).toBeNull();
    await user.click(box('营销部'));
    await user.click(box('电厂'));
    expect(box('营销部')).not.toBeChecked();
    await user.click(within(screenOf('选择部门')).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent(/^b$/);
  });
});

const PopupHarness = popupHarness(PopupInput);

describe('phone online report popup', { timeout: 30_000 }, () => {
  it('full screen: query items, collapse, 请选择一条记录, field mapping', async () => {
    await backend();
    renderPhone(<PopupHarness sorter="username=asc" />);
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    await user.click(screen.getByRole('button', { name: '打开选择用户' }));
    const dialog = await screen.findByRole('dialog', { name: '用户选择' });
    await within(dialog).findByRole('radio', { name: 'alice' });
    const data = net?.seen.filter((r) => r.url.endsWith('getData/head1')) ?? [];
    expect(data.at(-1)?.params).toMatchObject({
      pageNo: '1',
      pageSize: '10',
      column: 'username',
      order: 'asc',
    });
    expect(within(dialog).queryByRole('combobox', { name: '性别' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '展开' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '性别' }), '男');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(dialog).queryByRole('radio', { name: 'alice' })).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择一条记录')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'bob' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '选择用户' })).toHaveValue('bob'));
    expect(screen.getByRole('status', { name: '映射结果' })).toHaveTextContent(
      '{"account":"bob","name":"鲍勃"}',
    );
  });

  it('init failure shows 出错了 with the fixed text and the server message', async () => {
    await backend({ columns: failBody('实体不存在') });
    renderPhone(<PopupHarness sorter="username=asc" />);
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    await user.click(screen.getByRole('button', { name: '打开选择用户' }));
    expect(
      await screen.findByText('Popup初始化失败，请检查你的配置或稍后重试！实体不存在'),
    ).toBeInTheDocument();
    expect(screen.getByText('出错了')).toBeInTheDocument();
  });

  it('field renderers: sel_depart and popup controls write the field value', async () => {
    await backend();
    const col = (c: Partial<GridColumn>): GridColumn => ({ key: 'k', title: 't', type: 'popup', ...c });
    function Fields() {
      const [dept, setDept] = useState<unknown>('a2');
      const [acc, setAcc] = useState<unknown>('');
      return (
        <>
          {selDepartField({
            column: col({ key: 'dept', type: 'sel_depart' }),
            options: [],
            disabled: false,
            placeholder: '',
            label: '部门',
            value: dept,
            onChange: setDept,
          })}
          {popupField({
            column: col({
              key: 'account',
              popupCode: 'demo_user',
              orgFields: 'username',
              destFields: 'account',
            }),
            options: [],
            disabled: false,
            placeholder: '',
            label: '账号',
            value: acc,
            onChange: setAcc,
          })}
          {popupField({
            column: col({ key: 'bad', popupCode: 'demo_user', orgFields: 'a,b', destFields: 'x' }),
            options: [],
            disabled: false,
            placeholder: '',
            label: '坏配置',
          })}
        </>
      );
    }
    renderPhone(<Fields />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '部门' })).toHaveValue('调度中心'));
    expect(screen.getByRole('alert')).toHaveTextContent('popup参数未正确配置,原始值和目标值数量不一致!');
    expect(screen.getByRole('button', { name: '打开坏配置' })).toBeDisabled();
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    await user.click(screen.getByRole('button', { name: '打开账号' }));
    const dialog = await screen.findByRole('dialog', { name: '用户选择' });
    await user.click(await within(dialog).findByRole('radio', { name: 'carol' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '账号' })).toHaveValue('carol'));
  });
});
