import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, Col, Row, Tag } from 'antd';
import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { staticFileUrl } from '../../../../shared/api/static-url';
import type { SysUserRecord } from '../../../../shared/api/sys/user-admin-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { sysUserSchema } from '../../../../shared/domain/resources/sys-user';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import { USER_EXCEL } from '../../../../shared/domain/widgets/excel/profiles';
import {
  USER_ADMIN_TEXT,
  USER_LIST_CODES,
  USER_SEARCH_KEYS,
  isAdminUser,
  isFrozen,
  setUsersFrozen,
} from '../../../../shared/flows/user-admin';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import type { BatchMenuItem } from '../../../widgets/list-page/list-toolbar';
import { SuperQueryLazy } from '../../../widgets/super-query/super-query-lazy';
import { ImportExcelModal } from '../../../widgets/excel/import-excel-modal';
import { ResourceListPage, type ListPageContext } from '../../../widgets/list-page/resource-list-page';
import type { RowAction } from '../../../widgets/list-page/row-actions';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { DepartTreeFilter } from './depart-tree-filter';
import { PasswordModal } from './password-modal';
import { RecycleBinModal } from './recycle-bin-modal';
import { UserFormModal } from './user-form-modal';

const CODES = USER_LIST_CODES;

const COLUMNS = {
  avatar: (value: unknown) => (
    <Avatar src={staticFileUrl(typeof value === 'string' ? value : null)} icon={<UserOutlined />} alt="" />
  ),
  status: (value: unknown, record: SysUserRecord) => (
    <Tag color={isFrozen(record) ? 'red' : 'green'}>
      {record.status_dictText ?? (String(value) === '2' ? '冻结' : '正常')}
    </Tag>
  ),
  post: (value: unknown, record: SysUserRecord) =>
    record.post_dictText ?? (typeof value === 'string' ? value : ''),
};

/** Only the user list's search fields in the search form (the server accepts more as filters). */
const listSchema: ResourceSchema = {
  ...sysUserSchema,
  fields: sysUserSchema.fields.map((f) =>
    USER_SEARCH_KEYS.includes(f.key) ? f : { ...f, search: undefined },
  ),
};

type Ctx = ListPageContext<SysUserRecord>;

/**
 * 用户管理 ('system/UserList'): users of the tenant with a department filter, search, paging and
 * sorting; add/edit/detail in the user modal; 密码, 冻结/解冻 (never the administrator), 删除 and the
 * 回收站, each only with its permission code (the server checks again).
 */
export default function UserListPage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const perm = useListPermissions(sysUserSchema.permissionPrefix);
  const listRef = useRef<ListPageController<SysUserRecord>>(null);
  const [departId, setDepartId] = useState<string | null>(null);
  const [passwordUser, setPasswordUser] = useState<SysUserRecord | null>(null);
  const [recycleOpen, setRecycleOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const shownDepart = useRef(departId);

  // A department choice reloads page 1 (the list already read the new fixed params by now).
  useEffect(() => {
    if (shownDepart.current === departId) return;
    shownDepart.current = departId;
    void listRef.current?.loadData(1);
  }, [departId]);

  const freeze = async (list: Ctx['list'], users: SysUserRecord[], frozen: boolean) => {
    if (await setUsersFrozen(ui, users, frozen)) await list.loadData();
  };

  const batchFreeze = async ({ list }: Ctx, frozen: boolean) => {
    const content = frozen ? USER_ADMIN_TEXT.batchFreezeConfirm : USER_ADMIN_TEXT.batchUnfreezeConfirm;
    if (!(await ui.confirm({ title: USER_ADMIN_TEXT.batchConfirmTitle, content }))) return;
    if (await setUsersFrozen(ui, list.selectionRows, frozen)) {
      list.onClearSelected();
      await list.loadData();
    }
  };

  const rowActions = (record: SysUserRecord, { list }: Ctx): RowAction<SysUserRecord>[] => {
    const actions: RowAction<SysUserRecord>[] = [];
    if (perm.has(PERM.user.password))
      actions.push({ key: 'password', label: '密码', onClick: setPasswordUser });
    // The administrator is never frozen or deleted from here.
    if (!isAdminUser(record) && perm.has(PERM.user.frozen)) {
      actions.push(
        isFrozen(record)
          ? {
              key: 'unfreeze',
              label: '解冻',
              confirm: USER_ADMIN_TEXT.unfreezeConfirm,
              onClick: (r) => freeze(list, [r], false),
            }
          : {
              key: 'freeze',
              label: '冻结',
              confirm: USER_ADMIN_TEXT.freezeConfirm,
              onClick: (r) => freeze(list, [r], true),
            },
      );
    }
    if (!isAdminUser(record) && perm.has(PERM.user.delete)) {
      actions.push({
        key: 'delete',
        label: '删除',
        confirm: '确定删除吗?',
        onClick: (r) => list.handleDelete(r.id),
      });
    }
    return actions;
  };

  const batchActions = (ctx: Ctx): BatchMenuItem[] =>
    perm.has(PERM.user.frozen)
      ? [
          { key: 'freeze', label: '冻结', onClick: () => void batchFreeze(ctx, true) },
          { key: 'unfreeze', label: '解冻', onClick: () => void batchFreeze(ctx, false) },
        ]
      : [];

  return (
    <Row gutter={12} wrap={false}>
      <Col flex="260px">
        {holder}
        <DepartTreeFilter value={departId} onChange={setDepartId} />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <ResourceListPage<SysUserRecord>
          schema={listSchema}
          fixedParams={departId ? { departId } : undefined}
          permissionCodes={CODES}
          url={{ exportXls: USER_EXCEL.exportUrl, importExcel: USER_EXCEL.importUrl }}
          onImport={() => setImportOpen(true)}
          listRef={listRef}
          columnRender={COLUMNS}
          hideRowActions={['delete']}
          rowActions={rowActions}
          batchActions={batchActions}
          tableProps={{ scroll: { x: 'max-content' } }}
          actionsWidth={150}
          toolbarExtra={({ list }) => (
            <>
              <SuperQueryLazy
                schema={listSchema}
                active={list.superQueryActive}
                onSearch={list.handleSuperQuery}
                loading={list.loading}
              />
              {perm.has(PERM.user.recycle) ? (
                <Button icon={<DeleteOutlined />} onClick={() => setRecycleOpen(true)}>
                  回收站
                </Button>
              ) : null}
            </>
          )}
          renderForm={(dialog) => <UserFormModal dialog={dialog} />}
        >
          {({ list }) => (
            <>
              <PasswordModal user={passwordUser} ui={ui} onClose={() => setPasswordUser(null)} />
              <RecycleBinModal
                open={recycleOpen}
                ui={ui}
                onClose={() => setRecycleOpen(false)}
                onRestored={() => void list.loadData()}
              />
              <ImportExcelModal
                open={importOpen}
                onClose={() => setImportOpen(false)}
                url={USER_EXCEL.importUrl}
                profile={USER_EXCEL}
                onImported={() => void list.loadData()}
              />
            </>
          )}
        </ResourceListPage>
      </Col>
    </Row>
  );
}
