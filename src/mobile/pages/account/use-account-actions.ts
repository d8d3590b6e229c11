import { clearLocalCache, logout } from '../../../shared/session/session-store';
import { PATHS } from '../../../shared/domain/routes/paths';
import { browserLocation } from '../../../shared/platform/browser-location';
import { showConfirm } from '../../ui/feedback';

export const LOGOUT_CONFIRM = '真的要注销登录吗 ?';

/** 退出登录 (spec 000 §4): confirm, then server logout, then a full page load of the login page. */
export function confirmLogout(): void {
  showConfirm({
    title: '提示',
    content: LOGOUT_CONFIRM,
    onConfirm: async () => {
      await logout();
      // A full page load (spec 000 §4), through the shared seam jsdom tests can replace.
      browserLocation.assign(PATHS.login);
    },
  });
}

/** 清理缓存: the shared refresh shows 刷新缓存完成！ / 刷新缓存失败！ itself (spec 000 §8). */
export function clearCache(): void {
  void clearLocalCache();
}
