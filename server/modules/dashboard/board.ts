// GET /cwxt/dashboard/board?month=: the month's settlement tasks as cards, one column per state.
import {
  businessMonth,
  isMonth,
  type BoardCard,
  type BoardData,
} from '../../../src/shared/domain/business/dashboard';
import type { SettleStatus } from '../../../src/shared/domain/business/dashboard';
import { BizError } from '../../plugins/envelope';
import type { Db, Row } from '../../db/db';
import type { AuthContext } from '../session/auth-context';
import { resolveSections } from './access';
import { dateText, money, scoped } from './sql';

export const BOARD_MESSAGES = { month: '月份格式不正确，应为YYYY-MM' } as const;
/** More than one task per plant per month cannot exist; this only bounds a misconfigured tenant. */
const BOARD_LIMIT = 1000;

export async function board(
  db: Db,
  auth: AuthContext,
  monthInput: string | undefined,
  now = new Date(),
): Promise<BoardData> {
  if (monthInput !== undefined && monthInput !== '' && !isMonth(monthInput))
    throw new BizError(BOARD_MESSAGES.month);
  const month = monthInput ? monthInput : businessMonth(now);
  const { sections } = await resolveSections(db, auth, ['settlement']);
  if (!sections.settlement) return { month };
  const rows = await scoped<
    Row & {
      id: string;
      plant_id: string;
      plant_name: string;
      amount: string;
      deadline: string | null;
      status: string;
    }
  >(
    db,
    sections.settlement,
    (where, p) =>
      `SELECT t.id, t.plant_id, pl.plant_name, t.amount::text AS amount, ${dateText('t.deadline')} AS deadline, t.status
         FROM biz_settlement_task t JOIN biz_plant pl ON pl.id = t.plant_id
        WHERE ${where} AND t.settle_month = ${p.add(month)}
        ORDER BY pl.plant_name, t.id LIMIT ${BOARD_LIMIT}`,
  );
  const cards: BoardCard[] = rows.map((r) => ({
    id: r.id,
    plantId: r.plant_id,
    plantName: r.plant_name,
    amount: money(r.amount),
    deadline: r.deadline,
    status: r.status as SettleStatus,
  }));
  return { month, cards };
}
