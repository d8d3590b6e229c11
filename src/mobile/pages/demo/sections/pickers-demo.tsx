import { useState } from 'react';
import { Card, List } from 'antd-mobile';
import { PositionPickerField } from '../../../widgets/pickers/position-picker';
import { RolePickerField } from '../../../widgets/pickers/role-picker';
import { UserPickerField } from '../../../widgets/pickers/user-picker';

/** Prints a picker's current value so a browser test can read it. */
function Value({ label, value }: { label: string; value: string }) {
  return <output aria-label={`${label}的值`}>{value}</output>;
}

/** The phone's user, role and position pickers (full screen) against the signed-in tenant's data. */
export default function PickersDemo() {
  const [users, setUsers] = useState('admin');
  const [roles, setRoles] = useState('');
  const [position, setPosition] = useState('');
  return (
    <Card title="用户、角色、职务选择">
      <List>
        <List.Item title="选择用户（多选）" description={<Value label="选择用户（多选）" value={users} />}>
          <UserPickerField aria-label="选择用户（多选）" value={users} onChange={setUsers} />
        </List.Item>
        <List.Item title="选择角色" description={<Value label="选择角色" value={roles} />}>
          <RolePickerField aria-label="选择角色" value={roles} onChange={setRoles} />
        </List.Item>
        <List.Item title="选择职务" description={<Value label="选择职务" value={position} />}>
          <PositionPickerField aria-label="选择职务" mode="single" value={position} onChange={setPosition} />
        </List.Item>
      </List>
    </Card>
  );
}
