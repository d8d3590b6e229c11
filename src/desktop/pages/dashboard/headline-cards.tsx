import { Card, Col, Row, Statistic } from 'antd';
import type { AnalysisData } from '../../../shared/domain/business/dashboard';
import { displayMoney } from '../../../shared/domain/money/money';
import { groupThousands } from '../../../shared/domain/money/decimal';

/** The headline figures the caller may read (a card per figure present in the payload). */
export function HeadlineCards({ cards }: { cards: AnalysisData['cards'] }) {
  const items: Array<[string, string]> = [];
  if (cards.plantCount !== undefined) items.push(['电厂数量', String(cards.plantCount)]);
  if (cards.capacityMw !== undefined) items.push(['装机容量(MW)', groupThousands(cards.capacityMw)]);
  if (cards.monthAmount !== undefined) items.push(['本月结算金额', displayMoney(cards.monthAmount)]);
  if (cards.unpaidAmount !== undefined) items.push(['未付金额', displayMoney(cards.unpaidAmount)]);
  if (items.length === 0) return null;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {items.map(([title, value]) => (
        <Col key={title} xs={12} lg={6}>
          <Card size="small">
            {/* The value is preformatted text: exact decimals, never re-parsed as a float. */}
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
