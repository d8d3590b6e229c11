import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { UserRow } from '../../../../shared/api/sys/depart-api';
import { SELECT_ONE_RECORD } from '../../../../shared/domain/validation/messages';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPage } from '../../../../shared/hooks/list-page/use-list-page';
import { SearchForm } from '../../../widgets/list-page/search-form';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { memberViewSchema } from './user-view-schema';

type Write = () => Promise<{ success: boolean; message: string }>;

/**
 * The users linked to one role or department (role users, department users): the list, a write
 * runner that shows the server's answer and reloads, and the confirmed batch unlink.
 */
export function useMemberList(opts: {
  url: string;
  fixedParams: Record<string, string>;
  unlinkConfirm: { title: string; content: string };
  unlinkMany(ids: string[]): ReturnType<Write>;
}) {
  const [ui, holder] = useDesktopListUi();
  const list = useListPage<UserRow>({
    url: { list: opts.url },
    ui,
    schema: memberViewSchema,
    fixedParams: opts.fixedParams,
  });

  // Every write answers with the server's message and reloads the list on success.
  const run = async (call: Write, clear = false) => {
    try {
      const res = await call();
      if (!res.success) {
        ui.warning(res.message);
        return false;
      }
      ui.success(res.message);
      if (clear) list.onClearSelected();
      await list.loadData(clear ? 1 : undefined);
      return true;
    } catch {
      return false;
    }
  };

  const unlinkSelected = async () => {
    if (list.selectedRowKeys.length === 0) {
      ui.warning(SELECT_ONE_RECORD);
      return;
    }
    if (!(await ui.confirm(opts.unlinkConfirm))) return;
    await run(() => opts.unlinkMany(list.selectedRowKeys), true);
  };

  return { holder, list, run, unlinkSelected };
}

/** Search form plus 添加已有用户 and, with a selection, 批量取消关联. */
export function MemberListHeader({
  list,
  onAdd,
  onUnlinkSelected,
}: {
  list: ListPageController<UserRow>;
  onAdd(): void;
  onUnlinkSelected(): void;
}) {
  return (
    <>
      <SearchForm
        schema={memberViewSchema}
        onSearch={(q) => void list.searchQuery(q)}
        onReset={() => void list.searchReset()}
      />
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          添加已有用户
        </Button>
        {list.selectedRowKeys.length > 0 && <Button onClick={onUnlinkSelected}>批量取消关联</Button>}
      </Space>
    </>
  );
}
