import { bizDictText } from '../../../shared/domain/business/dicts';

export const settleStatusText = (v: string) => bizDictText('cwxt_settle_status', v);
