import { Popup } from 'antd-mobile';
import type { AppRoute } from '../../shared/domain/menu/build-routes';
import { PRODUCT_TITLE } from '../../shared/domain/routes/paths';
import { DrawerMenu } from './drawer-menu';
import { TenantSwitchEntry } from './tenant-switch-entry';

/** Spec 000 §2.4 / §9: the phone menu is a left drawer 200px wide. */
export const DRAWER_WIDTH = 200;

interface NavDrawerProps {
  open: boolean;
  routes: AppRoute[];
  activePath: string;
  onClose: () => void;
  onNavigate: (path: string) => void;
}

export function NavDrawer({ open, routes, activePath, onClose, onNavigate }: NavDrawerProps) {
  return (
    <Popup
      visible={open}
      position="left"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="cwxt-m-drawer"
      bodyStyle={{ width: DRAWER_WIDTH }}
    >
      <div className="cwxt-m-drawer-inner" role="dialog" aria-modal="true" aria-label="菜单">
        <div className="cwxt-m-drawer-title">{PRODUCT_TITLE}</div>
        <DrawerMenu
          routes={routes}
          activePath={activePath}
          onNavigate={(path) => {
            // "Selecting a menu item on mobile closes the drawer."
            onClose();
            onNavigate(path);
          }}
        />
        <TenantSwitchEntry />
      </div>
    </Popup>
  );
}
