import type { ThirdLoginSource } from '../../../src/shared/domain/contract/third-login';
import type { Config, ThirdOAuthConfig } from '../../config';
import { ProviderUnreachable, providerFetch, providerJson } from './provider-http';

/** Who the provider says signed in. */
export interface ThirdIdentity {
  thirdUserId: string;
  realname: string | null;
  avatar: string | null;
}

/** The provider refused the authorization code (expired, used, or never issued). */
export class ThirdCodeRejected extends Error {
  constructor() {
    super('authorization code rejected');
    this.name = 'ThirdCodeRejected';
  }
}

export interface ThirdProvider {
  source: ThirdLoginSource;
  authorizeUrl(state: string, redirectUri: string): string;
  /** Code → access token → user; throws ThirdCodeRejected or ProviderUnreachable. */
  identify(code: string, redirectUri: string): Promise<ThirdIdentity>;
}

const text = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null;

/** GitHub's OAuth2 web flow (and anything that speaks its shape, e.g. Gitea / GitHub Enterprise). */
function githubProvider(c: ThirdOAuthConfig): ThirdProvider {
  return {
    source: 'github',
    authorizeUrl: (state, redirectUri) =>
      `${c.authBase}/login/oauth/authorize?${new URLSearchParams({
        client_id: c.clientId,
        redirect_uri: redirectUri,
        state,
        scope: 'read:user',
      }).toString()}`,
    identify: async (code, redirectUri) => {
      const { status, text: body } = await providerFetch(`${c.authBase}/login/oauth/access_token`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_id: c.clientId,
          client_secret: c.clientSecret,
          code,
          redirect_uri: redirectUri,
        }),
      });
      let answer: Record<string, unknown> = {};
      try {
        answer = JSON.parse(body) as Record<string, unknown>;
      } catch {
        throw new ProviderUnreachable('bad token answer');
      }
      // GitHub answers a bad code with HTTP 200 and {error}; other servers use 400/401.
      if (typeof answer.error === 'string') throw new ThirdCodeRejected();
      const token = text(answer.access_token, 500);
      if (status < 200 || status >= 300 || !token) throw new ProviderUnreachable(`token HTTP ${status}`);
      const user = await providerJson(`${c.apiBase}/user`, {
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          'User-Agent': 'cwxt-console',
        },
      });
      const id = typeof user.id === 'number' || typeof user.id === 'string' ? String(user.id) : '';
      if (!id || id.length > 100) throw new ProviderUnreachable('user without id');
      return {
        thirdUserId: id,
        realname: text(user.name, 100) ?? text(user.login, 100),
        avatar: text(user.avatar_url, 255),
      };
    },
  };
}

/** The configured provider of `source`, or null when it is unknown or not configured. */
export function providerFor(config: Config, source: string): ThirdProvider | null {
  if (source === 'github' && config.thirdGithub) return githubProvider(config.thirdGithub);
  return null;
}

export function configuredSources(config: Config): ThirdLoginSource[] {
  return config.thirdGithub ? ['github'] : [];
}
