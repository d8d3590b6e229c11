import { DATA_RULE_MESSAGES, RULE_COLUMN_PATTERN } from '../../../src/shared/domain/resources/data-rule';
import { departSchema } from '../../../src/shared/domain/resources/depart';
import { loginLogSchema } from '../../../src/shared/domain/resources/login-log';
import { onlineUserSchema } from '../../../src/shared/domain/resources/online-user';
import { operationLogSchema } from '../../../src/shared/domain/resources/operation-log';
import { permissionSchema } from '../../../src/shared/domain/resources/permission';
import { positionSchema } from '../../../src/shared/domain/resources/position';
import { roleSchema } from '../../../src/shared/domain/resources/role';
import { sysUserSchema } from '../../../src/shared/domain/resources/sys-user';
import { tenantSchema } from '../../../src/shared/domain/resources/tenant';
import { columnOf, type ResourceSchema } from '../../../src/shared/domain/resources/types';

/**
 * The resources whose lists honour data rules, by the menu that shows them. A rule saved on one of
 * these menus must name one of the resource's fields, or it would fail every list it applies to.
 */
const RULED_RESOURCES: readonly ResourceSchema[] = [
  sysUserSchema,
  roleSchema,
  departSchema,
  permissionSchema,
  positionSchema,
  tenantSchema,
  onlineUserSchema,
  loginLogSchema,
  operationLogSchema,
];

/** The rule-column error for a rule on the menu with `menuUrl`, or undefined when it is usable. */
export function ruleColumnError(menuUrl: string | null, column: string): string | undefined {
  if (!RULE_COLUMN_PATTERN.test(column)) return DATA_RULE_MESSAGES.columnInvalid;
  const schemas = RULED_RESOURCES.filter((s) => s.menuPath !== undefined && s.menuPath === menuUrl);
  if (schemas.length === 0) return undefined;
  const known = schemas.some((s) =>
    s.fields.some((f) => !f.secret && (f.key === column || columnOf(f) === column)),
  );
  return known ? undefined : DATA_RULE_MESSAGES.columnUnknown(column);
}
