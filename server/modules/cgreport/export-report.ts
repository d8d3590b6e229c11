// GET /online/cgreport/api/exportXls/{id} (CONTRACT §9 "exportXls/{reportId}"): the shown columns of
// either kind of report, filtered like getData, as .xls rows with dictionary texts — at most
// REPORT_LIMITS.exportMax rows, counted first; a larger result is refused, not cut.
import { SELF_PARAM_PREFIX } from '../../../src/shared/domain/widgets/popup-report/wire';
import { cellText } from '../../../src/shared/domain/widgets/popup-report/query-params';
import type { RawQuery } from '../../lib/list-query/query-input';
import { REPORT_LIMITS } from '../../lib/report-sql/run';
import { BizError } from '../../plugins/envelope';
import type { AuthContext } from '../session/auth-context';
import { openReport } from './report-access';
import { reportColumnsOf, reportData, type ReportDeps } from './service';

export const EXPORT_TOO_MANY = `导出数据超过${REPORT_LIMITS.exportMax}行，请缩小查询范围`;

export async function reportExportTable(deps: ReportDeps, auth: AuthContext, id: string, query: RawQuery) {
  const opened = await openReport(deps.db, auth, 'id', id);
  const meta = await reportColumnsOf(deps, auth, opened.any);
  // Search fields, sort and self_ params as getData takes them; paging is the export's own.
  const filters = Object.fromEntries(
    Object.entries(query).filter(
      ([k]) => k !== 'pageNo' && k !== 'pageSize' && (k.startsWith(SELF_PARAM_PREFIX) || !k.startsWith('_')),
    ),
  );
  const page = await reportData(
    deps,
    opened,
    { ...filters, pageNo: '1', pageSize: String(REPORT_LIMITS.exportMax) },
    { maxPageSize: REPORT_LIMITS.exportMax },
  );
  if (page.total > REPORT_LIMITS.exportMax) throw new BizError(EXPORT_TOO_MANY);
  return {
    name: meta.cgRpConfigName,
    header: meta.columns.map((c) => c.title),
    rows: page.records.map((r) => meta.columns.map((c) => cellText(c, r, meta.dictOptions))),
  };
}
