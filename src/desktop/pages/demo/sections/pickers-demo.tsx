import { useState } from 'react';
import { Card, Descriptions } from 'antd';
import { PositionSelect } from '../../../widgets/pickers/position-picker';
import { RoleSelect } from '../../../widgets/pickers/role-picker';
import { UserSelect } from '../../../widgets/pickers/user-select';

/** Prints a picker's current value so a browser test can read it. */
function Value({ label, value }: { label: string; value: string }) {
  return <output aria-label={`${label}的值`}>{value}</output>;
}

/** The user (multi and single), role and position pickers against the signed-in tenant's data. */
export default function PickersDemo() {
  const [users, setUsers] = useState('admin');
  const [user, setUser] = useState('');
  const [roles, setRoles] = useState('');
  const [position, setPosition] = useState('');
  return (
    <Card title="用户、角色、职务选择" size="small">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="选择用户（多选）">
          <UserSelect aria-label="选择用户（多选）" value={users} onChange={setUsers} />
          <Value label="选择用户（多选）" value={users} />
        </Descriptions.Item>
        <Descriptions.Item label="选择用户（单选，存id）">
          <UserSelect
            aria-label="选择用户（单选，存id）"
            mode="single"
            storeField="id"
            value={user}
            onChange={setUser}
          />
          <Value label="选择用户（单选，存id）" value={user} />
        </Descriptions.Item>
        <Descriptions.Item label="选择角色">
          <RoleSelect aria-label="选择角色" value={roles} onChange={setRoles} />
          <Value label="选择角色" value={roles} />
        </Descriptions.Item>
        <Descriptions.Item label="选择职务">
          <PositionSelect aria-label="选择职务" mode="single" value={position} onChange={setPosition} />
          <Value label="选择职务" value={position} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
