/** One element of `getUserPermissionByToken().menu` (CONTRACT.md §3.3). */
export interface MenuMeta {
  keepAlive: boolean;
  internalOrExternal: boolean;
  title: string;
  componentName?: string;
  icon?: string;
  url?: string;
  hideMenu?: boolean;
  hideTab?: boolean;
  permissionList?: AuthEntry[];
}

export interface MenuItem {
  id: string;
  /** "1" = is a route, "0" = menu only (skipped by the route builder). */
  route: '0' | '1';
  path: string;
  name: string;
  component: string | null;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  children?: MenuItem[];
  meta: MenuMeta;
}

/** A button/data permission entry. `auth` rows omit status; `allAuth` rows carry it. */
export interface AuthEntry {
  action: string;
  /** "1" show-policy button permission, "2" disable-policy / data permission. */
  type: '1' | '2' | string;
  describe: string;
  status?: string;
}

export interface PermissionResult {
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
  sysSafeMode: boolean;
}
