import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { notificationSettingQueryOptions } from '../api/sys/account-settings-api';
import { useAfterFirstList } from '../session/first-list-gate';
import { useSession } from '../session/session-store';
import { setFloorHome, setLeaveConfirm, type LeaveConfirm } from './back-guard';
import { noteRouteChange } from './version-check';
import { applyDebugConsoleSetting } from './vconsole-runtime';

export interface WebviewLayerOptions {
  /** The shell's 离开 / 继续编辑 dialog; keep it stable (module function or memoised). */
  confirmLeave: LeaveConfirm;
  /** Landing on the floor below the first page: navigate home and return true, or false to leave. */
  floorHome?: () => boolean;
}

/**
 * The signed-in layouts' part of the webview layer: the shell's leave dialog and floor action for
 * the back guard, route changes for the version check, and the user's 调试控制台 setting (the
 * same query as the notice socket's, so no extra request).
 */
export function useWebviewLayer({ confirmLeave, floorHome }: WebviewLayerOptions): void {
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  // After sign-in it waits until the first list is painted (session/first-list-gate.ts).
  const afterFirstList = useAfterFirstList();
  const setting = useQuery({
    ...notificationSettingQueryOptions(),
    enabled: Boolean(token) && afterFirstList,
  });
  const debugConsole = setting.data?.debugConsole;

  useEffect(() => setLeaveConfirm(confirmLeave), [confirmLeave]);
  useEffect(() => (floorHome ? setFloorHome(floorHome) : undefined), [floorHome]);
  useEffect(() => noteRouteChange(), [pathname]);
  useEffect(() => {
    if (debugConsole !== undefined) void applyDebugConsoleSetting(debugConsole).catch(() => undefined);
  }, [debugConsole]);
}
