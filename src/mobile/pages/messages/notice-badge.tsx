import { Badge } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';
import { useListByUser } from '../../../shared/hooks/notify/use-list-by-user';
import { useNoticeSocket } from '../../../shared/hooks/notify/use-notice-socket';
import { IconButton } from '../../ui/icon-button';

/**
 * The nav bar's message button with the unread badge (both kinds). Loaded lazily by the signed-in
 * layout only; it owns the notification socket on the phone, so the badge changes on a push.
 */
export default function NoticeBadge() {
  useNoticeSocket();
  const { unread } = useListByUser();
  const navigate = useNavigate();
  return (
    <Badge
      content={unread > 0 ? (unread > 99 ? '99+' : String(unread)) : null}
      style={{ '--right': '6px', '--top': '6px' }}
    >
      <IconButton
        label={unread > 0 ? `消息，${unread}条未读` : '消息'}
        icon={<BellOutline />}
        // The bell counts notices and messages: it opens the 通知 tab, not the to-dos.
        onClick={() => navigate(`${PATHS.userAnnouncement}?tab=notice`)}
      />
    </Badge>
  );
}
