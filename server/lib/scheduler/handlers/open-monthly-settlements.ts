import { MONTH_PATTERN } from '../../../../src/shared/domain/resources/settlement-task';
import { nextMonth, openMonth, shanghaiMonth } from '../../../modules/settlement/open-month';
import type { JobHandler } from '../types';

const PARAMETER_MESSAGE = '开立月度结算任务的参数是结算月份（YYYY-MM），留空为下个月';

/** The month to open: the parameter, or next month (Asia/Shanghai) when empty; null when unusable. */
export function monthToOpen(parameter: string | null, now: Date): string | null {
  const text = (parameter ?? '').trim();
  if (text === '') return nextMonth(shanghaiMonth(now));
  return MONTH_PATTERN.test(text) ? text : null;
}

/**
 * 开立月度结算任务: next month's settlement tasks for every 在运 plant of every tenant that has
 * none yet (idempotent). The plants see the tasks in their list; the route variant also notifies.
 */
export const openMonthlySettlements: JobHandler = {
  name: 'openMonthlySettlements',
  title: '开立月度结算任务',
  description: '为每个租户的在运电厂开立下个月的电费结算任务（已开立的跳过），电价沿用上月',
  parameterHint: '结算月份 YYYY-MM，留空为下个月',
  validateParameter: (parameter) =>
    monthToOpen(parameter, new Date()) === null ? PARAMETER_MESSAGE : undefined,
  async run({ db, parameter, now, log }) {
    const month = monthToOpen(parameter, now);
    if (month === null) throw new Error(PARAMETER_MESSAGE);
    const tenants = await db.query<{ tenant_id: number }>(
      `SELECT DISTINCT tenant_id FROM biz_plant WHERE status = 'running' ORDER BY tenant_id`,
    );
    let total = 0;
    for (const { tenant_id } of tenants) {
      const ids = await openMonth(db, tenant_id, month, { username: 'system', realname: '定时任务' });
      if (ids.length > 0) log(`租户 ${tenant_id}：开立 ${month} 结算任务 ${ids.length} 个`);
      total += ids.length;
    }
    return `已开立 ${month} 结算任务 ${total} 个`;
  },
};
