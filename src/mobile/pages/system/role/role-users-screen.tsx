import { useState } from 'react';
import { Button, Card, ErrorBlock, InfiniteScroll, SearchBar } from 'antd-mobile';
import { ROLE_URLS, removeUserFromRole, type RoleRecord } from '../../../../shared/api/sys/role-api';
import type { UserRow } from '../../../../shared/api/sys/depart-api';
import { sysUserSchema } from '../../../../shared/domain/resources/sys-user';
import { useListPage } from '../../../../shared/hooks/list-page/use-list-page';
import { FullScreenDialog } from '../../../ui/full-screen-dialog';
import { MOBILE_LIST_UI } from '../../../widgets/card-list/mobile-list-ui';
import '../../../widgets/card-list/card-list.css';

/** Asked before a user loses the role. */
export const UNLINK_CONFIRM = { title: '提示', content: '确定要取消该用户与角色的关联吗?' } as const;

function UserCard({ user, onUnlink }: { user: UserRow; onUnlink?: () => void }) {
  const name = user.realname || user.username;
  const lines: [string, unknown][] = [
    ['账号', user.username],
    ['手机号', user.phone],
    ['部门', user.orgCodeTxt],
  ];
  return (
    <Card className="cwxt-m-card" title={name} aria-label={name}>
      {lines.map(([label, value]) => (
        <div key={label} className="cwxt-m-card-row">
          <span className="cwxt-m-card-label">{label}</span>
          <span className="cwxt-m-card-value">{value ? String(value) : ''}</span>
        </div>
      ))}
      {onUnlink && (
        <div className="cwxt-m-card-footer">
          <Button size="small" color="danger" fill="outline" onClick={onUnlink}>
            取消关联
          </Button>
        </div>
      )}
    </Card>
  );
}

function RoleUsers({ role, canUnlink }: { role: RoleRecord; canUnlink: boolean }) {
  const list = useListPage<UserRow>({
    url: { list: ROLE_URLS.users },
    ui: MOBILE_LIST_UI,
    schema: sysUserSchema,
    columns: ['username', 'realname', 'phone', 'orgCodeTxt'],
    fixedParams: { roleId: role.id },
    append: true,
  });
  const [keyword, setKeyword] = useState('');

  const unlink = async (user: UserRow) => {
    if (!(await MOBILE_LIST_UI.confirm(UNLINK_CONFIRM))) return;
    try {
      const res = await removeUserFromRole(role.id, user.id);
      if (!res.success) {
        MOBILE_LIST_UI.warning(res.message);
        return;
      }
      MOBILE_LIST_UI.success(res.message);
      await list.loadData(1);
    } catch {
      // Shown by the interceptor.
    }
  };

  const search = (value: string) => {
    const text = value.trim();
    void list.searchQuery(text ? { username: `*${text}*` } : {});
  };

  return (
    <div className="cwxt-m-card-list">
      <div className="cwxt-m-card-list-search" role="search">
        <SearchBar
          placeholder="请输入用户账号"
          value={keyword}
          onChange={setKeyword}
          onSearch={search}
          onClear={() => search('')}
        />
      </div>
      <div role="list" aria-label="角色用户">
        {list.dataSource.map((user) => (
          <div role="listitem" key={user.id} data-record-id={user.id}>
            <UserCard user={user} onUnlink={canUnlink ? () => void unlink(user) : undefined} />
          </div>
        ))}
      </div>
      {list.loaded && list.dataSource.length === 0 ? (
        <ErrorBlock status="empty" title="该角色下暂无用户" description="" />
      ) : (
        <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} />
      )}
    </div>
  );
}

/**
 * The users holding a role, as cards (full screen). Permission-tree editing stays on the desktop:
 * the screen says so instead of offering a cramped tree.
 */
export function RoleUsersScreen({
  role,
  open,
  canUnlink,
  onClose,
}: {
  role: RoleRecord | null;
  open: boolean;
  canUnlink: boolean;
  onClose(): void;
}) {
  return (
    <FullScreenDialog
      title={role ? `角色用户：${role.roleName}` : '角色用户'}
      open={open && role !== null}
      onClose={onClose}
      footer={<span style={{ fontSize: 12, color: '#666' }}>角色授权（菜单与按钮权限）请在电脑端配置</span>}
    >
      {role && <RoleUsers role={role} canUnlink={canUnlink} />}
    </FullScreenDialog>
  );
}
