import { useSession } from '../../../shared/session/session-store';
import { useGreeting } from '../../../shared/hooks/use-greeting';
import type { ViewProps } from '../../../shared/router/view-by-key';
import { longDateText } from '../../../shared/domain/format/long-date';
import { TodoSection } from './todo-section';
import { HomeFigures } from './home-figures';
import { NewsSlot } from './news-slot';
import { usePhoneRoutes } from '../../shell/phone-routes';
import { WorkbenchGrid } from '../../shell/workbench/workbench-grid';
import './analysis-page.css';

/**
 * Phone home, the 工作台 tab: greeting, my to-dos with their one-tap actions first, compact
 * business figures, the grid of the user's pages (grouped, searchable), and the news (a lazy chunk).
 */
export default function AnalysisPage(_props: ViewProps) {
  const greeting = useGreeting();
  const userInfo = useSession((s) => s.userInfo);
  const departs = useSession((s) => s.departs);
  const routes = usePhoneRoutes();
  const name = userInfo?.nickname || userInfo?.realname || userInfo?.username || '';
  const depart =
    departs.find((d) => d.orgCode === userInfo?.orgCode)?.departName ?? userInfo?.orgCodeTxt ?? '';

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
      <WorkbenchGrid routes={routes} />
      <NewsSlot />
    </section>
  );
}
