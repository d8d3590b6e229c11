import { useState } from 'react';
import { Button, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { boardQueryOptions } from '../../../shared/api/cwxt/dashboard-api';
import {
  BOARD_COLUMNS,
  businessMonth,
  shiftMonth,
  todoHref,
} from '../../../shared/domain/business/dashboard';
import { bizDictText } from '../../../shared/domain/business/dicts';
import { displayMoney } from '../../../shared/domain/money/money';
import { BIZ_PATHS } from '../../../shared/domain/routes/business-paths';
import type { ViewProps } from '../../../shared/router/view-by-key';
import './analysis-page.css';

/** 任务看板 on the phone: the month's tasks grouped by state, a card per plant; month switcher. */
export default function TaskBoardPage(_props: ViewProps) {
  const navigate = useNavigate();
  const [month, setMonth] = useState(() => businessMonth(new Date()));
  const board = useQuery(boardQueryOptions(month));
  const cards = board.data?.cards;
  return (
    <section className="cwxt-m-home" aria-label="任务看板">
      <div className="cwxt-m-board-month">
        <Button size="small" onClick={() => setMonth((m) => shiftMonth(m, -1))}>
          上个月
        </Button>
        <strong aria-live="polite">{`${month} 结算任务`}</strong>
        <Button size="small" onClick={() => setMonth((m) => shiftMonth(m, 1))}>
          下个月
        </Button>
      </div>
      {board.data && !cards && <p className="cwxt-m-home-sub">您没有查看结算任务的权限</p>}
      {cards &&
        BOARD_COLUMNS.map((status) => {
          const column = cards.filter((c) => c.status === status);
          const title = bizDictText('cwxt_settle_status', status);
          return (
            <section key={status} aria-label={title} className="cwxt-m-home-block">
              <h3 className="cwxt-m-home-title">{`${title}（${column.length}）`}</h3>
              {column.length === 0 ? (
                <p className="cwxt-m-home-sub">暂无任务</p>
              ) : (
                <List>
                  {column.map((c) => (
                    <List.Item
                      key={c.id}
                      description={c.deadline ? `截止 ${c.deadline}` : undefined}
                      extra={displayMoney(c.amount)}
                      onClick={() => navigate(todoHref({ path: BIZ_PATHS.settlement, id: c.id }))}
                    >
                      {c.plantName}
                    </List.Item>
                  ))}
                </List>
              )}
            </section>
          );
        })}
    </section>
  );
}
