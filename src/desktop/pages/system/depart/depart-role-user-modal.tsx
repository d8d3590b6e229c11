import { useEffect, useState } from 'react';
import { Button, Checkbox, Empty, Space, Spin } from 'antd';
import type { DepartTreeNode, UserRow } from '../../../../shared/api/sys/depart-api';
import {
  getDeptRoleByUserId,
  getDeptRoleList,
  saveDeptRoleUser,
  type DepartRoleRecord,
} from '../../../../shared/api/sys/depart-role-api';
import { useFeedback } from '../../../app/feedback';
import { AppModal } from '../../../widgets/modal/app-modal';

type Loaded = { roles: DepartRoleRecord[]; held: string[] } | { error: string };

function RoleChoice({ depart, user, onClose }: { depart: DepartTreeNode; user: UserRow; onClose(): void }) {
  const { message } = useFeedback();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([getDeptRoleList(depart.id, user.id), getDeptRoleByUserId(user.id, depart.id)]).then(
      ([roles, held]) => {
        if (!live) return;
        if (!roles.success || !held.success) {
          setLoaded({ error: (!roles.success ? roles.message : held.message) || '加载失败' });
          return;
        }
        const heldIds = (held.result ?? []).map((h) => h.droleId);
        setLoaded({ roles: roles.result ?? [], held: heldIds });
        setChecked(heldIds);
      },
      () => live && setLoaded({ error: '加载失败' }),
    );
    return () => {
      live = false;
    };
  }, [depart.id, user.id]);

  const save = async () => {
    if (!loaded || 'error' in loaded) return;
    setSaving(true);
    try {
      const res = await saveDeptRoleUser({
        userId: user.id,
        newRoleId: checked.join(','),
        oldRoleId: loaded.held.join(','),
      });
      if (!res.success) {
        void message.warning(res.message);
        return;
      }
      void message.success(res.message || '添加成功！');
      onClose();
    } catch {
      // Shown by the interceptor.
    } finally {
      setSaving(false);
    }
  };

  if (loaded === null) return <Spin style={{ display: 'block', margin: '32px auto' }} />;
  if ('error' in loaded) return <Empty description={loaded.error} />;
  return (
    <>
      {loaded.roles.length === 0 ? (
        <Empty description="该部门还没有部门角色" />
      ) : (
        <Checkbox.Group
          value={checked}
          onChange={(v) => setChecked(v.map(String))}
          options={loaded.roles.map((r) => ({ value: r.id, label: r.roleName }))}
        />
      )}
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 24 }}>
        <Button onClick={onClose}>取消</Button>
        <Button
          type="primary"
          loading={saving}
          disabled={loaded.roles.length === 0}
          onClick={() => void save()}
        >
          确定
        </Button>
      </Space>
    </>
  );
}

/** 分配部门角色: which of the department's roles one of its users holds. */
export function DepartRoleUserModal({
  depart,
  user,
  onClose,
}: {
  depart: DepartTreeNode;
  user: UserRow | null;
  onClose(): void;
}) {
  return (
    <AppModal
      open={user !== null}
      title={user ? `分配部门角色：${user.realname || user.username}` : '分配部门角色'}
      width={560}
      footer={null}
      onCancel={onClose}
    >
      {user && <RoleChoice depart={depart} user={user} onClose={onClose} />}
    </AppModal>
  );
}
