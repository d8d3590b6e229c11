import type { ViewProps } from '../../../../shared/router/view-by-key';
import { MasterFormModal } from './master-form-modal';
import { OnlineAutoList } from './online-auto-list';
import { OnlineFormGate } from './online-form-gate';

/**
 * 在线表单 auto list (menu `/online/cgformList/<headId>`): search, 高级查询, paging, sort, the
 * add/edit/detail form with the schema's validation, import/export, delete. A main form's modal
 * carries its sub tables.
 */
export default function CgformAutoListPage({ route }: ViewProps) {
  return (
    <OnlineFormGate route={route}>
      {(form) => (
        <OnlineAutoList
          form={form}
          renderForm={
            form.subTables.length ? (dialog) => <MasterFormModal form={form} dialog={dialog} /> : undefined
          }
        />
      )}
    </OnlineFormGate>
  );
}
