import { useEffect, useState } from 'react';
import { Button, Checkbox, Drawer, Empty, Space, Spin, Typography } from 'antd';
import type { Result } from '../../../../../shared/domain/contract/result';
import { splitIds } from '../../../../../shared/domain/permission/tree';
import type { DataRuleChoice, DataRuleOption } from '../../../../../shared/api/sys/role-api';
import { useFeedback } from '../../../../app/feedback';

export interface DataRuleChooserProps {
  /** The menu whose rules are chosen; null = closed. */
  menu: { key: string; title: string } | null;
  load(permissionId: string): Promise<Result<DataRuleChoice>>;
  save(permissionId: string, dataRuleIds: string): Promise<Result<unknown>>;
  onClose(): void;
}

/** JeecgBoot's warning when saving with nothing chosen (the grant then has no rule: no restriction). */
export const NO_RULE_CHOSEN = '请注意，现未勾选任何数据权限!';

type Loaded = { ok: true; rules: DataRuleOption[]; checked: string[] } | { ok: false; message: string };

/**
 * Which data rules of one menu apply to one grant (role or department role): the menu's rules
 * as a checkbox list, preloaded with the grant's chosen ones. The drawer stacks over the
 * authorisation drawer.
 */
export function DataRuleChooser({ menu, load, save, onClose }: DataRuleChooserProps) {
  const { message } = useFeedback();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const menuKey = menu?.key ?? null;

  useEffect(() => {
    if (menuKey === null) return;
    let live = true;
    setLoaded(null);
    load(menuKey).then(
      (res) => {
        if (!live) return;
        if (!res.success) {
          setLoaded({ ok: false, message: res.message || '未找到权限配置信息' });
          return;
        }
        const ids = splitIds(res.result?.drChecked);
        setLoaded({ ok: true, rules: res.result?.datarule ?? [], checked: ids });
        setChecked(ids);
      },
      () => live && setLoaded({ ok: false, message: '加载失败' }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function on every render of the caller; the menu decides what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menuKey]);

  const submit = async () => {
    if (menuKey === null) return;
    if (checked.length === 0) void message.warning(NO_RULE_CHOSEN);
    setSaving(true);
    try {
      const res = await save(menuKey, checked.join(','));
      if (res.success) {
        void message.success(res.message || '保存成功!');
        onClose();
      } else {
        void message.warning(res.message || '保存失败');
      }
    } catch {
      // Shown by the interceptor.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title={menu ? `数据规则：${menu.title}` : '数据规则'}
      open={menu !== null}
      onClose={onClose}
      size={400}
      destroyOnHidden
      footer={
        loaded?.ok && loaded.rules.length > 0 ? (
          <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={saving} onClick={() => void submit()}>
              保存
            </Button>
          </Space>
        ) : null
      }
    >
      {loaded === null ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : !loaded.ok ? (
        <Empty description={loaded.message} />
      ) : loaded.rules.length === 0 ? (
        <Empty description="该菜单没有数据规则" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            勾选的规则同时生效（并且）；不勾选任何规则则该菜单的数据不受限制。
          </Typography.Paragraph>
          <Checkbox.Group value={checked} onChange={(v) => setChecked(v.map(String))}>
            <Space orientation="vertical">
              {loaded.rules.map((r) => (
                <Checkbox key={r.id} value={r.id}>
                  {r.ruleName}
                  {r.status === '0' && <Typography.Text type="secondary">（无效）</Typography.Text>}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </>
      )}
    </Drawer>
  );
}
