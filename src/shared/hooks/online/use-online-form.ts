import { useQuery } from '@tanstack/react-query';
import { getColumns, ONLINE_LIST_PATH, type OnlineColumnsWire } from '../../api/online/cgform-runtime-api';
import type { AppRoute } from '../../domain/menu/build-routes';
import type { OnlineFormDesign, OnlineRelationType } from '../../domain/online/form-design';
import { resourceSchemaOf } from '../../domain/online/runtime-schema';
import type { ResourceSchema } from '../../domain/resources/types';

/**
 * An online form as the auto lists use it (issue 9): the design from getColumns and the resource
 * schemas rebuilt from it on the client, because validators are functions the wire cannot carry.
 */

export interface OnlineSubTable {
  headId: string;
  tableName: string;
  tableTxt: string;
  /** 0 one-to-many, 1 one-to-one. */
  relationType: OnlineRelationType;
  design: OnlineFormDesign;
  schema: ResourceSchema;
  /** Sub column ↔ main column (column names). */
  foreignKeys: { field: string; mainField: string }[];
}

export interface OnlineForm {
  headId: string;
  design: OnlineFormDesign;
  /** With validators; menuPath = `/online/cgformList/<headId>`. */
  schema: ResourceSchema;
  /** In tab order. */
  subTables: OnlineSubTable[];
}

export interface UseOnlineFormResult {
  loading: boolean;
  /** The server's Chinese message when the form could not be loaded. */
  error: string | null;
  form: OnlineForm | null;
}

const HEAD_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The head id of a menu route `/online/cgformList/<headId>` (null for any other path). */
export function headIdFromRoute(route: Pick<AppRoute, 'path'> | null | undefined): string | null {
  const path = route?.path ?? '';
  const prefix = `${ONLINE_LIST_PATH}/`;
  if (!path.startsWith(prefix)) return null;
  const id = path.slice(prefix.length).split(/[/?#]/)[0] ?? '';
  return HEAD_ID.test(id) ? id : null;
}

/** The wire answer as the client's form: schemas rebuilt from the designs (ids forced to the head ids). */
export function onlineFormOf(wire: OnlineColumnsWire): OnlineForm {
  const design = { ...wire.design, head: { ...wire.design.head, id: wire.headId } };
  const subTables = [...wire.subTables]
    .sort((a, b) => (a.tabOrderNum ?? 0) - (b.tabOrderNum ?? 0))
    .map((s) => {
      const subDesign = { ...s.design, head: { ...s.design.head, id: s.headId } };
      return {
        headId: s.headId,
        tableName: s.tableName,
        tableTxt: s.tableTxt,
        relationType: s.relationType ?? 0,
        design: subDesign,
        schema: resourceSchemaOf(subDesign),
        foreignKeys: s.foreignKeys,
      };
    });
  return {
    headId: wire.headId,
    design,
    schema: resourceSchemaOf(design, `${ONLINE_LIST_PATH}/${wire.headId}`),
    subTables,
  };
}

export const onlineFormQueryKey = (headId: string | null) => ['online-form', headId] as const;

/** Loads the form once per head id (cached by TanStack Query under ['online-form', headId]). */
export function useOnlineForm(headId: string | null): UseOnlineFormResult {
  const query = useQuery({
    queryKey: onlineFormQueryKey(headId),
    queryFn: async () => onlineFormOf(await getColumns(headId ?? '')),
    enabled: Boolean(headId),
    retry: false,
    staleTime: 60_000,
  });
  const error = query.error
    ? query.error instanceof Error
      ? query.error.message
      : String(query.error)
    : null;
  return { loading: Boolean(headId) && query.isPending, error, form: query.data ?? null };
}
