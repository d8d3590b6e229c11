import { DEFAULT_STATIC_PAGES, type StaticPage } from '../../shared/domain/menu/resolve-route';
import { PATHS } from '../../shared/domain/routes/paths';
import { VIEW_KEYS } from '../../shared/domain/routes/components';

/**
 * The phone also reaches the user centre (the nav bar's 个人中心 button) and its security page when
 * the menu does not list them; a menu entry for the same path wins (its title is used).
 */
export const PHONE_STATIC_PAGES: Readonly<Record<string, StaticPage>> = {
  ...DEFAULT_STATIC_PAGES,
  [PATHS.accountCenter]: { title: '个人中心', componentKey: VIEW_KEYS.accountCenter },
  [PATHS.accountSecurity]: { title: '安全设置', componentKey: VIEW_KEYS.accountSecurity },
};
