import type { FastifySchema } from 'fastify';

/**
 * Every route declares exactly one access policy in `config.policy`. A route without one makes
 * app.ready() fail (deny by default); see plugins/route-policy.ts.
 */
export type RoutePolicy =
  | { anonymous: true }
  | {
      authenticated: true;
      /**
       * Answer an HTTP 200 error envelope with this message instead of 401 when there is no valid
       * session (logout must always complete on the client).
       */
      unauthenticatedMessage?: string;
    }
  | { permission: string };

export type RateLimitBucket =
  'login' | 'captcha' | 'sms' | 'register' | 'checkOnlyUser' | 'phoneVerification' | 'passwordChange';

export interface RoutePolicyRecord {
  method: string;
  url: string;
  policy: RoutePolicy | undefined;
  /** The route's input schema as declared, so the fuzzer can aim at every named field. */
  schema?: FastifySchema;
}

export function isAnonymous(policy: RoutePolicy | undefined): boolean {
  return !!policy && 'anonymous' in policy && policy.anonymous === true;
}

export function describePolicy(policy: RoutePolicy): string {
  if ('anonymous' in policy) return 'anonymous';
  if ('permission' in policy) return `permission:${policy.permission}`;
  return 'authenticated';
}
