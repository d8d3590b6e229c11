import { ErrorBlock, Selector } from 'antd-mobile';
import { useReportChoice } from '../../../../shared/hooks/online/use-report-choice';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ReportCards } from './report-cards';

/**
 * 报表 on the phone ('modules/online/cgreport/auto/OnlCgreportAutoList'): choose a report, search
 * it, scroll through its rows as cards, sort and export — the desktop page's behaviour.
 */
export default function CgreportAutoListPage({ route }: ViewProps) {
  const { heads, code, setCode, fixed } = useReportChoice(route);

  return (
    <div className="cwxt-m-cgreport-page">
      {!fixed && (
        <div role="group" aria-label="报表" style={{ padding: '8px 12px' }}>
          <Selector
            columns={2}
            value={code ? [code] : []}
            onChange={(v) => v[0] && setCode(v[0])}
            options={heads.map((h) => ({ value: h.code, label: h.name }))}
          />
        </div>
      )}
      {code ? (
        <ReportCards key={code} code={code} exportId={heads.find((h) => h.code === code)?.id} />
      ) : (
        <ErrorBlock status="empty" title="请选择报表" description="" />
      )}
    </div>
  );
}
