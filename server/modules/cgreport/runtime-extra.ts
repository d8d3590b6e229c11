// The Vue3-era runtime reads of CONTRACT §9 over either kind of report: getColumnsAndData/{id}
// (columns, dictionaries and one page together) and getParamsInfo/{id} (the declared parameters).
import type { RawQuery } from '../../lib/list-query/query-input';
import type { AuthContext } from '../session/auth-context';
import { openReport } from './report-access';
import { reportColumnsOf, reportData, type ReportDeps } from './service';

export async function reportColumnsAndData(deps: ReportDeps, auth: AuthContext, id: string, query: RawQuery) {
  const opened = await openReport(deps.db, auth, 'id', id);
  const any = opened.any;
  const columns = await reportColumnsOf(deps, auth, any);
  const dictCodes = new Map(any.report.items.map((i) => [i.field_name, i.dict_code]));
  return {
    columns: columns.columns.map((c) => ({ ...c, dictCode: dictCodes.get(c.dataIndex) ?? null })),
    cgreportHeadName: columns.cgRpConfigName,
    fieldHrefSlots: columns.fieldHrefSlots,
    isGroupTitle: columns.isGroupTitle,
    dictOptions: columns.dictOptions,
    data: await reportData(deps, opened, query),
  };
}

export async function reportParamsInfo(deps: ReportDeps, auth: AuthContext, id: string) {
  const { any } = await openReport(deps.db, auth, 'id', id);
  const rows = await deps.db.query<{
    param_name: string;
    param_txt: string | null;
    param_value: string | null;
    order_num: number;
  }>(
    'SELECT param_name, param_txt, param_value, order_num FROM onl_cgreport_param WHERE cgrhead_id = $1 ORDER BY order_num ASC',
    [any.report.head.id],
  );
  return rows.map((r) => ({
    cgrheadId: any.report.head.id,
    paramName: r.param_name,
    paramTxt: r.param_txt,
    paramValue: r.param_value,
    orderNum: Number(r.order_num),
  }));
}
