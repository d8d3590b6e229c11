import { LAYOUT_KEYS } from '../../../src/shared/domain/routes/components';
import {
  MENU_MESSAGES,
  MENU_TYPE,
  permissionSchema,
  validateMenuByType,
} from '../../../src/shared/domain/resources/permission';
import { findField, type ResourceField } from '../../../src/shared/domain/resources/types';
import { BizError } from '../../plugins/envelope';
import { readForm, type ColumnValue, type FormMode } from './form-input';
import type { MenuAdminRow } from './menu-json';

const PERMS_CODE = /^[A-Za-z0-9_:.-]{1,100}$/;
const INTERNAL_PATH = /^\/[A-Za-z0-9_\-/:.@?=&%]*$/;
const COMPONENT_PATH = /^[A-Za-z0-9_\-/.]{1,255}$/;
const HTTP_URL = /^https?:\/\/[^\s<>"'`\\]+$/i;
/** `{{ window._CONFIG['domianURL'] }}/druid/`: one property path (no calls, no literals), then a plain rest. */
const TEMPLATE_URL =
  /^\{\{\s*[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\s*'[\w$]+'\s*\])*\s*\}\}[^\s{}<>"'`\\]*$/;

export const isExternalUrl = (url: string): boolean => /^https?:\/\//i.test(url) || url.startsWith('{{');

/** JeecgBoot's PermissionDataUtil.intelligentProcessData on the component path. */
export function normaliseComponent(component: string): string {
  let c = component.trim();
  if (c.startsWith('/')) c = c.slice(1);
  if (c.startsWith('src/views/')) c = c.slice('src/views/'.length);
  if (c.startsWith('views/')) c = c.slice('views/'.length);
  if (c.endsWith('.vue')) c = c.slice(0, -'.vue'.length);
  return c;
}

/** Internal urls get their leading '/', external ones stay as written. */
export function normaliseUrl(url: string): string {
  const u = url.trim();
  if (u === '' || isExternalUrl(u) || u.startsWith('/')) return u;
  return `/${u}`;
}

function field(key: string): ResourceField {
  const f = findField(permissionSchema, key);
  if (!f) throw new Error(`permission schema has no field ${key}`);
  return f;
}

const text = (v: ColumnValue | undefined): string => (typeof v === 'string' ? v.trim() : '');

/** The stored row in form-value terms, for merging an edit over it. */
function formValuesOf(row: MenuAdminRow): Record<string, ColumnValue> {
  return {
    parentId: row.parent_id,
    name: row.name,
    menuType: Number(row.menu_type),
    url: row.url,
    component: row.component,
    componentName: row.component_name,
    redirect: row.redirect,
    perms: row.perms,
    permsType: row.perms_type,
    sortNo: Number(row.sort_no),
    internalOrExternal: row.internal_or_external,
    status: row.status,
  };
}

const CREATE_DEFAULTS: Record<string, ColumnValue> = { permsType: '1', status: '1', sortNo: 1 };

export interface MenuInput {
  /** Column values to write. */
  values: Map<ResourceField, ColumnValue>;
  menuType: number;
  parentId: string | null;
}

/**
 * A menu body → the values to store: allowlisted by the schema, normalised like JeecgBoot
 * (component path, leading '/', RouteView for a top-level menu without a component), then
 * checked by type (type 0: url + component; 1: parent; 2: perms + parent), with http(s) only for
 * external links and never a script url. On edit the stored row fills what the body leaves out.
 */
export function readMenu(body: unknown, mode: FormMode, existing?: MenuAdminRow): MenuInput {
  const values = readForm(permissionSchema, body, mode);
  const byKey = new Map<string, ColumnValue>([...values].map(([f, v]) => [f.key, v]));
  const base = existing ? formValuesOf(existing) : CREATE_DEFAULTS;
  const get = (key: string): ColumnValue | undefined => (byKey.has(key) ? byKey.get(key) : base[key]);
  const set = (key: string, value: ColumnValue) => {
    byKey.set(key, value);
    values.set(field(key), value);
  };

  const menuType = Number(get('menuType'));
  if (mode === 'create')
    for (const [key, value] of Object.entries(CREATE_DEFAULTS)) if (!byKey.has(key)) set(key, value);
  if (byKey.has('component') && text(get('component')) !== '')
    set('component', normaliseComponent(text(get('component'))));
  if (byKey.has('url')) set('url', normaliseUrl(text(get('url'))) || null);
  if (menuType === MENU_TYPE.topMenu) {
    set('parentId', null);
    if (text(get('component')) === '' && !isExternalUrl(text(get('url'))))
      set('component', LAYOUT_KEYS.routeView);
  }

  const problem = validateMenuByType({
    menuType: get('menuType'),
    parentId: get('parentId'),
    url: get('url'),
    component: get('component'),
    perms: get('perms'),
    internalOrExternal: get('internalOrExternal'),
  });
  if (problem) throw new BizError(problem);
  checkFormats(menuType, get);
  const parentId = text(get('parentId')) || null;
  return { values, menuType, parentId };
}

function checkFormats(menuType: number, get: (key: string) => ColumnValue | undefined): void {
  const url = text(get('url'));
  if (url !== '') {
    const ok = /^https?:\/\//i.test(url)
      ? HTTP_URL.test(url)
      : url.startsWith('{{')
        ? TEMPLATE_URL.test(url)
        : INTERNAL_PATH.test(url) && !url.startsWith('//');
    if (!ok) throw new BizError(MENU_MESSAGES.urlInvalid);
  }
  const component = text(get('component'));
  if (component !== '' && (!COMPONENT_PATH.test(component) || component.includes('..'))) {
    throw new BizError(MENU_MESSAGES.componentInvalid);
  }
  const redirect = text(get('redirect'));
  if (redirect !== '' && !(INTERNAL_PATH.test(redirect) && !redirect.startsWith('//'))) {
    throw new BizError(MENU_MESSAGES.urlInvalid);
  }
  const perms = text(get('perms'));
  if (perms !== '' && !perms.split(',').every((c) => PERMS_CODE.test(c.trim()))) {
    throw new BizError(MENU_MESSAGES.permsInvalid);
  }
  const permsType = get('permsType');
  if (
    permsType !== null &&
    permsType !== undefined &&
    permsType !== '' &&
    !['1', '2'].includes(String(permsType))
  ) {
    throw new BizError(MENU_MESSAGES.permsTypeInvalid);
  }
  const status = get('status');
  if (status !== null && status !== undefined && status !== '' && !['0', '1'].includes(String(status))) {
    throw new BizError(MENU_MESSAGES.statusInvalid);
  }
  if (menuType === MENU_TYPE.button && perms === '') throw new BizError(MENU_MESSAGES.permsRequired);
}
