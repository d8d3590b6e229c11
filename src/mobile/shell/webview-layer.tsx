import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../../shared/domain/routes/paths';
import { installKeyboardInset } from '../../shared/platform/keyboard-inset';
import { useWebviewLayer } from '../../shared/platform/use-webview-layer';

// The dialog (and antd-mobile's Dialog runtime) is fetched only when a dirty form is left.
const confirmLeave = () => import('./leave-dialog').then((m) => m.confirmLeaveDialog());

/**
 * The phone's webview layer inside the signed-in layout (renders nothing): the 离开 / 继续编辑
 * dialog for the back guard, "back on the first page goes home" — leaving the app only from
 * home (see shared/platform/back-guard.ts) — and the keyboard inset of the popups.
 */
export function WebviewLayer() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const floorHome = useCallback(() => {
    if (pathname === PATHS.home) return false;
    void navigate(PATHS.home);
    return true;
  }, [pathname, navigate]);
  useWebviewLayer({ confirmLeave, floorHome });
  // Keyboard insets matter for the popups and form screens of the signed-in pages (not at boot).
  useEffect(() => installKeyboardInset(), []);
  return null;
}
