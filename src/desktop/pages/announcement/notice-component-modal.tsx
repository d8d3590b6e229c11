import { Modal } from 'antd';
import { ViewByKey } from '../../app/views-registry';
import { NoticeBusContext } from '../../../shared/hooks/notify/bus-context';

export interface NoticeComponentTarget {
  componentKey: string;
  busId: string | null;
  title: string;
}

/** A component-type announcement: the registered view of openPage, given `{ id: busId }` (spec 000 §2.4). */
export function NoticeComponentModal({
  target,
  onClose,
}: {
  target: NoticeComponentTarget | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={target !== null}
      title={target?.title ?? ''}
      width="60%"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {target ? (
        <NoticeBusContext.Provider value={target.busId}>
          <ViewByKey componentKey={target.componentKey} route={null} />
        </NoticeBusContext.Provider>
      ) : null}
    </Modal>
  );
}
