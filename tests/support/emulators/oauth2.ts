import { randomBytes } from 'node:crypto';
import { startEmulator, type RunningEmulator } from '../emulator-server';

/** A GitHub-shaped user (GET /user). */
export interface OAuth2User {
  id: number;
  login: string;
  name: string | null;
  avatar_url: string;
}

/**
 * A GitHub-shaped OAuth2 provider on 127.0.0.1: the authorize page (signs `authorizeUser` in, or
 * denies), the token endpoint (form or JSON; `{error:'bad_verification_code'}` for a bad, used or
 * foreign code) and the user API (Bearer token). Serves as both THIRD_GITHUB_AUTH_BASE and _API_BASE.
 */
export interface OAuth2Emulator extends RunningEmulator {
  clientId: string;
  clientSecret: string;
  /** A code for `user`, valid once for `redirectUri`. */
  issueCode(user: OAuth2User, redirectUri: string): string;
  /** Who the authorize page signs in; null: the user presses "cancel" (error=access_denied). */
  authorizeUser: OAuth2User | null;
  /** 'ok' normal; 'down' makes the token endpoint answer 502. */
  mode: 'ok' | 'down';
}

export async function startOAuth2Emulator(
  clientId = 'gh-client-id',
  clientSecret = 'gh-client-secret',
): Promise<OAuth2Emulator> {
  const codes = new Map<string, { user: OAuth2User; redirectUri: string }>();
  const tokens = new Map<string, OAuth2User>();
  const state: { authorizeUser: OAuth2User | null; mode: OAuth2Emulator['mode'] } = {
    authorizeUser: null,
    mode: 'ok',
  };
  const issueCode = (user: OAuth2User, redirectUri: string) => {
    const code = randomBytes(10).toString('hex');
    codes.set(code, { user, redirectUri });
    return code;
  };
  const emulator = await startEmulator({
    'GET /login/oauth/authorize': (req) => {
      const redirectUri = req.query.get('redirect_uri') ?? '';
      const st = req.query.get('state') ?? '';
      if (req.query.get('client_id') !== clientId || !redirectUri)
        return { status: 404, body: 'unknown app' };
      const back = new URL(redirectUri);
      if (state.authorizeUser) back.searchParams.set('code', issueCode(state.authorizeUser, redirectUri));
      else back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', st);
      return { status: 302, headers: { location: back.toString() }, body: '' };
    },
    'POST /login/oauth/access_token': (req) => {
      if (state.mode === 'down') return { status: 502, body: 'Bad Gateway' };
      const params = req.body.trim().startsWith('{')
        ? new Map(Object.entries(req.json() as Record<string, string>))
        : new Map(new URLSearchParams(req.body).entries());
      if (params.get('client_id') !== clientId || params.get('client_secret') !== clientSecret)
        return { body: { error: 'incorrect_client_credentials' } };
      const code = params.get('code') ?? '';
      const hit = codes.get(code);
      codes.delete(code);
      if (!hit || hit.redirectUri !== params.get('redirect_uri'))
        return {
          body: {
            error: 'bad_verification_code',
            error_description: 'The code passed is incorrect or expired.',
          },
        };
      const token = `gho_${randomBytes(12).toString('hex')}`;
      tokens.set(token, hit.user);
      return { body: { access_token: token, token_type: 'bearer', scope: 'read:user' } };
    },
    'GET /user': (req) => {
      const auth = String(req.headers?.authorization ?? '');
      const user = tokens.get(auth.replace(/^Bearer /, ''));
      if (!auth.startsWith('Bearer ') || !user) return { status: 401, body: { message: 'Bad credentials' } };
      return { body: user };
    },
  });
  // Accessors (not Object.assign, which would copy a snapshot of the getters).
  return {
    url: emulator.url,
    calls: emulator.calls,
    stop: emulator.stop,
    clientId,
    clientSecret,
    issueCode,
    get authorizeUser() {
      return state.authorizeUser;
    },
    set authorizeUser(v: OAuth2User | null) {
      state.authorizeUser = v;
    },
    get mode() {
      return state.mode;
    },
    set mode(v: OAuth2Emulator['mode']) {
      state.mode = v;
    },
  };
}
