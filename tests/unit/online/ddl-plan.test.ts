import { describe, expect, it } from 'vitest';
import {
  parseCatalogDefault,
  systemListIndexName,
  type ColumnType,
} from '../../../src/shared/domain/online/ddl-rules';
import {
  normalizeDesign,
  type OnlineFieldInput,
  type OnlineFormDesign,
  type OnlineFormHeadInput,
  type OnlineIndexInput,
} from '../../../src/shared/domain/online/form-design';
import { columnsToCount, destructiveSteps, planSync } from '../../../server/lib/online-ddl/plan';
import { operationSql, planSql, quoteIdent } from '../../../server/lib/online-ddl/sql';
import { NO_TABLE, type PhysicalColumn, type PhysicalTable } from '../../../server/lib/online-ddl/types';

const HOSTILE = 'x"; DROP TABLE sys_user; --';
/** Titles and dictionary settings never reach DDL at all. */
const HOSTILE_TITLE = 't"; DROP TABLE sys_role; --';

function design(
  fields: OnlineFieldInput[],
  opts: { head?: Partial<OnlineFormHeadInput>; indexes?: OnlineIndexInput[] } = {},
): OnlineFormDesign {
  return normalizeDesign({
    head: { tableName: 'demo_order', tableTxt: HOSTILE_TITLE, ...opts.head },
    fields: fields.map((f) => ({ dbFieldTxt: HOSTILE_TITLE, dictField: HOSTILE_TITLE, ...f })),
    indexes: opts.indexes ?? [],
  });
}

const col = (name: string, type: ColumnType, extra: Partial<PhysicalColumn> = {}): PhysicalColumn => ({
  name,
  type,
  nullable: true,
  default: null,
  ...extra,
});
const v = (length: number): ColumnType => ({ kind: 'varchar', length });
const SYSTEM: PhysicalColumn[] = [
  col('id', v(36), { nullable: false }),
  col('create_by', v(32)),
  col('create_time', { kind: 'timestamptz' }),
  col('update_by', v(32)),
  col('update_time', { kind: 'timestamptz' }),
  col('sys_org_code', v(64)),
  col('tenant_id', { kind: 'integer' }),
];
const PK = { name: 'demo_order_pkey', columns: ['id'], unique: true, constraint: true };
/** The list index every online table gets (tenant, creation time). */
const LIST = {
  name: systemListIndexName('demo_order'),
  columns: ['tenant_id', 'create_time'],
  unique: false,
  constraint: false,
};

function table(columns: PhysicalColumn[], extra: Partial<PhysicalTable> = {}): PhysicalTable {
  return {
    exists: true,
    columns: [...SYSTEM, ...columns],
    indexes: [PK, LIST],
    rowCount: 0,
    nullCounts: {},
    ...extra,
  };
}

const kinds = (d: OnlineFormDesign, p: PhysicalTable, mode: 'normal' | 'force' = 'normal') =>
  planSync(d, p, mode).operations.map((o) => o.kind);

const ALLOWED_WORDS = new Set(
  'CREATE TABLE ALTER ADD COLUMN DROP DEFAULT PRIMARY KEY NOT NULL TYPE USING SET UPDATE WHERE IS INDEX UNIQUE ON varchar char integer double precision numeric date timestamptz text bytea CURRENT_DATE CURRENT_TIMESTAMP GRANT SELECT TO cgreport_reader'.split(
    ' ',
  ),
);

/** Fails when anything outside quoted identifiers and string literals is not fixed SQL vocabulary. */
function expectOnlyFixedSql(statement: string): void {
  const outside = statement.replace(/"[a-z][a-z0-9_]*"/g, ' ').replace(/'(?:[^']|'')*'/g, ' ');
  const tokens = outside.match(/[A-Za-z_]+|\d+|::|[^\s]/g) ?? [];
  for (const token of tokens) {
    const fine =
      ALLOWED_WORDS.has(token) || /^\d+$/.test(token) || ['(', ')', ',', '::', '='].includes(token);
    expect(fine, `${token} in ${statement}`).toBe(true);
  }
}

describe('planning a new table', () => {
  it('creates the table with the system columns, designed columns and indexes', () => {
    const d = design(
      [
        { dbFieldName: 'order_no', dbType: 'string', dbLength: 40, dbIsNull: 'N' },
        { dbFieldName: 'amount', dbType: 'BigDecimal', dbLength: 12, dbPointLength: 2, dbDefaultVal: '0' },
      ],
      { indexes: [{ indexName: 'uniq_demo_order_no', indexField: 'order_no', indexType: 'unique' }] },
    );
    const plan = planSync(d, NO_TABLE, 'normal');
    expect(plan.refusals).toEqual([]);
    expect(destructiveSteps(plan)).toEqual([]);
    expect(planSql(plan.operations)).toEqual([
      'CREATE TABLE "demo_order" ("id" varchar(36) PRIMARY KEY, "create_by" varchar(32), "create_time" timestamptz, ' +
        '"update_by" varchar(32), "update_time" timestamptz, "sys_org_code" varchar(64), "tenant_id" integer, ' +
        `"order_no" varchar(40) NOT NULL, "amount" numeric(12,2) DEFAULT '0'::numeric(12,2))`,
      // SQL reports run as the least-privileged report role: online form data is granted to it.
      'GRANT SELECT ON "demo_order" TO cgreport_reader',
      'CREATE UNIQUE INDEX "uniq_demo_order_no" ON "demo_order" ("order_no")',
      `CREATE INDEX "${LIST.name}" ON "demo_order" ("tenant_id", "create_time")`,
    ]);
  });

  it('gives tree forms pid and has_child', () => {
    const d = design([{ dbFieldName: 'name', dbType: 'string' }], {
      head: { isTree: 'Y', treeParentIdField: 'pid', treeIdField: 'has_child', treeFieldname: 'name' },
    });
    const [create] = planSync(d, NO_TABLE, 'normal').operations;
    expect(create?.kind === 'createTable' && create.columns.map((c) => c.name)).toEqual(
      [
        'id',
        'create_by',
        'create_time',
        'update_by',
        'update_time',
        'sys_org_code',
        'tenant_id',
        'pid',
        'has_child',
      ].concat('name'),
    );
    expect(operationSql(create!)[0]).toContain('"pid" varchar(36), "has_child" char(1)');
  });

  it('indexes the foreign key column of a sub table', () => {
    const d = design(
      [{ dbFieldName: 'order_id', dbType: 'string', dbLength: 36, mainTable: 'demo_main', mainField: 'id' }],
      { head: { tableName: 'demo_line', tableType: 3, relationType: 0 } },
    );
    const sql = planSql(planSync(d, NO_TABLE, 'normal').operations);
    expect(sql[2]).toMatch(/^CREATE INDEX "demo_line_fk_[0-9a-f]{8}" ON "demo_line" \("order_id"\)$/);
    expect(sql.join('\n')).not.toContain('REFERENCES');
  });

  it('gives every table the list index (tenant, creation time), and a table without it gets it on the next sync', () => {
    const d = design([{ dbFieldName: 'title', dbType: 'string', dbLength: 50 }]);
    const created = planSql(planSync(d, NO_TABLE, 'normal').operations);
    expect(created.at(-1)).toBe(`CREATE INDEX "${LIST.name}" ON "demo_order" ("tenant_id", "create_time")`);
    const older = table([col('title', v(50))], { indexes: [PK] });
    expect(planSql(planSync(d, older, 'normal').operations)).toEqual([created.at(-1)]);
  });
});

describe('planning changes to an existing table', () => {
  const base = [{ dbFieldName: 'title', dbType: 'string' as const, dbLength: 50 }];

  it('does nothing when the table matches', () => {
    const d = design(base);
    expect(kinds(d, table([col('title', v(50))]))).toEqual([]);
  });

  it('adds a column', () => {
    const d = design([...base, { dbFieldName: 'qty', dbType: 'int', dbDefaultVal: '1' }]);
    const plan = planSync(d, table([col('title', v(50))], { rowCount: 3 }), 'normal');
    expect(planSql(plan.operations)).toEqual([
      `ALTER TABLE "demo_order" ADD COLUMN "qty" integer DEFAULT '1'::integer`,
    ]);
  });

  it('widens each allowed way without flagging it', () => {
    const d = design([
      { dbFieldName: 'title', dbType: 'string', dbLength: 80 },
      { dbFieldName: 'memo', dbType: 'Text' },
      { dbFieldName: 'qty', dbType: 'BigDecimal', dbLength: 14, dbPointLength: 2 },
      { dbFieldName: 'ratio', dbType: 'double' },
      { dbFieldName: 'price', dbType: 'BigDecimal', dbLength: 14, dbPointLength: 4 },
      { dbFieldName: 'day', dbType: 'Datetime' },
    ]);
    const physical = table([
      col('title', v(50)),
      col('memo', v(200)),
      col('qty', { kind: 'integer' }),
      col('ratio', { kind: 'integer' }),
      col('price', { kind: 'numeric', precision: 10, scale: 2 }),
      col('day', { kind: 'date' }),
    ]);
    const plan = planSync(d, physical, 'normal');
    expect(destructiveSteps(plan)).toEqual([]);
    expect(planSql(plan.operations)).toEqual([
      'ALTER TABLE "demo_order" ALTER COLUMN "title" TYPE varchar(80) USING "title"::varchar(80)',
      'ALTER TABLE "demo_order" ALTER COLUMN "memo" TYPE text USING "memo"::text',
      'ALTER TABLE "demo_order" ALTER COLUMN "qty" TYPE numeric(14,2) USING "qty"::numeric(14,2)',
      'ALTER TABLE "demo_order" ALTER COLUMN "ratio" TYPE double precision USING "ratio"::double precision',
      'ALTER TABLE "demo_order" ALTER COLUMN "price" TYPE numeric(14,4) USING "price"::numeric(14,4)',
      'ALTER TABLE "demo_order" ALTER COLUMN "day" TYPE timestamptz USING "day"::timestamptz',
    ]);
  });

  it('flags narrowing and incompatible type changes with a backup of the column', () => {
    const d = design([
      { dbFieldName: 'title', dbType: 'string', dbLength: 10 },
      { dbFieldName: 'qty', dbType: 'int' },
    ]);
    const plan = planSync(d, table([col('title', v(50)), col('qty', { kind: 'double' })]), 'normal');
    const flagged = plan.operations.filter((o) => o.destructive);
    expect(flagged.map((o) => [o.kind, o.backup])).toEqual([
      ['alterType', ['title']],
      ['alterType', ['qty']],
    ]);
    expect(destructiveSteps(plan)[0]).toContain('varchar(50) → varchar(10)');
  });

  it('drops an undesigned column as a destructive, backed-up step', () => {
    const plan = planSync(design(base), table([col('title', v(50)), col('old_note', v(20))]), 'normal');
    expect(plan.operations.map((o) => [o.kind, o.destructive, o.backup])).toEqual([
      ['dropColumn', true, ['old_note']],
    ]);
    expect(destructiveSteps(plan)).toEqual(['删除字段「old_note」（数据先备份到 onl_cgform_backup）']);
  });

  it('drops tree columns when a form stops being a tree', () => {
    const plan = planSync(
      design(base),
      table([col('pid', v(36)), col('has_child', { kind: 'char', length: 1 }), col('title', v(50))]),
      'normal',
    );
    expect(
      plan.operations.filter((o) => o.destructive).map((o) => o.kind === 'dropColumn' && o.column),
    ).toEqual(['pid', 'has_child']);
  });

  it('adds the tree columns when a form becomes a tree', () => {
    const d = design(base, {
      head: { isTree: 'Y', treeParentIdField: 'pid', treeIdField: 'has_child', treeFieldname: 'title' },
    });
    const plan = planSync(d, table([col('title', v(50))], { rowCount: 9 }), 'normal');
    expect(plan.refusals).toEqual([]);
    expect(planSql(plan.operations)).toEqual([
      'ALTER TABLE "demo_order" ADD COLUMN "pid" varchar(36)',
      'ALTER TABLE "demo_order" ADD COLUMN "has_child" char(1)',
    ]);
  });

  it('renames as add + copy + drop, only the drop destructive', () => {
    const d = design([{ dbFieldName: 'subject', dbType: 'string', dbLength: 50 }]);
    d.fields[0]!.dbFieldNameOld = 'title';
    const plan = planSync(d, table([col('title', v(50))], { rowCount: 2 }), 'normal');
    expect(plan.operations.map((o) => [o.kind, o.destructive])).toEqual([
      ['addColumn', false],
      ['copyColumn', false],
      ['dropColumn', true],
    ]);
    expect(planSql(plan.operations)[1]).toBe(
      'UPDATE "demo_order" SET "subject" = "title"::varchar(50) WHERE "title" IS NOT NULL',
    );
    expect(destructiveSteps(plan)[0]).toContain('「title」改名为「subject」');
  });

  it('sets NOT NULL only when no record is null, naming the column otherwise', () => {
    const d = design([{ dbFieldName: 'title', dbType: 'string', dbLength: 50, dbIsNull: 'N' }]);
    const physical = table([col('title', v(50))], { rowCount: 5 });
    expect(columnsToCount(d, physical)).toEqual(['title']);
    const clean = planSync(d, { ...physical, nullCounts: { title: 0 } }, 'normal');
    expect(planSql(clean.operations)).toEqual(['ALTER TABLE "demo_order" ALTER COLUMN "title" SET NOT NULL']);
    const dirty = planSync(d, { ...physical, nullCounts: { title: 2 } }, 'normal');
    expect(dirty.refusals).toEqual(['字段「title」有2条记录为空，不能设为非空，请先补全数据或允许为空']);
  });

  it('refuses a new NOT NULL column without a default on a table with rows', () => {
    const d = design([...base, { dbFieldName: 'code', dbType: 'string', dbIsNull: 'N' }]);
    const plan = planSync(d, table([col('title', v(50))], { rowCount: 4 }), 'normal');
    expect(plan.refusals).toEqual(['表中已有4条记录，新增的非空字段「code」必须设置数据库默认值']);
    const withDefault = design([
      ...base,
      { dbFieldName: 'code', dbType: 'string', dbIsNull: 'N', dbDefaultVal: 'A' },
    ]);
    expect(planSync(withDefault, table([col('title', v(50))], { rowCount: 4 }), 'normal').refusals).toEqual(
      [],
    );
  });

  it('drops NOT NULL and changes defaults without flagging them', () => {
    const d = design([{ dbFieldName: 'title', dbType: 'string', dbLength: 50, dbDefaultVal: 'b' }]);
    const physical = table([
      col('title', v(50), { nullable: false, default: parseCatalogDefault("'a'::character varying") }),
    ]);
    expect(planSql(planSync(d, physical, 'normal').operations)).toEqual([
      `ALTER TABLE "demo_order" ALTER COLUMN "title" SET DEFAULT 'b'::varchar(50)`,
      'ALTER TABLE "demo_order" ALTER COLUMN "title" DROP NOT NULL',
    ]);
    const same = table([col('title', v(50), { default: parseCatalogDefault("'b'::character varying") })]);
    expect(kinds(d, same)).toEqual([]);
    expect(kinds(design(base), same)).toEqual(['dropDefault']);
  });

  it('adds, replaces and drops indexes', () => {
    const d = design(base, {
      indexes: [
        { indexName: 'idx_title', indexField: 'title', indexType: 'normal' },
        { indexName: 'idx_changed', indexField: 'title', indexType: 'unique' },
      ],
    });
    const physical = table([col('title', v(50))], {
      indexes: [
        PK,
        LIST,
        { name: 'idx_changed', columns: ['title'], unique: false, constraint: false },
        { name: 'idx_gone', columns: ['title'], unique: false, constraint: false },
      ],
    });
    const plan = planSync(d, physical, 'normal');
    expect(destructiveSteps(plan)).toEqual([]);
    expect(planSql(plan.operations)).toEqual([
      'DROP INDEX "idx_changed"',
      'DROP INDEX "idx_gone"',
      'CREATE INDEX "idx_title" ON "demo_order" ("title")',
      'CREATE UNIQUE INDEX "idx_changed" ON "demo_order" ("title")',
    ]);
  });
});

describe('force', () => {
  it('drops and recreates, backing up every column but id', () => {
    const plan = planSync(design(base()), table([col('title', v(50))]), 'force');
    expect(plan.operations.map((o) => o.kind)).toEqual(['dropTable', 'createTable', 'createIndex']);
    const [drop] = plan.operations;
    expect(drop?.destructive).toBe(true);
    expect(drop?.backup).toEqual([...SYSTEM.map((c) => c.name).filter((n) => n !== 'id'), 'title']);
    expect(operationSql(drop!)).toEqual(['DROP TABLE "demo_order"']);
  });

  function base() {
    return [{ dbFieldName: 'title', dbType: 'string' as const, dbLength: 50 }];
  }
});

describe('rendered SQL', () => {
  it('quotes every identifier and carries no designer text outside quotes', () => {
    const d = design(
      [
        { dbFieldName: 'title', dbType: 'string', dbLength: 60, dbDefaultVal: "x'; DROP TABLE sys_user; --" },
        { dbFieldName: 'note', dbType: 'Text', dbDefaultVal: HOSTILE },
        { dbFieldName: 'qty', dbType: 'int', dbDefaultVal: '3', dbIsNull: 'N' },
        { dbFieldName: 'day', dbType: 'Date', dbDefaultVal: 'now()' },
        {
          dbFieldName: 'order_id',
          dbType: 'string',
          mainTable: 'demo_main',
          mainField: 'id',
          dictTable: HOSTILE_TITLE,
        },
      ],
      {
        head: { tableType: 3, relationType: 0 },
        indexes: [{ indexName: 'idx_title_qty', indexField: 'title,qty', indexType: 'unique' }],
      },
    );
    const created = planSql(planSync(d, NO_TABLE, 'normal').operations);
    const altered = planSql(
      planSync(
        d,
        table([col('title', v(20)), col('gone', v(5))], {
          indexes: [PK, { name: 'idx_old', columns: ['gone'], unique: false, constraint: false }],
        }),
        'normal',
      ).operations,
    );
    const forced = planSql(planSync(d, table([col('title', v(20))]), 'force').operations);
    for (const statement of [...created, ...altered, ...forced]) {
      expectOnlyFixedSql(statement);
      expect(statement).not.toContain('sys_role');
    }
    // Defaults are string literals of the column's type, quotes doubled.
    expect(created[0]).toContain(`"title" varchar(60) DEFAULT 'x''; DROP TABLE sys_user; --'::varchar(60)`);
    expect(created[0]).toContain(`"note" text DEFAULT 'x"; DROP TABLE sys_user; --'::text`);
  });

  it('refuses hostile defaults of typed columns instead of rendering them', () => {
    const d = design([{ dbFieldName: 'qty', dbType: 'int', dbDefaultVal: HOSTILE }]);
    const plan = planSync(d, NO_TABLE, 'normal');
    expect(plan.refusals).toEqual(['字段「qty」的数据库默认值必须是整数']);
    expect(planSql(plan.operations).join('\n')).not.toContain('DROP TABLE sys_user');
  });

  it('quoteIdent accepts only names passing the shared rule', () => {
    expect(quoteIdent('order_no')).toBe('"order_no"');
    for (const bad of [HOSTILE, 'Order', 'a"b', '1abc', 'a b', '', 'x'.repeat(64)]) {
      expect(() => quoteIdent(bad), bad).toThrow();
    }
  });
});
