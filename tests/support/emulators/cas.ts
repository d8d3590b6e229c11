import { randomBytes } from 'node:crypto';
import { startEmulator, type RunningEmulator } from '../emulator-server';

/**
 * A CAS 3 server on 127.0.0.1: `/login?service=` signs `loginUser` in and redirects back with a
 * service ticket; `/p3/serviceValidate` checks ticket + service once, as a real CAS does.
 */
export interface CasEmulator extends RunningEmulator {
  /** A ticket for `user` valid once for exactly `service`. */
  issueTicket(user: string, service: string): string;
  /** Who /login signs in (null: it shows a login page instead of redirecting). */
  loginUser: string | null;
  /** 'ok' normal; 'down' answers 503; 'garbage' answers something that is not a CAS document. */
  mode: 'ok' | 'down' | 'garbage';
}

const xml = (inner: string) =>
  `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">${inner}</cas:serviceResponse>`;

export const casSuccessXml = (user: string) =>
  xml(
    `<cas:authenticationSuccess><cas:user>${user}</cas:user><cas:attributes><cas:mail>${user}@example.com</cas:mail></cas:attributes></cas:authenticationSuccess>`,
  );

export const casFailureXml = (code: string, text: string) =>
  xml(`<cas:authenticationFailure code="${code}">${text}</cas:authenticationFailure>`);

export async function startCasEmulator(): Promise<CasEmulator> {
  const tickets = new Map<string, { user: string; service: string }>();
  const issueTicket = (user: string, service: string) => {
    const ticket = `ST-${randomBytes(12).toString('hex')}`;
    tickets.set(ticket, { user, service });
    return ticket;
  };
  const state: { loginUser: string | null; mode: CasEmulator['mode'] } = { loginUser: null, mode: 'ok' };
  const emulator = await startEmulator({
    'GET /login': (req) => {
      const service = req.query.get('service') ?? '';
      if (!state.loginUser || !service) return { body: 'CAS login page' };
      const ticket = issueTicket(state.loginUser, service);
      const sep = service.includes('?') ? '&' : '?';
      return { status: 302, headers: { location: `${service}${sep}ticket=${ticket}` }, body: '' };
    },
    'GET /p3/serviceValidate': (req) => {
      if (state.mode === 'down') return { status: 503, body: 'Service Unavailable' };
      if (state.mode === 'garbage') return { body: '<html><body>maintenance</body></html>' };
      const ticket = req.query.get('ticket') ?? '';
      const service = req.query.get('service') ?? '';
      const hit = tickets.get(ticket);
      tickets.delete(ticket);
      const headers = { 'content-type': 'application/xml; charset=utf-8' };
      if (!hit)
        return { headers, body: casFailureXml('INVALID_TICKET', `Ticket '${ticket}' not recognized`) };
      if (hit.service !== service)
        return { headers, body: casFailureXml('INVALID_SERVICE', 'Ticket was not issued for this service') };
      return { headers, body: casSuccessXml(hit.user) };
    },
  });
  // Accessors (not Object.assign, which would copy a snapshot of the getters).
  return {
    url: emulator.url,
    calls: emulator.calls,
    stop: emulator.stop,
    issueTicket,
    get loginUser() {
      return state.loginUser;
    },
    set loginUser(v: string | null) {
      state.loginUser = v;
    },
    get mode() {
      return state.mode;
    },
    set mode(v: CasEmulator['mode']) {
      state.mode = v;
    },
  };
}
