import type { ViewProps } from '../../../../shared/router/view-by-key';
import { MasterFormModal } from './master-form-modal';
import { OnlineAutoList } from './online-auto-list';
import { OnlineFormGate } from './online-form-gate';

/** 在线表单 tab list: the main list; its form modal has one tab per sub table (grid, or a form for one-to-one). */
export default function CgformTabListPage({ route }: ViewProps) {
  return (
    <OnlineFormGate route={route}>
      {(form) => (
        <OnlineAutoList
          form={form}
          renderForm={(dialog) => <MasterFormModal form={form} dialog={dialog} />}
        />
      )}
    </OnlineFormGate>
  );
}
