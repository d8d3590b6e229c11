import { useQuery } from '@tanstack/react-query';
import { analysisQueryOptions } from '../../../shared/api/cwxt/dashboard-api';
import { bizDictText } from '../../../shared/domain/business/dicts';
import { displayMoney } from '../../../shared/domain/money/money';
import { groupThousands } from '../../../shared/domain/money/decimal';

/** The home page's compact figures: headline numbers and this month's progress, as text (no charts on the phone home). */
export function HomeFigures() {
  const { data } = useQuery(analysisQueryOptions());
  if (!data) return null;
  const { cards } = data;
  const figures: Array<[string, string]> = [];
  if (cards.plantCount !== undefined) figures.push(['电厂数量', String(cards.plantCount)]);
  if (cards.capacityMw !== undefined) figures.push(['装机容量(MW)', groupThousands(cards.capacityMw)]);
  if (cards.monthAmount !== undefined) figures.push(['本月结算金额', displayMoney(cards.monthAmount)]);
  if (cards.unpaidAmount !== undefined) figures.push(['未付金额', displayMoney(cards.unpaidAmount)]);
  if (figures.length === 0) return null;
  return (
    <section aria-label="业务概况" className="cwxt-m-home-block">
      <h3 className="cwxt-m-home-title">业务概况</h3>
      <dl className="cwxt-m-home-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {data.settlementByStatus && (
        <p className="cwxt-m-home-sub">
          {`${data.month} 结算：`}
          {data.settlementByStatus
            .map((r) => `${bizDictText('cwxt_settle_status', r.status)} ${r.count}`)
            .join('，')}
        </p>
      )}
    </section>
  );
}
