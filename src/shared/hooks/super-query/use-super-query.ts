import { useMemo, useReducer, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  buildQuery,
  builderFieldsOf,
  initialBuilderState,
  reduceBuilder,
  type BuilderAction,
  type BuilderCondition,
  type BuilderField,
  type BuilderState,
} from '../../domain/query/builder-model';
import type { MatchType } from '../../domain/query/rules';
import {
  deleteSavedQuery,
  saveNamedQuery,
  savedQueryKey,
  savedQueryStore,
  savedRecordsOf,
  type BuilderUi,
  type SavedQuery,
} from '../../domain/query/saved-queries';
import type { ResourceSchema } from '../../domain/resources/types';
import { localStore } from '../../session/storage';

/** What both shells' advanced-query widgets take. */
export interface SuperQueryProps {
  /** The fields offered; default: the schema's filterable fields. */
  fields?: BuilderField[];
  schema?: ResourceSchema;
  /**
   * 查询 (conditions + match type) and 重置/清空 (an empty list): plug in the list hook's
   * `handleSuperQuery`.
   */
  onSearch: (params: BuilderCondition[], matchType: MatchType) => void | Promise<void>;
  /** Whether a query is applied (the list's `superQueryActive`); tracked here when absent. */
  active?: boolean;
  /** Saved queries are kept under `JSuperQuerySaved_` + this code, default the route path. */
  saveCode?: string;
  /** The list is loading: the footer buttons wait. */
  loading?: boolean;
}

/** Local storage in the spec's `{value, expire}` form (what JeecgBoot's vue-ls wrote too), no expiry. */
const storage = {
  get: (key: string) => localStore.get<unknown>(key),
  set: (key: string, v: unknown) => localStore.set(key, v),
};

/**
 * The advanced-query widget's state and flows (spec 002 §2, §4, §5), shell-neutral: the shell
 * renders it and supplies how to warn, congratulate and confirm. `closeOnQuery`: the phone closes
 * its full-screen dialog after 查询 (JeecgBoot's mobile mode); the desktop dialog stays open.
 */
export function useSuperQuery(props: SuperQueryProps, ui: BuilderUi, options: { closeOnQuery: boolean }) {
  const { fields: given, schema, onSearch } = props;
  const fields = useMemo(() => given ?? (schema ? builderFieldsOf(schema) : []), [given, schema]);
  const [state, dispatch] = useReducer(reduceBuilder, undefined, initialBuilderState);
  const [visible, setVisible] = useState(false);
  const [applied, setApplied] = useState(false);
  const [naming, setNaming] = useState(false);

  const routePath = useLocation().pathname;
  const key = savedQueryKey(props.saveCode, routePath);
  const store = useMemo(() => savedQueryStore(storage, key), [key]);
  const [savedBox, setSavedBox] = useState(() => ({ key, list: store.list() }));
  // Another page (or save code) → another list; adjusting state during render is React's pattern.
  if (savedBox.key !== key) setSavedBox({ key, list: store.list() });
  const setSaved = (list: SavedQuery[]) => setSavedBox({ key, list });

  const emit = (params: BuilderCondition[], matchType: MatchType) => {
    setApplied(params.length > 0);
    return Promise.resolve(onSearch(params, matchType));
  };

  return {
    fields,
    state,
    dispatch: dispatch as (action: BuilderAction) => void,
    visible,
    active: props.active ?? applied,
    saved: savedBox.list,
    naming,
    show() {
      dispatch({ type: 'open' });
      setVisible(true);
    },
    close() {
      setVisible(false);
    },
    /** 查询: 不能查询空条件 when no row is complete, else emits the conditions. */
    async query(): Promise<boolean> {
      const out = buildQuery(state, fields);
      if (!out.ok) {
        ui.warning(out.message);
        return false;
      }
      if (options.closeOnQuery) setVisible(false);
      await emit(out.params, out.matchType);
      return true;
    },
    /** 重置 / 清空: one blank row, and the list without an advanced query. */
    async reset(): Promise<void> {
      dispatch({ type: 'reset' });
      await emit([], state.matchType);
    },
    /** 保存查询条件: 空条件不能保存, else asks for the name. */
    startSave() {
      const records = savedRecordsOf(state, fields);
      if (!records.ok) ui.warning(records.message);
      else setNaming(true);
    },
    cancelSave() {
      setNaming(false);
    },
    /** The name dialog's OK; resolves true when saved (the name dialog then closes). */
    async submitName(name: string): Promise<boolean> {
      const next = await saveNamedQuery(store, name, state, fields, ui);
      if (!next) return false;
      setSaved(next);
      setNaming(false);
      return true;
    },
    load(saved: SavedQuery) {
      dispatch({ type: 'load', saved, fields });
    },
    async remove(title: string): Promise<void> {
      const next = await deleteSavedQuery(store, title, ui);
      if (next) setSaved(next);
    },
  };
}

export type SuperQueryController = ReturnType<typeof useSuperQuery>;
export type { BuilderState };
