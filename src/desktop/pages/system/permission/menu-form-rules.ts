import type { FormRule } from 'antd';
import type { PermissionRecord } from '../../../../shared/api/sys/permission-api';
import { asyncRules } from '../../../../shared/forms/to-rule';
import { MENU_MESSAGES, MENU_TYPE, permissionSchema } from '../../../../shared/domain/resources/permission';
import { findField } from '../../../../shared/domain/resources/types';
import type { Validator } from '../../../../shared/domain/validation/rules';

/** The form's values as the antd store holds them (booleans for switches, wire values otherwise). */
export interface MenuFormValues {
  menuType: number;
  name?: string;
  parentId?: string | null;
  url?: string;
  component?: string;
  componentName?: string;
  redirect?: string;
  icon?: string;
  sortNo?: number | null;
  route?: boolean;
  hidden?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  internalOrExternal?: boolean;
  perms?: string;
  permsType?: string;
  status?: string;
  description?: string;
}

/** The schema's own validators of a field (length caps, script urls …). */
export function schemaRules(key: string): FormRule[] {
  const rules = findField(permissionSchema, key)?.rules ?? [];
  return rules.length > 0 ? [asyncRules(...rules)] : [];
}

const filled = (x: unknown) => typeof x === 'string' && x.trim() !== '';
const isExternal = (v: MenuFormValues) => v.internalOrExternal === true;

/**
 * Each field's share of the type-dependent check (`validateMenuByType`, which the form runs again
 * before saving and the server runs on every save), so every missing field shows its own message.
 */
export const TYPE_CHECKS: Record<
  'parentId' | 'url' | 'component' | 'perms',
  (v: MenuFormValues) => string | undefined
> = {
  parentId: (v) =>
    Number(v.menuType) !== MENU_TYPE.topMenu && !filled(v.parentId)
      ? MENU_MESSAGES.parentRequired
      : undefined,
  url: (v) => {
    if (Number(v.menuType) === MENU_TYPE.button) return undefined;
    if (!filled(v.url)) return MENU_MESSAGES.urlRequired;
    if (isExternal(v) && !/^https?:\/\/\S+$/i.test(String(v.url).trim())) return MENU_MESSAGES.externalUrl;
    return undefined;
  },
  component: (v) =>
    Number(v.menuType) !== MENU_TYPE.button && !isExternal(v) && !filled(v.component)
      ? MENU_MESSAGES.componentRequired
      : undefined,
  perms: (v) =>
    Number(v.menuType) === MENU_TYPE.button && !filled(v.perms) ? MENU_MESSAGES.permsRequired : undefined,
};

/** A field's type-dependent rule over the whole form's values. */
export function byTypeRule(getValues: () => MenuFormValues, field: keyof typeof TYPE_CHECKS): FormRule {
  const check: Validator = () => TYPE_CHECKS[field](getValues());
  return asyncRules(check);
}

/** Initial values: a new menu of the given type (under `parentId`), or the record being edited. */
export function initialMenuValues(
  record: PermissionRecord | null,
  add: { menuType: number; parentId?: string | null },
): MenuFormValues {
  if (!record) {
    return {
      menuType: add.menuType,
      parentId: add.parentId ?? undefined,
      route: true,
      hidden: false,
      keepAlive: false,
      alwaysShow: false,
      internalOrExternal: false,
      permsType: '1',
      status: '1',
      sortNo: 1,
    };
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    menuType: Number(record.menuType),
    name: record.name,
    parentId: record.parentId || undefined,
    url: str(record.url),
    component: str(record.component),
    componentName: str(record.componentName),
    redirect: str(record.redirect),
    icon: str(record.icon),
    sortNo: record.sortNo ?? null,
    route: (record.route ?? record.isRoute) !== false,
    hidden: record.hidden === true,
    keepAlive: record.keepAlive === true,
    alwaysShow: record.alwaysShow === true,
    internalOrExternal: record.internalOrExternal === true,
    perms: str(record.perms),
    permsType: str(record.permsType) ?? '1',
    status: str(record.status) ?? '1',
    description: str(record.description),
  };
}

const MENU_KEYS = [
  'name',
  'parentId',
  'url',
  'component',
  'componentName',
  'redirect',
  'icon',
  'sortNo',
  'route',
  'hidden',
  'keepAlive',
  'alwaysShow',
  'internalOrExternal',
  'status',
  'description',
] as const;
const BUTTON_KEYS = ['name', 'parentId', 'perms', 'permsType', 'status', 'sortNo', 'description'] as const;

/**
 * The body for add/edit: only the fields of the chosen type (a button never carries a route, a
 * menu never carries perms), a top-level menu has no parent.
 */
export function menuBody(values: MenuFormValues, id?: string): Record<string, unknown> {
  const type = Number(values.menuType);
  const keys: readonly (keyof MenuFormValues)[] = type === MENU_TYPE.button ? BUTTON_KEYS : MENU_KEYS;
  const body: Record<string, unknown> = { menuType: type };
  for (const k of keys) {
    const v = values[k];
    body[k] = typeof v === 'string' ? v.trim() : (v ?? null);
  }
  if (type === MENU_TYPE.topMenu) body.parentId = null;
  if (id) body.id = id;
  return body;
}
