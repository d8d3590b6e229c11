import type { ViewProps } from '../../../../shared/router/view-by-key';
import { MasterFormModal } from './master-form-modal';
import { OnlineAutoList } from './online-auto-list';
import { OnlineFormGate } from './online-form-gate';
import { SubRowsTabs } from './sub-rows-tabs';

/** 在线表单 inner-table list: main rows expand to show their sub rows; edited as in the tab list. */
export default function CgformInnerTableListPage({ route }: ViewProps) {
  return (
    <OnlineFormGate route={route}>
      {(form) => (
        <OnlineAutoList
          form={form}
          renderForm={(dialog) => <MasterFormModal form={form} dialog={dialog} />}
          tableProps={{
            expandable: { expandedRowRender: (row) => <SubRowsTabs form={form} mainId={row.id} /> },
          }}
        />
      )}
    </OnlineFormGate>
  );
}
