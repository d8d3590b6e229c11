import { useEffect, useState } from 'react';
import { getReportHeads, type CgreportHeadRecord } from '../../api/sys/cgreport-admin-api';

/**
 * 报表 (both shells): the online reports to choose from and the chosen one's code (the first report
 * until the user picks another). Transport errors are shown by the HTTP interceptor.
 */
export function useReportChoice(): {
  heads: CgreportHeadRecord[];
  code: string | undefined;
  setCode: (code: string) => void;
} {
  const [heads, setHeads] = useState<CgreportHeadRecord[]>([]);
  const [code, setCode] = useState<string | undefined>(undefined);

  useEffect(() => {
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
  }, []);

  return { heads, code, setCode };
}
