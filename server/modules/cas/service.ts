import type { LoginResult } from '../../../src/shared/domain/contract/auth';
import type { AppDeps } from '../../fastify-types';
import { BizError } from '../../plugins/envelope';
import { writeLoginLog } from '../auth/login-log';
import type { ClientInfo } from '../auth/login-service';
import { buildLoginResult } from '../auth/login-result';
import { ProviderUnreachable, providerFetch } from '../third-login/provider-http';
import { findUserByUsername } from '../user/repository';
import { readCasAnswer, type CasAnswer } from './cas-xml';
import { checkServiceUrl } from './service-url';

export const CAS_MESSAGES = {
  notConfigured: '未配置CAS单点登录，请联系管理员',
  ticketMissing: '票据不能为空',
  badService: '非法的service地址',
  ticketInvalid: '票据无效或已过期，请重新登录',
  unreachable: 'CAS服务器无法访问，请稍后重试',
  badAnswer: 'CAS服务器的应答无法识别，请联系管理员',
  unknownUser: '该CAS账号在本系统中不存在，请联系管理员',
  frozen: '该用户已冻结',
} as const;

/**
 * CONTRACT §2.7 CAS line: `{departs, multi_depart, token, userInfo}` first, in that order. Our
 * server also adds the rest of the /sys/login payload (tenantList, sysAllDictItems) so the client
 * finishes exactly like a password login; a stock client ignores the extra keys.
 */
export type CasLoginResult = Pick<LoginResult, 'departs' | 'multi_depart' | 'token' | 'userInfo'> &
  Omit<LoginResult, 'departs' | 'multi_depart' | 'token' | 'userInfo'>;

async function validateAtCas(casBase: string, ticket: string, service: string): Promise<CasAnswer> {
  const url = `${casBase}/p3/serviceValidate?${new URLSearchParams({ ticket, service }).toString()}`;
  const { status, text } = await providerFetch(url, { headers: { Accept: 'application/xml, text/xml' } });
  if (status < 200 || status >= 300) throw new ProviderUnreachable(`HTTP ${status}`);
  return readCasAnswer(text);
}

/** GET /sys/cas/client/validateLogin: ticket → CAS principal → local user of that name → session. */
export async function casLogin(
  deps: AppDeps,
  input: { ticket: string; service: string; origin: string },
  client: ClientInfo,
): Promise<CasLoginResult> {
  const casBase = deps.config.casServerUrl;
  if (!casBase) throw new BizError(CAS_MESSAGES.notConfigured);
  const ticket = input.ticket.trim();
  if (!ticket) throw new BizError(CAS_MESSAGES.ticketMissing);
  const service = checkServiceUrl(input.service, input.origin);
  if (!service) throw new BizError(CAS_MESSAGES.badService);

  let answer: CasAnswer;
  try {
    answer = await validateAtCas(casBase, ticket, service);
  } catch (e) {
    if (e instanceof ProviderUnreachable) throw new BizError(CAS_MESSAGES.unreachable);
    throw e;
  }
  if (answer.kind === 'failure') throw new BizError(CAS_MESSAGES.ticketInvalid);
  if (answer.kind === 'unreadable') throw new BizError(CAS_MESSAGES.badAnswer);

  const logFailure = (userId: string | null, why: string) =>
    writeLoginLog(deps.db, {
      userId,
      username: answer.user,
      content: `用户名: ${answer.user},CAS登录失败，${why}`,
      ip: client.ip,
      url: client.url,
    });
  const user = await findUserByUsername(deps.db, answer.user);
  if (!user || user.del_flag !== 0) {
    await logFailure(null, CAS_MESSAGES.unknownUser);
    throw new BizError(CAS_MESSAGES.unknownUser);
  }
  if (user.status !== 1) {
    await logFailure(user.id, CAS_MESSAGES.frozen);
    throw new BizError(CAS_MESSAGES.frozen);
  }
  const full = await buildLoginResult(deps, user, client);
  await writeLoginLog(deps.db, {
    userId: user.id,
    username: user.username,
    content: `用户名: ${user.username},CAS登录成功！`,
    ip: client.ip,
    url: client.url,
  });
  const { departs, multi_depart, token, userInfo, ...rest } = full;
  return { departs, multi_depart, token, userInfo, ...rest };
}
