import { PATHS } from '../../../shared/domain/routes/paths';

/**
 * Full reload after logout (spec 000 §4): every in-memory cache (routes, queries, kept-alive pages)
 * goes away. Its own module so component tests can observe it (jsdom cannot navigate).
 */
export function reloadToLogin(): void {
  window.location.href = PATHS.login;
}
