import { Button, Tag } from 'antd-mobile';
import { forceLogout, ONLINE_URLS, type OnlineUserRecord } from '../../../../shared/api/sys/online-api';
import { summarizeUserAgent } from '../../../../shared/domain/device/user-agent-summary';
import { PERM } from '../../../../shared/domain/permission/codes';
import { onlineUserSchema } from '../../../../shared/domain/resources/online-user';
import { runUserWrite } from '../../../../shared/flows/user-admin';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { MOBILE_LIST_UI } from '../../../widgets/card-list/mobile-list-ui';
import { RecordDetailScreen } from '../../../widgets/card-list/record-detail-screen';
import { ResourceCardList, type CardListContext } from '../../../widgets/card-list/resource-card-list';

export const FORCE_LOGOUT_CONFIRM = '确定要强制退出该用户吗?';

const CLIENT = { userAgent: (r: OnlineUserRecord) => summarizeUserAgent(r.userAgent) };

/** 在线用户 on the phone: one card per live session; 强制退出 on the card (never the own session). */
export default function MobileOnlineUserListPage(_props: ViewProps) {
  const perm = useListPermissions(onlineUserSchema.permissionPrefix);
  const canForce = perm.has(PERM.online.forceLogout);

  const kick = async ({ list }: CardListContext<OnlineUserRecord>, session: OnlineUserRecord) => {
    if (!(await MOBILE_LIST_UI.confirm({ title: '提示', content: FORCE_LOGOUT_CONFIRM }))) return;
    if (await runUserWrite(MOBILE_LIST_UI, () => forceLogout(session.id))) await list.loadData(1);
  };

  return (
    <ResourceCardList<OnlineUserRecord>
      schema={onlineUserSchema}
      url={ONLINE_URLS}
      cardTitle={(s) => `${s.realname ?? ''}（${s.username}）`}
      cardFooter={(session, ctx) => (
        <>
          <span className="cwxt-m-card-label">{summarizeUserAgent(session.userAgent)}</span>
          {session.current ? (
            <Tag color="primary" fill="outline">
              当前会话
            </Tag>
          ) : canForce ? (
            <Button size="small" color="danger" fill="outline" onClick={() => void kick(ctx, session)}>
              强制退出
            </Button>
          ) : null}
        </>
      )}
      renderForm={(dialog) => (
        <RecordDetailScreen schema={onlineUserSchema} dialog={dialog} renderValue={CLIENT} />
      )}
    />
  );
}
