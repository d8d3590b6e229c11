import { Avatar, Card, Popconfirm, Tag, Tooltip } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { ONLINE_URLS, forceLogout, type OnlineUserRecord } from '../../../../shared/api/sys/online-api';
import { staticFileUrl } from '../../../../shared/api/static-url';
import { summarizeUserAgent } from '../../../../shared/domain/device/user-agent-summary';
import { PERM } from '../../../../shared/domain/permission/codes';
import { onlineUserSchema } from '../../../../shared/domain/resources/online-user';
import { useListPage } from '../../../../shared/hooks/list-page/use-list-page';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceTable } from '../../../widgets/list-page/resource-table';
import { SearchForm } from '../../../widgets/list-page/search-form';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';

export const FORCE_LOGOUT_CONFIRM = '确定要强制退出该用户吗?';

const COLUMNS = {
  avatar: (value: unknown) => (
    <Avatar
      size="small"
      src={staticFileUrl(typeof value === 'string' ? value : null)}
      icon={<UserOutlined />}
      alt=""
    />
  ),
  userAgent: (value: unknown) => {
    const ua = typeof value === 'string' ? value : '';
    return (
      <Tooltip title={ua}>
        <span>{summarizeUserAgent(ua)}</span>
      </Tooltip>
    );
  },
};

/**
 * 在线用户 ('system/SysUserOnlineList'): who is signed in, from where, since when. 强制退出 ends that
 * session on the server at once; the caller's own session is marked and cannot be forced out.
 */
export default function OnlineUserListPage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const list = useListPage<OnlineUserRecord>({ url: ONLINE_URLS, ui, schema: onlineUserSchema });
  const perm = useListPermissions(onlineUserSchema.permissionPrefix);
  const canForce = perm.has(PERM.online.forceLogout);

  const kick = async (record: OnlineUserRecord) => {
    try {
      const res = await forceLogout(record.id);
      if (!res.success) {
        ui.warning(res.message);
        return;
      }
      ui.success(res.message);
      await list.loadData();
    } catch {
      // The interceptor showed the transport error.
    }
  };

  return (
    <Card variant="borderless" className="cwxt-list-page">
      {holder}
      <SearchForm
        schema={onlineUserSchema}
        onSearch={(q) => void list.searchQuery(q)}
        onReset={() => void list.searchReset()}
      />
      <ResourceTable<OnlineUserRecord>
        list={list}
        schema={onlineUserSchema}
        selectable={false}
        columnRender={COLUMNS}
        actionsWidth={110}
        renderActions={(record) => {
          if (record.current) return <Tag color="blue">当前会话</Tag>;
          if (!canForce) return null;
          return (
            <Popconfirm
              title={FORCE_LOGOUT_CONFIRM}
              okText="确定"
              cancelText="取消"
              onConfirm={() => kick(record)}
            >
              <a role="button" tabIndex={0}>
                强制退出
              </a>
            </Popconfirm>
          );
        }}
      />
    </Card>
  );
}
