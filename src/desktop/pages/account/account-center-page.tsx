import { Avatar, Card, Descriptions, List, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { currentUserDepartsQueryOptions } from '../../../shared/api/sys/user-api';
import { useSession } from '../../../shared/session/session-store';

/** account/center/Index: the signed-in user's profile and departments. */
export default function AccountCenterPage() {
  const userInfo = useSession((s) => s.userInfo);
  const departs = useQuery(currentUserDepartsQueryOptions());
  return (
    <div>
      <Card title="个人信息" style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
          <Avatar size={64} src={userInfo?.avatar || undefined} icon={<UserOutlined />} alt="头像" />
          <Descriptions column={2} style={{ flex: 1 }}>
            <Descriptions.Item label="姓名">{userInfo?.realname ?? ''}</Descriptions.Item>
            <Descriptions.Item label="账号">{userInfo?.username ?? ''}</Descriptions.Item>
            <Descriptions.Item label="工号">{userInfo?.workNo ?? ''}</Descriptions.Item>
            <Descriptions.Item label="手机号">{userInfo?.phone ?? ''}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{userInfo?.email ?? ''}</Descriptions.Item>
            <Descriptions.Item label="职务">{userInfo?.post ?? ''}</Descriptions.Item>
          </Descriptions>
        </div>
      </Card>
      <Card title="所属部门">
        <List
          loading={departs.isPending}
          dataSource={departs.data?.list ?? []}
          locale={{ emptyText: '您尚未设置部门信息!' }}
          renderItem={(d) => (
            <List.Item>
              <span>{d.departName}</span>
              {d.orgCode === departs.data?.orgCode ? <Tag color="blue">当前部门</Tag> : null}
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
