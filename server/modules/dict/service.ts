import type { DictItem, DictMap } from '../../../src/shared/domain/contract/dict';
import type { Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import type { DictCaller } from './dict-scope';
import { loadTableDict } from './table-dict';

interface ItemRow extends Record<string, unknown> {
  dict_code: string;
  item_text: string;
  item_value: string;
}

const toItem = (r: { item_text: string; item_value: string }): DictItem => ({
  value: r.item_value,
  text: r.item_text,
  title: r.item_text,
  label: r.item_text,
});

export interface DictService {
  /** `knownVersion`: the version the caller already read (with its session), saving a read. */
  allItems(knownVersion?: string): Promise<DictMap>;
  /** `caller` scopes table dictionaries to the caller's tenant; null = server-internal read. */
  items(dictCode: string, caller?: DictCaller): Promise<DictItem[]>;
  refresh(): Promise<void>;
}

/**
 * Dictionaries with a process-local cache of the full map. The cache version lives in
 * sys_cache_version, so a refresh on any process invalidates every process's copy.
 */
export function createDictService(db: Db): DictService {
  let cached: { version: string; map: DictMap } | null = null;

  const currentVersion = async () =>
    String(
      (
        await db.query<{ version: string | number }>(
          "SELECT version FROM sys_cache_version WHERE name = 'dict'",
        )
      )[0]?.version ?? '0',
    );

  async function allItems(knownVersion?: string): Promise<DictMap> {
    const version = knownVersion ?? (await currentVersion());
    if (cached?.version === version) return cached.map;
    const dicts = await db.query<{ dict_code: string }>(
      'SELECT dict_code FROM sys_dict WHERE del_flag = 0 ORDER BY dict_code',
    );
    const map: DictMap = {};
    for (const d of dicts) map[d.dict_code] = [];
    const items = await db.query<ItemRow>(
      `SELECT d.dict_code, i.item_text, i.item_value FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
       WHERE d.del_flag = 0 AND i.status = 1 ORDER BY d.dict_code, i.sort_order, i.id`,
    );
    for (const item of items) map[item.dict_code]?.push(toItem(item));
    cached = { version, map };
    return map;
  }

  async function items(dictCode: string, caller: DictCaller = null): Promise<DictItem[]> {
    const code = dictCode.trim();
    if (!code) throw new BizError('字典Code不能为空!');
    if (code.includes(',')) return loadTableDict(db, code, caller);
    // Plain codes: all items in sort order, no status filter (CONTRACT §4.2).
    const rows = await db.query<ItemRow>(
      `SELECT d.dict_code, i.item_text, i.item_value FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
       WHERE d.dict_code = $1 AND d.del_flag = 0 ORDER BY i.sort_order, i.id`,
      [code],
    );
    return rows.map(toItem);
  }

  async function refresh(): Promise<void> {
    await db.query("UPDATE sys_cache_version SET version = version + 1 WHERE name = 'dict'");
    cached = null;
  }

  return { allItems, items, refresh };
}
