import { Grid } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../shared/session/session-store';
import { useGreeting } from '../../../shared/hooks/use-greeting';
import { shortcutPages } from '../../../shared/domain/menu/resolve-route';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { longDateText } from '../../../shared/domain/format/long-date';
import { TodoSection } from './todo-section';
import { HomeFigures } from './home-figures';
import { NewsSlot } from './news-slot';
import './analysis-page.css';

/**
 * Phone home: greeting, my to-dos with their one-tap actions first, compact business figures,
 * shortcuts to the visible menu pages, and the news (a lazy chunk).
 */
export default function AnalysisPage(_props: ViewProps) {
  const navigate = useNavigate();
  const greeting = useGreeting();
  const userInfo = useSession((s) => s.userInfo);
  const departs = useSession((s) => s.departs);
  const routes = useSession((s) => s.routes);
  const name = userInfo?.nickname || userInfo?.realname || userInfo?.username || '';
  const depart =
    departs.find((d) => d.orgCode === userInfo?.orgCode)?.departName ?? userInfo?.orgCodeTxt ?? '';
  const shortcuts = shortcutPages(routes);

  return (
    <section className="cwxt-m-home" aria-label="首页">
      <div className="cwxt-m-home-hello">
        <h2 className="cwxt-m-home-greeting">
          {greeting}，{name}
        </h2>
        {depart && <p className="cwxt-m-home-sub">当前部门：{depart}</p>}
        <p className="cwxt-m-home-sub">{longDateText(new Date())}</p>
      </div>
      <TodoSection />
      <HomeFigures />
      {shortcuts.length > 0 && (
        <nav aria-label="快捷入口" className="cwxt-m-home-grid">
          <Grid columns={3} gap={8}>
            {shortcuts.map((r) => (
              <Grid.Item key={r.path}>
                <a
                  className="cwxt-m-home-shortcut"
                  href={r.path}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(r.path);
                  }}
                >
                  {r.meta.title}
                </a>
              </Grid.Item>
            ))}
          </Grid>
        </nav>
      )}
      <NewsSlot />
    </section>
  );
}
