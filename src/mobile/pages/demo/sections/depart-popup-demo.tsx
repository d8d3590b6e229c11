import { useState } from 'react';
import { Card, List } from 'antd-mobile';
import { DepartSelect } from '../../../widgets/pickers/depart-select/depart-select';
import { PopupInput } from '../../../widgets/popup-report/popup-input';

/** The phone's department select and report popup (both full screen) against the real server. */
export default function DepartPopupDemo() {
  const [departs, setDeparts] = useState('');
  const [single, setSingle] = useState('');
  const [user, setUser] = useState<Record<string, string>>({});
  return (
    <Card title="部门选择与报表弹窗">
      <List>
        <List.Item title="部门多选">
          <DepartSelect ariaLabel="部门多选" value={departs} onChange={setDeparts} />
          <output aria-label="部门多选的值">{departs}</output>
        </List.Item>
        <List.Item title="部门单选">
          <DepartSelect ariaLabel="部门单选" multi={false} value={single} onChange={setSingle} />
          <output aria-label="部门单选的值">{single}</output>
        </List.Item>
        <List.Item title="报表弹窗（用户）">
          <PopupInput
            ariaLabel="报表弹窗（用户）"
            code="demo_user"
            orgFields="username,realname"
            destFields="account,name"
            field="account"
            value={user.account ?? ''}
            onChange={(_, mapped) => setUser(mapped)}
          />
          <output aria-label="报表弹窗（用户）的值">{JSON.stringify(user)}</output>
        </List.Item>
      </List>
    </Card>
  );
}
