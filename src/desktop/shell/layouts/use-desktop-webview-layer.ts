import { useWebviewLayer } from '../../../shared/platform/use-webview-layer';

// antd's Modal is fetched only when a dirty form is left.
const confirmLeave = () => import('./leave-confirm').then((m) => m.confirmLeave());

/**
 * The desktop shell's part of the webview layer (WeCom / DingTalk on the PC open the desktop shell):
 * back with a dirty form asks in an antd Modal, route changes feed the version check, and the
 * user's 调试控制台 setting loads vConsole. No floor: a desktop back may leave the app.
 */
export function useDesktopWebviewLayer(): void {
  useWebviewLayer({ confirmLeave });
}
