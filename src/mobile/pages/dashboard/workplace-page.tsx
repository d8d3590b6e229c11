import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { workplaceQueryOptions } from '../../../shared/api/cwxt/dashboard-api';
import { todoHref } from '../../../shared/domain/business/dashboard';
import { BIZ_PATHS } from '../../../shared/domain/routes/business-paths';
import { shortcutPages } from '../../../shared/domain/menu/resolve-route';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { useSession } from '../../../shared/session/session-store';
import { TodoSection } from './todo-section';
import './analysis-page.css';

const BUSINESS_PREFIXES = [
  BIZ_PATHS.plantFolder,
  BIZ_PATHS.feeFolder,
  BIZ_PATHS.invoiceFolder,
  BIZ_PATHS.officeFolder,
  BIZ_PATHS.newsFolder,
];

/** 工作台 on the phone: my to-dos (one-tap actions), recent actions, latest notices, business links. */
export default function WorkplacePage(_props: ViewProps) {
  const navigate = useNavigate();
  const routes = useSession((s) => s.routes);
  const links = shortcutPages(routes).filter((r) =>
    BUSINESS_PREFIXES.some((p) => r.path.startsWith(`${p}/`)),
  );
  const work = useQuery(workplaceQueryOptions());
  return (
    <section className="cwxt-m-home" aria-label="工作台">
      <TodoSection />
      {work.data && (
        <section aria-label="最近操作" className="cwxt-m-home-block">
          <h3 className="cwxt-m-home-title">最近操作</h3>
          {work.data.recent.length === 0 ? (
            <p className="cwxt-m-home-sub">暂无操作记录</p>
          ) : (
            <List>
              {work.data.recent.map((r) => (
                <List.Item
                  key={`${r.kind}-${r.id}-${r.time}`}
                  description={r.time}
                  onClick={() => navigate(todoHref(r))}
                >
                  {r.text}
                </List.Item>
              ))}
            </List>
          )}
        </section>
      )}
      {work.data?.notices && (
        <section aria-label="最新通知" className="cwxt-m-home-block">
          <h3 className="cwxt-m-home-title">最新通知</h3>
          {work.data.notices.length === 0 ? (
            <p className="cwxt-m-home-sub">暂无通知</p>
          ) : (
            <List>
              {work.data.notices.map((n) => (
                <List.Item
                  key={n.id}
                  description={n.replyDeadline ? `回复截止 ${n.replyDeadline}` : (n.publishTime ?? '')}
                >
                  {n.title}
                </List.Item>
              ))}
            </List>
          )}
        </section>
      )}
      {links.length > 0 && (
        <nav aria-label="业务入口" className="cwxt-m-home-block">
          <List>
            {links.map((r) => (
              <List.Item key={r.path} onClick={() => navigate(r.path)}>
                {r.meta.title}
              </List.Item>
            ))}
          </List>
        </nav>
      )}
    </section>
  );
}
