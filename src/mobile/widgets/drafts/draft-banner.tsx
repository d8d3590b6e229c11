import { Button, NoticeBar, Space } from 'antd-mobile';
import { draftOfferText } from '../../../shared/drafts/draft-data';
import type { DraftControl } from '../../../shared/hooks/drafts/use-draft-core';

/** The phone's restore offer of an offline draft: 恢复 puts the input back, 丢弃 deletes the draft. */
export function MobileDraftBanner({ draft }: { draft: Pick<DraftControl, 'offer' | 'restore' | 'discard'> }) {
  if (!draft.offer) return null;
  return (
    <div className="cwxt-m-draft-banner" role="status">
      <NoticeBar
        color="info"
        wrap
        content={draftOfferText(draft.offer.savedAt)}
        extra={
          <Space style={{ '--gap': '6px' }}>
            <Button size="mini" color="primary" onClick={draft.restore}>
              恢复
            </Button>
            <Button size="mini" onClick={draft.discard}>
              丢弃
            </Button>
          </Space>
        }
      />
    </div>
  );
}
