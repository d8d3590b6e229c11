import { useEffect, useMemo, useState } from 'react';
import { buildAreaOptions, type AreaData, type AreaOption } from '../../domain/widgets/area/area-tree';
import { AREA_LOAD_FAILED, loadAreaData } from './area-data';

export interface AreaDataState {
  data: AreaData | null;
  /** The three-level option tree (empty until loaded). */
  options: AreaOption[];
  loading: boolean;
  error: string | null;
}

let optionsCache: { data: AreaData; options: AreaOption[] } | null = null;

function optionsOf(data: AreaData): AreaOption[] {
  // Building the tree walks ~3,500 entries; every picker on the page shares one copy.
  if (optionsCache?.data !== data) optionsCache = { data, options: buildAreaOptions(data) };
  return optionsCache.options;
}

/** Loads the area table (once per page) and gives its option tree. */
export function useAreaData(): AreaDataState {
  const [data, setData] = useState<AreaData | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    loadAreaData().then(
      (loaded) => {
        if (alive) setData(loaded);
      },
      () => {
        if (alive) setError(AREA_LOAD_FAILED);
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  const options = useMemo(() => (data ? optionsOf(data) : []), [data]);
  return { data, options, loading: data === null && error === null, error };
}
