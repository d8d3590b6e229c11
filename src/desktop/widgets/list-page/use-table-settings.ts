import { useCallback, useEffect, useState } from 'react';
import { localStore } from '../../../shared/session/storage';
import { useSession } from '../../../shared/session/session-store';

export type TableDensity = 'large' | 'middle' | 'small';

export interface TableSettings {
  density: TableDensity;
  /** Keys of the columns the user hid with 列设置. */
  hidden: string[];
}

export interface TableSettingsController extends TableSettings {
  setDensity(density: TableDensity): void;
  setHidden(hidden: string[]): void;
  reset(): void;
  fullscreen: boolean;
  setFullscreen(on: boolean): void;
}

const DEFAULTS: TableSettings = { density: 'middle', hidden: [] };

/** localStorage key of one user's settings of one list (a shared PC keeps each user's own). */
export function tableSettingsKey(userId: string, listKey: string): string {
  return `CWXT_TABLE:${userId}:${listKey}`;
}

function read(key: string | null): TableSettings {
  const stored = key ? localStore.get<Partial<TableSettings>>(key) : null;
  const density = stored?.density;
  return {
    density: density === 'large' || density === 'small' || density === 'middle' ? density : DEFAULTS.density,
    hidden: Array.isArray(stored?.hidden) ? stored.hidden.filter((k) => typeof k === 'string') : [],
  };
}

/**
 * Density and hidden columns of a list, remembered per user and list in localStorage (like
 * ProTable's column state); full screen is for the visit only.
 */
export function useTableSettings(listKey: string): TableSettingsController {
  const userId = useSession((s) => s.userInfo?.id ?? null);
  const key = userId ? tableSettingsKey(userId, listKey) : null;
  const [settings, setSettings] = useState<TableSettings>(() => read(key));
  const [fullscreen, setFullscreen] = useState(false);
  // Another user (or list) on the same page component: their own settings.
  useEffect(() => setSettings(read(key)), [key]);

  const save = useCallback(
    (next: TableSettings) => {
      setSettings(next);
      if (key) localStore.set(key, next);
    },
    [key],
  );
  return {
    ...settings,
    setDensity: (density) => save({ ...settings, density }),
    setHidden: (hidden) => save({ ...settings, hidden }),
    reset: () => {
      setSettings(DEFAULTS);
      if (key) localStore.remove(key);
    },
    fullscreen,
    setFullscreen,
  };
}
