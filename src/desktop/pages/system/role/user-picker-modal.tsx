import { useState } from 'react';
import { Button, Space } from 'antd';
import type { UserRow } from '../../../../shared/api/sys/depart-api';
import { DEPART_URLS } from '../../../../shared/api/sys/depart-api';
import { SELECT_ONE_RECORD } from '../../../../shared/domain/validation/messages';
import { useListPage } from '../../../../shared/hooks/list-page/use-list-page';
import { AppModal } from '../../../widgets/modal/app-modal';
import { ResourceTable } from '../../../widgets/list-page/resource-table';
import { SearchForm } from '../../../widgets/list-page/search-form';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { memberViewSchema } from './user-view-schema';

export interface UserPickerModalProps {
  open: boolean;
  title?: string;
  onCancel(): void;
  /** Resolves true when the chosen users were added (the picker then closes). */
  onPick(users: UserRow[]): Promise<boolean>;
}

function PickerBody({ onCancel, onPick }: Omit<UserPickerModalProps, 'open' | 'title'>) {
  const [ui, holder] = useDesktopListUi();
  const list = useListPage<UserRow>({ url: { list: DEPART_URLS.allUsers }, ui, schema: memberViewSchema });
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (list.selectionRows.length === 0) {
      ui.warning(SELECT_ONE_RECORD);
      return;
    }
    setBusy(true);
    try {
      if (await onPick(list.selectionRows)) onCancel();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {holder}
      <SearchForm
        schema={memberViewSchema}
        onSearch={(q) => void list.searchQuery(q)}
        onReset={() => void list.searchReset()}
      />
      <ResourceTable list={list} schema={memberViewSchema} tableProps={{ size: 'small' }} />
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" loading={busy} onClick={() => void confirm()}>
          确定
        </Button>
      </Space>
    </>
  );
}

/**
 * 添加已有用户: a searchable, paged list of the users the actor may see (`/sys/user/list`); the
 * chosen rows are handed to `onPick`. The list loads each time the picker opens.
 */
export function UserPickerModal({ open, title = '选择用户', onCancel, onPick }: UserPickerModalProps) {
  return (
    <AppModal open={open} title={title} width={900} footer={null} onCancel={onCancel} maskClosable={false}>
      {open && <PickerBody onCancel={onCancel} onPick={onPick} />}
    </AppModal>
  );
}
