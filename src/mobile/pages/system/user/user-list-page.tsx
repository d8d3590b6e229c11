import { useState } from 'react';
import { Button, Tag } from 'antd-mobile';
import type { SysUserRecord } from '../../../../shared/api/sys/user-admin-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import { sysUserSchema } from '../../../../shared/domain/resources/sys-user';
import {
  USER_ADMIN_TEXT,
  USER_LIST_CODES,
  USER_SEARCH_KEYS,
  isAdminUser,
  isFrozen,
  setUsersFrozen,
} from '../../../../shared/flows/user-admin';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { MOBILE_LIST_UI } from '../../../widgets/card-list/mobile-list-ui';
import { SuperQueryLazy } from '../../../widgets/super-query/super-query-lazy';
import { ResourceCardList, type CardListContext } from '../../../widgets/card-list/resource-card-list';
import { PasswordScreen } from './password-screen';
import { UserFormScreen } from './user-form-screen';

const CODES = USER_LIST_CODES;

/** On the card: the account, the phone and the departments (the name and status are the title); the
 * search bar takes the account, 筛选 the other search fields of the list. */
const CARD_FIELDS = ['username', 'phone', 'orgCodeTxt'];
const cardSchema: ResourceSchema = {
  ...sysUserSchema,
  fields: sysUserSchema.fields.map((f) => ({
    ...f,
    card: CARD_FIELDS.includes(f.key),
    search: USER_SEARCH_KEYS.includes(f.key) ? f.search : undefined,
  })),
};

function CardTitle({ user }: { user: SysUserRecord }) {
  const frozen = isFrozen(user);
  return (
    <span className="cwxt-m-user-title">
      <span>{user.realname || user.username}</span>{' '}
      <Tag color={frozen ? 'danger' : 'success'} fill="outline">
        {user.status_dictText ?? (frozen ? '冻结' : '正常')}
      </Tag>
    </span>
  );
}

type Ctx = CardListContext<SysUserRecord>;

/**
 * 用户管理 on the phone: cards with search, pull to refresh and infinite scroll; tap → 详情.
 * 冻结/解冻 and 重置密码 sit on each card (one tap for a manager on the road); 编辑 and 删除 are the
 * card's swipe actions. Every button only with its permission code, never 冻结 for the administrator.
 */
export default function MobileUserListPage(_props: ViewProps) {
  const perm = useListPermissions(sysUserSchema.permissionPrefix);
  const [passwordUser, setPasswordUser] = useState<SysUserRecord | null>(null);

  const freeze = async ({ list }: Ctx, user: SysUserRecord, frozen: boolean) => {
    const content = frozen ? USER_ADMIN_TEXT.freezeConfirm : USER_ADMIN_TEXT.unfreezeConfirm;
    if (!(await MOBILE_LIST_UI.confirm({ title: '提示', content }))) return;
    if (await setUsersFrozen(MOBILE_LIST_UI, [user], frozen)) await list.loadData(1);
  };

  const footer = (user: SysUserRecord, ctx: Ctx) => {
    const buttons = [];
    if (!isAdminUser(user) && perm.has(PERM.user.frozen)) {
      const frozen = isFrozen(user);
      buttons.push(
        <Button
          key="freeze"
          size="small"
          color={frozen ? 'success' : 'warning'}
          fill="outline"
          onClick={() => void freeze(ctx, user, !frozen)}
        >
          {frozen ? '解冻' : '冻结'}
        </Button>,
      );
    }
    if (perm.has(PERM.user.password)) {
      buttons.push(
        <Button key="password" size="small" onClick={() => setPasswordUser(user)}>
          重置密码
        </Button>,
      );
    }
    return buttons.length > 0 ? buttons : null;
  };

  return (
    <ResourceCardList<SysUserRecord>
      schema={cardSchema}
      permissionCodes={CODES}
      cardTitle={(user) => <CardTitle user={user} />}
      cardFooter={footer}
      searchExtra={({ list }) => (
        <SuperQueryLazy schema={cardSchema} active={list.superQueryActive} onSearch={list.handleSuperQuery} />
      )}
      renderForm={(dialog) => <UserFormScreen dialog={dialog} />}
    >
      {() =>
        passwordUser ? (
          <PasswordScreen user={passwordUser} ui={MOBILE_LIST_UI} onClose={() => setPasswordUser(null)} />
        ) : null
      }
    </ResourceCardList>
  );
}
