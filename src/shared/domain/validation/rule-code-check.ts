import { remoteErrorMessage, type RemoteAnswer } from './duplicate-check';

/**
 * The rule-code check (spec 002 §5, CONTRACT §8.2), pure like the duplicate check: skipped when
 * the rule code or the value is empty; the value is URL-encoded before it is sent (the query
 * string encodes it again; the server decodes twice, as JeecgBoot does).
 */

export interface RuleCodeRequest {
  ruleCode: string;
  /** encodeURIComponent of the value. */
  value: string;
}

export type RuleCodeFetcher = (request: RuleCodeRequest) => Promise<RemoteAnswer>;

/** The request, or null when the check is skipped. */
export function buildRuleCodeRequest(
  ruleCode: string | null | undefined,
  value: unknown,
): RuleCodeRequest | null {
  if (!ruleCode || value === null || value === undefined || value === '') return null;
  return { ruleCode, value: encodeURIComponent(String(value)) };
}

/** success → valid; otherwise the failing rule's message from the server. */
export function ruleCodeAnswer(answer: RemoteAnswer): string | null {
  if (answer.success) return null;
  return answer.message || '校验未通过';
}

export async function validateRuleCode(
  fetcher: RuleCodeFetcher,
  ruleCode: string | null | undefined,
  value: unknown,
): Promise<string | null> {
  const request = buildRuleCodeRequest(ruleCode, value);
  if (!request) return null;
  try {
    return ruleCodeAnswer(await fetcher(request));
  } catch (error) {
    return remoteErrorMessage(error);
  }
}
