import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getHttpUi } from '../../api/http-ui';
import { labelDictCode } from '../../domain/widgets/dict/dict-code';
import {
  DICT_CODE_EMPTY,
  DICT_SEARCH_DEBOUNCE_MS,
  DICT_SEARCH_PAGE_SIZE,
} from '../../domain/widgets/dict/messages';
import { normaliseDictOptions, splitDictValue, type DictOption } from '../../domain/widgets/dict/options';
import { loadDict, loadDictItem } from '../../api/sys/dict-api';
import { storeLabels } from './label-cache';
import { textsByKey, useValueLabels } from './use-value-labels';

export interface DictSearchConfig {
  /** Table dictionary `table,text,code[,condition]`. */
  dict: string;
  /** The stored value (comma-joined when several). */
  value: unknown;
  /** Search debounce in ms (default 800; spec 001 §7 also names 300 for some widgets). */
  debounceMs?: number;
  /** Items per search (default 10). */
  pageSize?: number;
}

export interface DictSearchState {
  /** The options of the latest search (the selected items show through `selected`). */
  options: DictOption[];
  loading: boolean;
  /** The keyword of the latest search ('' before any typing). */
  keyword: string;
  /** The current value's items with their labels (label = value until known). */
  selected: DictOption[];
  /** Debounced search for a keyword. */
  search(keyword: string): void;
  /** First opening: loads the first page with an empty keyword (once). */
  open(): void;
  /** Records labels of picked options so they are never asked for. */
  remember(options: readonly DictOption[]): void;
  /** 字典Code不能为空! when no dictionary is given (nothing is asked then). */
  error: string | null;
}

/**
 * Async dictionary search (JSearchSelectTag async, spec 001 §7 / 002 §7): `loadDict` with keyword
 * and pageSize, debounced; only the latest answer counts; a failed search shows the server
 * message as a warning. The current value's label comes from `loadDictItem` (the condition part
 * of the code dropped, as that endpoint takes exactly `table,text,code`).
 */
export function useDictSearch({
  dict,
  value,
  debounceMs = DICT_SEARCH_DEBOUNCE_MS,
  pageSize = DICT_SEARCH_PAGE_SIZE,
}: DictSearchConfig): DictSearchState {
  const [options, setOptions] = useState<DictOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  // Labels of every option seen in this dictionary: a value found once needs no label request.
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map());
  // An object, so the cleanup below bumps the same counter the requests read.
  const seq = useRef({ n: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const opened = useRef(false);

  const run = useCallback(
    (text: string) => {
      const mine = ++seq.current.n;
      if (!dict) return;
      setLoading(true);
      loadDict(dict, { keyword: text, pageSize })
        .then((res) => {
          if (mine !== seq.current.n) return;
          setLoading(false);
          if (res.success) {
            const found = normaliseDictOptions(res.result);
            setOptions(found);
            setSeen((prev) => new Map([...prev, ...found.map((o): [string, string] => [o.value, o.label])]));
            // Other widgets on the same dictionary (grid cells) then need no label request either.
            storeLabels(`dict:${dict}`, Object.fromEntries(found.map((o) => [o.value, o.label])));
          } else {
            setOptions([]);
            getHttpUi().warning(res.message);
          }
        })
        .catch(() => {
          // Transport errors were shown by the interceptor.
          if (mine === seq.current.n) setLoading(false);
        });
    },
    [dict, pageSize],
  );

  useEffect(() => {
    // A new dictionary starts over; pending searches of the old one are dropped.
    opened.current = false;
    setOptions([]);
    setKeyword('');
    setSeen(new Map());
    setLoading(false);
    const requests = seq.current;
    return () => {
      requests.n++;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [dict]);

  const search = useCallback(
    (text: string) => {
      setKeyword(text);
      opened.current = true;
      // Shown at once: the list reads 加载中… while the debounce waits, not the previous result.
      setLoading(true);
      setOptions([]);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        run(text);
      }, debounceMs);
    },
    [run, debounceMs],
  );

  const open = useCallback(() => {
    if (opened.current) return;
    opened.current = true;
    run('');
  }, [run]);

  const values = useMemo(() => splitDictValue(value), [value]);
  const itemCode = labelDictCode(dict);
  const resolve = useCallback(
    async (missing: string[]) => {
      if (!itemCode) return {};
      const res = await loadDictItem(itemCode, missing.join(','), false);
      return res.success ? textsByKey(missing, res.result) : {};
    },
    [itemCode],
  );
  const unknownValues = useMemo(() => values.filter((v) => !seen.has(v)), [values, seen]);
  const { labels, remember: rememberLabels } = useValueLabels(unknownValues, resolve, `dict:${dict}`);

  const selected = useMemo(
    () => values.map((v) => ({ value: v, label: seen.get(v) ?? labels.get(v) ?? v })),
    [values, seen, labels],
  );
  const remember = useCallback((picked: readonly DictOption[]) => rememberLabels(picked), [rememberLabels]);

  const error = dict ? null : DICT_CODE_EMPTY;
  return { options, loading: loading && !error, keyword, selected, search, open, remember, error };
}
