import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessSelect } from '../../../../../src/desktop/widgets/pickers/business-select/business-select';
import { mockNetwork, ok, renderDesktop } from '../../desktop-test-utils';

const POSITIONS = Array.from({ length: 12 }, (_, i) => ({
  id: `p${i + 1}`,
  code: `C${i + 1}`,
  name: i === 0 ? '一个名字非常非常长的职务名称示例' : `职务${i + 1}`,
}));

let net: ReturnType<typeof mockNetwork> | null = null;
afterEach(() => net?.restore());

function backend() {
  net = mockNetwork((req) => {
    if (req.url !== '/sys/position/list') return undefined;
    const p = req.params as Record<string, string>;
    let rows = POSITIONS;
    if (p.id) rows = rows.filter((r) => p.id?.split(',').includes(r.id));
    if (p.name) rows = rows.filter((r) => r.name.includes(p.name?.replace(/\*/g, '') ?? ''));
    const size = Number(p.pageSize);
    const start = (Number(p.pageNo) - 1) * size;
    return ok({ records: rows.slice(start, start + size), total: rows.length });
  });
}

function Harness({ multi, initial }: { multi?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial ?? '');
  return (
    <>
      <BusinessSelect
        title="选择职务"
        listUrl="/sys/position/list"
        labelKey="name"
        columns={[
          { dataIndex: 'name', title: '职务名称' },
          { dataIndex: 'code', title: '职务编码' },
        ]}
        multi={multi}
        value={value}
        onChange={setValue}
      />
      <output aria-label="当前值">{value}</output>
    </>
  );
}

const dialog = () => screen.getByRole('dialog');
const listTable = () => within(dialog()).getByRole('table', { name: '待选记录' });
// With a scroll height antd splits header and body into two tables: the body is the last.
const chosenTable = () => within(dialog()).getAllByRole('table', { name: '已选记录' }).at(-1) as HTMLElement;
const lastList = () =>
  net?.requests.filter((r) => r.url === '/sys/position/list').at(-1)?.params as Record<string, string>;

describe('desktop business selector', { timeout: 40_000 }, () => {
  it('pages by 5 with a size changer; the selection table cuts cells at 12 characters', async () => {
    backend();
    renderDesktop(<Harness multi initial="p2" />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '选择职务' })).toHaveValue('职务2'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '打开选择职务' }));
    await within(await screen.findByRole('dialog')).findByText('职务3');
    expect(lastList()).toMatchObject({ pageNo: 1, pageSize: 5 });
    expect(within(listTable()).getAllByRole('row')).toHaveLength(6);
    expect(within(dialog()).getByText('1-5 共 12 条')).toBeInTheDocument();
    // The existing value is already in the selected table.
    expect(within(chosenTable()).getByText('职务2')).toBeInTheDocument();
    await user.click(within(listTable()).getByText('一个名字非常非常长的职务名称示例'));
    expect(within(chosenTable()).getByText('一个名字非常非常长的职务...')).toBeInTheDocument();
    const body = chosenTable().closest('.ant-table-body') as HTMLElement | null;
    expect(body?.style.maxHeight).toBe('240px');
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent('p2,p1');
  });

  it('searches the label field as contains, single mode keeps one record', async () => {
    backend();
    renderDesktop(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '打开选择职务' }));
    await within(await screen.findByRole('dialog')).findByText('职务3');
    await user.type(within(dialog()).getByRole('searchbox', { name: '请输入搜索内容' }), '职务1{Enter}');
    await waitFor(() => expect(lastList()).toMatchObject({ name: '*职务1*', pageNo: 1 }));
    await within(listTable()).findByText('职务10');
    await user.click(within(listTable()).getByText('职务10'));
    await user.click(within(listTable()).getByText('职务11'));
    expect(within(chosenTable()).queryByText('职务10')).toBeNull();
    await user.click(within(chosenTable()).getByRole('button', { name: '删除' }));
    await user.click(within(listTable()).getByText('职务12'));
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('status', { name: '当前值' })).toHaveTextContent('p12');
  });
});
