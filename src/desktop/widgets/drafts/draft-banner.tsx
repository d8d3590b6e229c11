import { Alert, Button, Space } from 'antd';
import { draftOfferText } from '../../../shared/drafts/draft-data';
import type { DraftControl } from '../../../shared/hooks/drafts/use-draft-core';

/** The desktop restore offer of an offline draft: 恢复 puts the input back, 丢弃 deletes the draft. */
export function DraftBanner({ draft }: { draft: Pick<DraftControl, 'offer' | 'restore' | 'discard'> }) {
  if (!draft.offer) return null;
  return (
    <Alert
      className="cwxt-draft-banner"
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={draftOfferText(draft.offer.savedAt)}
      action={
        <Space>
          <Button size="small" type="primary" onClick={draft.restore}>
            恢复
          </Button>
          <Button size="small" onClick={draft.discard}>
            丢弃
          </Button>
        </Space>
      }
    />
  );
}
