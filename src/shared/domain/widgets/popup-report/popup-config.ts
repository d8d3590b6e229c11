// The popup input's setup check (spec 001 §5): code, original fields and target fields are all
// needed, and as many target fields as original ones; a bad setup disables the control.
import { POPUP_MESSAGES } from './messages';

export interface PopupConfigInput {
  code?: string | null;
  /** Report columns to copy from the chosen rows, comma-separated. */
  orgFields?: string | null;
  /** Form/row fields to copy into, comma-separated, same order. */
  destFields?: string | null;
}

export type PopupConfig =
  { ok: true; code: string; orgFields: string[]; destFields: string[] } | { ok: false; message: string };

const fields = (raw: string | null | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

export function checkPopupConfig(input: PopupConfigInput): PopupConfig {
  const code = (input.code ?? '').trim();
  const orgFields = fields(input.orgFields);
  const destFields = fields(input.destFields);
  if (!code || orgFields.length === 0 || destFields.length === 0)
    return { ok: false, message: POPUP_MESSAGES.configInvalid };
  if (orgFields.length !== destFields.length) return { ok: false, message: POPUP_MESSAGES.configCount };
  return { ok: true, code, orgFields, destFields };
}
