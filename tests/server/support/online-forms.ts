// Online forms for the runtime tests, written straight into the designer's tables, with their
// physical tables created by plain SQL following o-common's "Physical tables" (system columns,
// type mapping, tree columns, unique indexes). Also the auto list's menu, buttons and a role.
import { newId } from '../../../server/lib/ids';
import {
  normalizeDesign,
  type OnlineFieldInput,
  type OnlineFormHeadInput,
  type OnlineIndexInput,
} from '../../../src/shared/domain/online/form-design';
import type { OnlineField } from '../../../src/shared/domain/online/form-design';
import type { TestApp } from './test-app';

export interface FormSpec {
  head: OnlineFormHeadInput & { id: string };
  fields: OnlineFieldInput[];
  indexes?: OnlineIndexInput[];
  synced?: boolean;
  tenantId?: number | null;
}

function columnType(f: OnlineField): string {
  switch (f.dbType) {
    case 'string':
      return `varchar(${f.dbLength})`;
    case 'int':
      return 'integer';
    case 'double':
      return 'double precision';
    case 'BigDecimal':
      return `numeric(${f.dbLength}, ${f.dbPointLength})`;
    case 'Date':
      return 'date';
    case 'Datetime':
      return 'timestamptz';
    case 'Text':
      return 'text';
    case 'Blob':
      return 'bytea';
  }
}

export async function createOnlineForm(t: TestApp, spec: FormSpec): Promise<string> {
  const design = normalizeDesign({ head: spec.head, fields: spec.fields, indexes: spec.indexes ?? [] });
  const h = design.head;
  const id = spec.head.id;
  await t.db.query(
    `INSERT INTO onl_cgform_head (id, tenant_id, table_name, table_txt, table_type, is_tree, tree_parent_id_field,
       tree_id_field, tree_fieldname, relation_type, tab_order_num, is_db_synch)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      id,
      spec.tenantId === undefined ? 1000 : spec.tenantId,
      h.tableName,
      h.tableTxt,
      h.tableType,
      h.isTree,
      h.treeParentIdField,
      h.treeIdField,
      h.treeFieldname,
      h.relationType,
      h.tabOrderNum,
      spec.synced === false ? 'N' : 'Y',
    ],
  );
  for (const f of design.fields) {
    await t.db.query(
      `INSERT INTO onl_cgform_field (id, cgform_head_id, db_field_name, db_field_txt, db_type, db_length, db_point_length,
         db_is_null, db_default_val, field_show_type, dict_field, dict_table, dict_text, field_valid_type,
         field_must_input, is_show_form, is_show_list, is_query, query_mode, sort_flag, is_read_only, main_table,
         main_field, field_default_value, order_num)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25)`,
      [
        newId(),
        id,
        f.dbFieldName,
        f.dbFieldTxt,
        f.dbType,
        f.dbLength,
        f.dbPointLength,
        f.dbIsNull,
        f.dbDefaultVal,
        f.fieldShowType,
        f.dictField,
        f.dictTable,
        f.dictText,
        f.fieldValidType,
        f.fieldMustInput,
        f.isShowForm,
        f.isShowList,
        f.isQuery,
        f.queryMode,
        f.sortFlag,
        f.isReadOnly,
        f.mainTable,
        f.mainField,
        f.fieldDefaultValue,
        f.orderNum,
      ],
    );
  }
  for (const x of design.indexes) {
    await t.db.query(
      `INSERT INTO onl_cgform_index (id, cgform_head_id, index_name, index_field, index_type, is_db_synch)
       VALUES ($1, $2, $3, $4, $5, 'Y')`,
      [newId(), id, x.indexName, x.indexField, x.indexType],
    );
  }
  if (spec.synced !== false) {
    const columns = [
      'id varchar(36) PRIMARY KEY',
      ...design.fields.map(
        (f) =>
          `"${f.dbFieldName}" ${columnType(f)}${f.dbDefaultVal !== null ? ` DEFAULT '${f.dbDefaultVal}'` : ''}`,
      ),
      ...(h.isTree === 'Y' ? ['pid varchar(36)', 'has_child char(1)'] : []),
      'create_by varchar(32)',
      'create_time timestamptz',
      'update_by varchar(32)',
      'update_time timestamptz',
      'sys_org_code varchar(64)',
      'tenant_id integer',
    ];
    await t.db.query(`CREATE TABLE "${h.tableName}" (${columns.join(', ')})`);
    for (const x of design.indexes) {
      const cols = x.indexField.split(',').map((c) => `"${c}"`);
      await t.db.query(
        `CREATE ${x.indexType === 'unique' ? 'UNIQUE ' : ''}INDEX "${x.indexName}" ON "${h.tableName}" (${cols.join(', ')})`,
      );
    }
  }
  return id;
}

/**
 * The auto list's menu `/online/cgformList/<headId>` with one button per action, granted to a new
 * role `roleCode` (platform-wide) with the given actions; `dataRule` attaches a rule to the grant.
 */
export async function grantOnlineForm(
  t: TestApp,
  opts: {
    headId: string;
    tableName: string;
    roleCode: string;
    actions: readonly string[];
    dataRule?: { column: string; condition: string; value: string };
  },
): Promise<void> {
  const menuId = newId();
  await t.db.query(
    `INSERT INTO sys_permission (id, parent_id, name, url, component, menu_type, sort_no, is_leaf, perms_type, status)
     VALUES ($1, NULL, $2, $3, 'modules/online/cgform/auto/OnlCgformAutoList', 1, 99, false, '0', '1')`,
    [menuId, `在线表单${opts.tableName}`, `/online/cgformList/${opts.headId}`],
  );
  const roleId = newId();
  await t.db.query('INSERT INTO sys_role (id, role_name, role_code) VALUES ($1, $2, $3)', [
    roleId,
    opts.roleCode,
    opts.roleCode,
  ]);
  let ruleIds: string | null = null;
  if (opts.dataRule) {
    ruleIds = newId();
    await t.db.query(
      `INSERT INTO sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value)
       VALUES ($1, $2, 'rule', $3, $4, $5)`,
      [ruleIds, menuId, opts.dataRule.column, opts.dataRule.condition, opts.dataRule.value],
    );
  }
  await t.db.query(
    'INSERT INTO sys_role_permission (id, role_id, permission_id, data_rule_ids) VALUES ($1, $2, $3, $4)',
    [newId(), roleId, menuId, ruleIds],
  );
  for (const action of opts.actions) {
    const buttonId = newId();
    await t.db.query(
      `INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, status)
       VALUES ($1, $2, $3, 2, $4, '1', '1')`,
      [buttonId, menuId, action, `online:form:${opts.tableName}:${action}`],
    );
    await t.db.query('INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ($1, $2, $3)', [
      newId(),
      roleId,
      buttonId,
    ]);
  }
}
