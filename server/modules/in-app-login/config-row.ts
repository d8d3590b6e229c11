import type { InAppProvider } from '../../../src/shared/domain/contract/in-app-login';

/** A sys_third_app_config row as the queries of this module select it. */
export interface AppConfigRow {
  [key: string]: unknown;
  id: string;
  tenant_id: number;
  third_type: InAppProvider;
  corp_id: string;
  client_id: string;
  agent_id: string;
  /** Sealed by server/lib/secret-box.ts; never leaves the server. */
  client_secret_enc: string;
  status: number;
}
