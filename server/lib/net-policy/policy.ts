import { lookup } from 'node:dns/promises';
import type { Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import { ADDRESS_CLASS_LABEL, allowEntryMatches, classifyAddress, isValidHost, parseIp } from './classify';

/** A host the policy admits, with the one address the caller must connect to. */
export interface CheckedHost {
  host: string;
  address: string;
  family: 4 | 6;
}

/** Resolves a name to every address (tests replace it to simulate DNS answers). */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

export async function loadAllowlist(db: Db): Promise<string[]> {
  const rows = await db.query<{ host: string }>('SELECT host FROM sys_host_allowlist');
  return rows.map((r) => r.host);
}

/**
 * The one place that decides whether the server may open a connection to `host`. Every address
 * the name resolves to is checked (a name with one public and one private answer is refused), and
 * the caller gets the checked address to connect to, so a second DNS answer cannot swap it.
 */
export async function checkHost(
  db: Db,
  rawHost: string,
  resolver: Resolver = systemResolver,
): Promise<CheckedHost> {
  const host = rawHost.trim().replace(/^\[(.*)\]$/, '$1');
  if (!host || !isValidHost(host)) throw new BizError(`主机地址不正确：${rawHost}`);
  let answers: { address: string; family: number }[];
  const literal = parseIp(host);
  if (literal) {
    answers = [{ address: host, family: literal.version }];
  } else {
    try {
      answers = await resolver(host);
    } catch {
      throw new BizError(`无法解析主机：${host}`);
    }
  }
  const [first] = answers;
  if (!first) throw new BizError(`无法解析主机：${host}`);
  const allowlist = await loadAllowlist(db);
  for (const { address } of answers) {
    const kind = classifyAddress(address);
    if (kind === null) continue;
    if (allowlist.some((entry) => allowEntryMatches(entry, host, address))) continue;
    throw new BizError(
      `不允许访问${ADDRESS_CLASS_LABEL[kind]}：${host}${address === host ? '' : `（${address}）`}，如确需访问请由管理员加入地址白名单`,
    );
  }
  return { host, address: first.address, family: first.family === 6 ? 6 : 4 };
}
