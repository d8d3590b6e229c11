import { useState, type ReactNode } from 'react';
import { Card, Descriptions } from 'antd';
import { BusinessSelect } from '../../../widgets/pickers/business-select/business-select';
import { DepartSelect } from '../../../widgets/pickers/depart-select/depart-select';
import { PopupInput } from '../../../widgets/popup-report/popup-input';

// Descriptions reads its items' props, so a row is an item object (a wrapper component would
// lose the printed value).
function row(label: string, value: string, widget: ReactNode) {
  return {
    key: label,
    label,
    children: (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <div style={{ flex: 1, minWidth: 0 }}>{widget}</div>
        <output aria-label={`${label}的值`}>{value}</output>
      </div>
    ),
  };
}

/** Department select, business selector and the online report popup against the real server. */
export default function DepartPopupDemo() {
  const [departs, setDeparts] = useState('');
  const [orgCode, setOrgCode] = useState('');
  const [positions, setPositions] = useState('');
  const [user, setUser] = useState<Record<string, string>>({});
  const [depart, setDepart] = useState<Record<string, string>>({});
  const items = [
    row('部门多选', departs, <DepartSelect ariaLabel="部门多选" value={departs} onChange={setDeparts} />),
    row(
      '部门单选（机构编码）',
      orgCode,
      <DepartSelect
        ariaLabel="部门单选（机构编码）"
        multi={false}
        valueField="orgCode"
        value={orgCode}
        onChange={setOrgCode}
      />,
    ),
    row(
      '业务选择（职务）',
      positions,
      <BusinessSelect
        title="选择职务"
        listUrl="/sys/position/list"
        labelKey="name"
        columns={[
          { dataIndex: 'name', title: '职务名称' },
          { dataIndex: 'code', title: '职务编码' },
        ]}
        multi
        value={positions}
        onChange={setPositions}
      />,
    ),
    row(
      '报表弹窗（用户）',
      JSON.stringify(user),
      <PopupInput
        ariaLabel="报表弹窗（用户）"
        code="demo_user"
        orgFields="username,realname"
        destFields="account,name"
        field="account"
        sorter="username=asc"
        value={user.account ?? ''}
        onChange={(_, mapped) => setUser(mapped)}
      />,
    ),
    row(
      '报表弹窗（部门，多选）',
      JSON.stringify(depart),
      <PopupInput
        ariaLabel="报表弹窗（部门，多选）"
        code="demo_depart"
        orgFields="id,departName"
        destFields="departIds,departNames"
        field="departNames"
        multi
        value={depart.departNames ?? ''}
        onChange={(_, mapped) => setDepart(mapped)}
      />,
    ),
  ];
  return (
    <Card title="部门选择与报表弹窗" size="small">
      <Descriptions column={1} bordered size="small" items={items} />
    </Card>
  );
}
