import type { ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import {
  headIdFromRoute,
  useOnlineForm,
  type OnlineForm,
} from '../../../../shared/hooks/online/use-online-form';

export const AUTO_LIST_TEXT = {
  noForm: '菜单未指向在线表单（应为 /online/cgformList/<表单ID>）',
  loadFailed: '在线表单加载失败',
} as const;

/** Loads the online form named by the menu route and renders the page for it (or why it cannot). */
export function OnlineFormGate({
  route,
  children,
}: ViewProps & { children: (form: OnlineForm) => ReactNode }) {
  const headId = headIdFromRoute(route);
  const { loading, error, form } = useOnlineForm(headId);
  if (!headId) return <Alert type="warning" showIcon role="alert" title={AUTO_LIST_TEXT.noForm} />;
  if (loading) return <Spin />;
  if (error || !form)
    return <Alert type="error" showIcon role="alert" title={error ?? AUTO_LIST_TEXT.loadFailed} />;
  return <>{children(form)}</>;
}
