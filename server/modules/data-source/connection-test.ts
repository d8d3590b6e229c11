import pg from 'pg';
import {
  DATA_SOURCE_DEFAULT_PORT,
  DATA_SOURCE_MESSAGES as M,
  refusePostgresUrl,
  validatePort,
} from '../../../src/shared/domain/resources/data-source';
import type { AppDeps } from '../../fastify-types';
import {
  clientConfig,
  CONNECT_TIMEOUT_MS,
  describeConnectError,
  type PgTarget,
} from '../../lib/datasource/connect';
import { decryptSecret } from '../../lib/datasource/secret-box';
import { checkHost } from '../../lib/net-policy/policy';
import { BizError } from '../../plugins/envelope';
import type { AuthContext } from '../session/auth-context';
import { assertPostgres, dataSourceInScope } from './service';

export interface TestConnectionBody {
  id?: string;
  url?: string;
  dbType?: string;
  host?: string;
  port?: string | number | null;
  database?: string;
  username?: string;
  password?: string;
}

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function fromUrl(raw: string): Partial<PgTarget> {
  const refused = refusePostgresUrl(raw);
  if (refused) throw new BizError(refused);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new BizError('连接地址格式不正确');
  }
  // The query string (sslmode, host=…) could steer the driver elsewhere: only the parts below count.
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : DATA_SOURCE_DEFAULT_PORT,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')),
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
}

/** The fields to test: a saved source (id) overlaid with what the form sends, or a URL, or fields. */
async function targetOf(deps: AppDeps, auth: AuthContext, body: TestConnectionBody): Promise<PgTarget> {
  assertPostgres(body.dbType);
  const given: Partial<PgTarget> = filled(body.url) ? fromUrl(body.url) : {};
  if (filled(body.host)) given.host = body.host.trim();
  if (body.port !== undefined && body.port !== null && body.port !== '') {
    if (validatePort(body.port)) throw new BizError(M.portFormat);
    given.port = Number(body.port);
  }
  if (filled(body.database)) given.database = body.database.trim();
  if (filled(body.username)) given.username = body.username.trim();
  if (filled(body.password)) given.password = body.password;

  let saved: Partial<PgTarget> = {};
  if (filled(body.id)) {
    const row = await dataSourceInScope(deps.db, auth, body.id);
    // The stored password only ever goes to the stored host and port: a changed target needs it typed.
    const moved =
      (given.host !== undefined && given.host !== row.host) ||
      (given.port !== undefined && given.port !== row.port);
    if (moved && given.password === undefined) throw new BizError(M.passwordAgain);
    saved = {
      host: row.host,
      port: row.port,
      database: row.database,
      username: row.username,
      // Only decrypted when the form did not bring a new password.
      password:
        given.password ?? (row.password_cipher ? await decryptSecret(deps.db, row.password_cipher) : ''),
    };
  }
  const t = { ...saved, ...given };
  if (!t.host) throw new BizError(M.hostRequired);
  if (!t.database) throw new BizError(M.databaseRequired);
  if (!t.username) throw new BizError(M.usernameRequired);
  return {
    host: t.host,
    port: t.port ?? DATA_SOURCE_DEFAULT_PORT,
    database: t.database,
    username: t.username,
    password: t.password ?? '',
  };
}

/**
 * POST /sys/dataSource/testConnection: connects (5 s limit) to the checked address and reads the
 * server version. Failures carry a reason built from error codes, never the password.
 */
export async function testConnection(
  deps: AppDeps,
  auth: AuthContext,
  body: TestConnectionBody,
): Promise<{ version: string }> {
  const target = await targetOf(deps, auth, body);
  const checked = await checkHost(deps.db, target.host);
  const client = new pg.Client({ ...clientConfig(checked, target), query_timeout: CONNECT_TIMEOUT_MS });
  // A late socket error after a failed connect must not become an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const rows = await client.query<{ version: string }>('SELECT version() AS version');
    return { version: rows.rows[0]?.version ?? '' };
  } catch (err) {
    throw new BizError(`连接失败：${describeConnectError(err)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
