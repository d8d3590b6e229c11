import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { copyCgformHead, type CgformHeadRecord } from '../../../../shared/api/online/cgform-design-api';
import { PERM, PERMISSION_PREFIX } from '../../../../shared/domain/permission/codes';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import { useFeedback } from '../../../app/feedback';
import type { RowAction } from '../../../widgets/list-page/row-actions';
import { DeleteDialog } from './delete-dialog';
import { MenuDialog } from './menu-dialog';
import { SyncDialog } from './sync-dialog';

type Dialog = { kind: 'sync' | 'menu' | 'delete'; record: CgformHeadRecord } | null;

/**
 * The designer's row actions beyond 编辑 (同步数据库, 复制, 配置菜单地址, 删除) and their dialogs,
 * shared by 表单开发 and the copy list. `copy: false` hides 复制 (a copy cannot be copied again).
 */
export function useHeadActions(options: { copy: boolean }): {
  listRef: RefObject<ListPageController<CgformHeadRecord> | null>;
  rowActions(record: CgformHeadRecord): RowAction<CgformHeadRecord>[];
  dialogs: ReactNode;
} {
  const { message } = useFeedback();
  const perm = useListPermissions(PERMISSION_PREFIX.onlineForm);
  const listRef = useRef<ListPageController<CgformHeadRecord> | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const reload = () => void listRef.current?.loadData();
  const open = (kind: 'sync' | 'menu' | 'delete') => (record: CgformHeadRecord) =>
    setDialog({ kind, record });

  const copy = async (record: CgformHeadRecord) => {
    try {
      const res = await copyCgformHead(record.id);
      if (res.success) message.success(res.message);
      else message.warning(res.message);
    } catch {
      // Transport errors are shown by the HTTP interceptor.
    }
  };

  const rowActions = (_record: CgformHeadRecord): RowAction<CgformHeadRecord>[] => [
    ...(perm.has(PERM.onlineForm.sync)
      ? [{ key: 'sync', label: '同步数据库', placement: 'inline' as const, onClick: open('sync') }]
      : []),
    ...(options.copy && perm.has(PERM.onlineForm.copy)
      ? [
          {
            key: 'copy',
            label: '复制',
            confirm: '确定复制该表单吗?',
            onClick: (r: CgformHeadRecord) => copy(r),
          },
        ]
      : []),
    { key: 'menu', label: '配置菜单地址', onClick: open('menu') },
    ...(perm.has(PERM.onlineForm.delete) ? [{ key: 'delete', label: '删除', onClick: open('delete') }] : []),
  ];

  const close = (changed: boolean) => {
    setDialog(null);
    if (changed) reload();
  };
  const dialogs = (
    <>
      <SyncDialog record={dialog?.kind === 'sync' ? dialog.record : null} onClose={close} />
      <MenuDialog
        record={dialog?.kind === 'menu' ? dialog.record : null}
        canAddMenu={perm.has(PERM.permission.add)}
        onClose={() => setDialog(null)}
      />
      <DeleteDialog record={dialog?.kind === 'delete' ? dialog.record : null} onClose={close} />
    </>
  );
  return { listRef, rowActions, dialogs };
}
