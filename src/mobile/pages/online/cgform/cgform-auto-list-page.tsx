import { ErrorBlock } from 'antd-mobile';
import { headIdFromRoute, useOnlineForm } from '../../../../shared/hooks/online/use-online-form';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { PageLoading } from '../../../ui/page-loading';
import { OnlineCardList } from './online-card-list';
import { TreeCards } from './tree-cards';

/**
 * An online form's auto list on the phone (cgformAutoList and the tree/ERP/tab/inner-table keys:
 * one page that adapts). The menu route `/online/cgformList/<headId>` names the form; a tree form
 * drills down level by level, a main form edits its sub tables inside the full-screen form.
 */
export default function CgformAutoListPage({ route }: ViewProps) {
  const headId = headIdFromRoute(route);
  const { loading, error, form } = useOnlineForm(headId);
  if (!headId) return <ErrorBlock status="empty" title="表单不存在" description="菜单地址中缺少表单编号" />;
  if (loading) return <PageLoading />;
  if (!form) return <ErrorBlock status="default" title="表单加载失败" description={error ?? ''} />;
  return form.design.head.isTree === 'Y' ? (
    <TreeCards key={form.headId} form={form} />
  ) : (
    <OnlineCardList key={form.headId} form={form} />
  );
}
