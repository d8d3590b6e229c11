import { useEffect, useState } from 'react';
import { getReportHeads, type CgreportHeadRecord } from '../../api/sys/cgreport-admin-api';
import type { AppRoute } from '../../domain/menu/build-routes';

/** A report's own menu (`/online/cgreport/<code>`, JeecgBoot's report menus) names its report. */
const REPORT_MENU = /^\/online\/cgreport\/([A-Za-z0-9_-]{1,100})$/;

export function reportCodeOfRoute(route: AppRoute | null): string | undefined {
  return REPORT_MENU.exec(route?.meta.url ?? route?.path ?? '')?.[1];
}

/**
 * 报表 (both shells): the online reports to choose from and the chosen one's code (the first report
 * until the user picks another). Opened from a report's own menu, the page shows that report only
 * and does not list the others (its reader may hold that menu and nothing else). Transport errors
 * are shown by the HTTP interceptor.
 */
export function useReportChoice(route: AppRoute | null = null): {
  heads: CgreportHeadRecord[];
  code: string | undefined;
  setCode: (code: string) => void;
  /** True when the menu names the report: no choice to offer. */
  fixed: boolean;
} {
  const fixedCode = reportCodeOfRoute(route);
  const [heads, setHeads] = useState<CgreportHeadRecord[]>([]);
  const [code, setCode] = useState<string | undefined>(fixedCode);

  useEffect(() => {
    if (fixedCode) return;
    let live = true;
    getReportHeads()
      .then((res) => {
        if (!live || !res.success) return;
        const records = res.result?.records ?? [];
        setHeads(records);
        setCode((c) => c ?? records[0]?.code);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [fixedCode]);

  return { heads, code: fixedCode ?? code, setCode, fixed: fixedCode !== undefined };
}
