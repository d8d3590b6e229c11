import type { AppDeps } from '../../fastify-types';
import type { AuthContext } from '../session/auth-context';
import { unitsToJson, type UnitJson, type UnitRow } from '../unit/unit-json';
import { plantInScope } from './service';

/** GET /cwxt/plant/units?id=: the units of one plant the caller may see (the form's sub-table). */
export async function unitsOfPlant(deps: AppDeps, auth: AuthContext, id: unknown): Promise<UnitJson[]> {
  const plant = await plantInScope(deps.db, auth, id);
  const rows = await deps.db.query<UnitRow>(
    'SELECT u.* FROM biz_unit u WHERE u.plant_id = $1 AND u.tenant_id = $2::integer ORDER BY u.unit_code, u.id',
    [plant.id, plant.tenant_id],
  );
  return unitsToJson(deps, rows);
}
