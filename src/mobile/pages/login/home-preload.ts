import { prefetchTodo } from '../../../shared/api/cwxt/dashboard-api';
import { holdUntilFirstList } from '../../../shared/session/first-list-gate';

/**
 * The home's code, fetched in one wave while the user signs in: vite.config.ts gives this chunk's
 * dynamic imports their whole dependency lists (modulepreload links, all at once), where any other
 * lazy import preloads only its CSS and discovers its JS import by import. Loaded by
 * home-warmup.ts, never on the login page's first paint (the login budget).
 */
void import('axios');
void import('../../shell/main-layout');
void import('../../app/menu-route-view');
void import('../dashboard/analysis-page');
// The bell of the layout's nav bar (its requests still wait for the first list).
void import('../messages/notice-badge');

/**
 * Signed in and on the way home: the to-do list is asked for beside the permissions, and the
 * bell, notification settings and news wait until it is painted.
 */
export function startFirstList(): void {
  holdUntilFirstList();
  prefetchTodo();
}
