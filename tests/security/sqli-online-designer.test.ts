import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../server/support/helpers';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { expectUnchanged, fingerprint } from './support/data-snapshot';
import { attack, expectSafe, SQLI_SHAPES } from './support/injection-shapes';
import { catalogue, expectCatalogue, expectDesignerRefusal } from './support/injection-online';

// The online form designer as the strongest caller: every shape as a table, field, index, index
// field, dictionary, type, foreign-key and copy name is refused with the designer's own message,
// and no sync ever runs injected DDL (the catalogue gains nothing but the designed table).
let t: TestApp;
let token: string;
let mainId = '';

type Json = Record<string, unknown>;
const field = (dbFieldName: string, extra: Json = {}): Json => ({
  dbFieldName,
  dbFieldTxt: '字段',
  ...extra,
});
const design = (head: Json, fields: Json[], indexes: Json[] = []) => ({
  head: { tableName: 'sqli_form', tableTxt: '注入表单', ...head },
  fields,
  indexes,
});
const addAll = (body: unknown, label: string) =>
  attack(t.app, 'POST', '/online/cgform/api/addAll', { token, body, label });

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
  const res = await call<string>(t.app, 'POST', '/online/cgform/api/addAll', {
    token,
    body: design({ tableName: 'sqli_base', tableType: 2 }, [field('title'), field('code')]),
  });
  expect(res.body, res.body.message).toMatchObject({ success: true });
  mainId = res.body.result;
});
afterAll(() => t.close());

/** Every place of a design a shape can go, as a whole design (one shape, one place). */
function hostileDesigns(v: string): Array<[string, unknown]> {
  const sub = (fk: Json) => design({ tableType: 3, relationType: 0 }, [field('main_id', fk), field('item')]);
  return [
    ['table name', design({ tableName: v }, [field('title')])],
    ['field name', design({}, [field(v)])],
    ['index name', design({}, [field('title')], [{ indexName: v, indexField: 'title' }])],
    ['index field', design({}, [field('title')], [{ indexName: 'idx_sqli', indexField: v }])],
    ['index field list', design({}, [field('title')], [{ indexName: 'idx_sqli', indexField: `title,${v}` }])],
    [
      'index type',
      design({}, [field('title')], [{ indexName: 'idx_sqli', indexField: 'title', indexType: v }]),
    ],
    [
      'dict table',
      design({}, [field('title', { dictTable: v, dictText: 'realname', dictField: 'username' })]),
    ],
    [
      'dict text',
      design({}, [field('title', { dictTable: 'sys_user', dictText: v, dictField: 'username' })]),
    ],
    [
      'dict code',
      design({}, [field('title', { dictTable: 'sys_user', dictText: 'realname', dictField: v })]),
    ],
    // A system dictionary code is a value (looked up bound); a dotted code such as a.b is legal.
    ...(/^[A-Za-z0-9_.-]{1,100}$/.test(v)
      ? []
      : ([['dict code alone', design({}, [field('title', { dictField: v })])]] as Array<[string, unknown]>)),
    ['int default', design({}, [field('qty', { dbType: 'int', dbDefaultVal: v })])],
    ['date default', design({}, [field('day', { dbType: 'Date', dbDefaultVal: v })])],
    ['db type', design({}, [field('title', { dbType: v })])],
    ['db length', design({}, [field('title', { dbLength: v })])],
    ['point length', design({}, [field('amount', { dbType: 'BigDecimal', dbPointLength: v })])],
    ['show type', design({}, [field('title', { fieldShowType: v })])],
    ['query mode', design({}, [field('title', { queryMode: v })])],
    ['tree text field', design({ isTree: 'Y', treeFieldname: v }, [field('title')])],
    [
      'tree parent field',
      design({ isTree: 'Y', treeFieldname: 'title', treeParentIdField: v }, [field('title')]),
    ],
    ['fk main table', sub({ mainTable: v, mainField: 'id' })],
    ['fk main field', sub({ mainTable: 'sqli_base', mainField: v })],
  ];
}

describe('SQL injection through the online form designer', () => {
  it('refuses every shape in every name, list, dictionary, type and key of addAll and editAll', async () => {
    const before = await fingerprint(t.db);
    const cat = await catalogue(t.db);
    for (const shape of SQLI_SHAPES) {
      for (const [place, body] of hostileDesigns(shape.value)) {
        expectDesignerRefusal(await addAll(body, `addAll ${place}=${shape.name}`));
      }
      const edited = await attack(t.app, 'PUT', '/online/cgform/api/editAll', {
        token,
        body: design({ id: mainId, tableName: 'sqli_base', tableType: 2 }, [
          field('title'),
          field(shape.value),
        ]),
        label: `editAll field=${shape.name}`,
      });
      expectDesignerRefusal(edited);
      const copied = await attack(t.app, 'POST', '/online/cgform/head/copyOnline', {
        token,
        query: { code: mainId, tableName: shape.value },
        label: `copy tableName=${shape.name}`,
      });
      expectDesignerRefusal(copied);
      const copyCode = await attack(t.app, 'POST', '/online/cgform/head/copyOnline', {
        token,
        query: { code: shape.value },
        label: `copy code=${shape.name}`,
      });
      expectSafe(copyCode);
      expect(copyCode.body.success, copyCode.label).toBe(false);
    }
    expectUnchanged(before, await fingerprint(t.db), 'designer');
    expectCatalogue(cat, await catalogue(t.db), null, 'designer');
  });

  it('quotes text defaults and form defaults as literals: the sync creates only the designed table', async () => {
    const shapes = SQLI_SHAPES.filter(
      (s) => s.value.length <= 200 && ![...s.value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20),
    );
    const fields = shapes.map((s, i) =>
      field(`f${i}`, { dbType: 'Text', dbDefaultVal: s.value, fieldDefaultValue: s.value }),
    );
    const added = await addAll(design({ tableName: 'sqli_defaults' }, fields), 'addAll text defaults');
    expectSafe(added);
    expect(added.body.success, added.body.message).toBe(true);
    const headId = String(added.body.result);
    const before = await fingerprint(t.db, { exclude: [] });
    const cat = await catalogue(t.db);
    const plan = await attack(t.app, 'GET', `/online/cgform/api/syncPlan/${headId}`, {
      token,
      label: 'plan',
    });
    expectSafe(plan);
    const synced = await attack(t.app, 'POST', `/online/cgform/api/doDbSynch/${headId}/normal`, {
      token,
      body: {},
      label: 'sync text defaults',
    });
    expectSafe(synced);
    expect(synced.body.success, synced.body.message).toBe(true);
    // Only the new table, its columns, its primary key and the sync's plain list index on it.
    const ours =
      /^(table:\w+\|sqli_defaults\||column:\w+\|sqli_defaults\||index:\w+\|sqli_defaults_\w+\|CREATE (UNIQUE )?INDEX sqli_defaults_\w+ ON \w+\.sqli_defaults USING btree \([\w, ]+\)$)/;
    expectCatalogue(cat, await catalogue(t.db), ours, 'sync');
    const defaults = await t.db.query<{ column_name: string; column_default: string | null }>(
      `SELECT column_name, column_default FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'sqli_defaults' AND column_name LIKE 'f%'`,
    );
    expect(defaults).toHaveLength(shapes.length);
    // Each default is the quoted literal of the shape: a row inserted without values carries the text.
    await t.db.query('INSERT INTO sqli_defaults (id) VALUES ($1)', ['probe']);
    const [row] = await t.db.query<Json>('SELECT * FROM sqli_defaults WHERE id = $1', ['probe']);
    shapes.forEach((s, i) => expect(row?.[`f${i}`], s.name).toBe(s.value));
    await t.db.query('DELETE FROM sqli_defaults WHERE id = $1', ['probe']);
    // Nothing outside the design tables and the new table changed.
    const after = await fingerprint(t.db, { exclude: [] });
    const moved = [...before.keys()].filter((k) => before.get(k) !== after.get(k));
    expect(
      moved.filter(
        (k) =>
          ![
            'onl_cgform_head',
            'onl_cgform_field',
            'onl_cgform_index',
            'onl_cgform_version',
            'sys_log',
          ].includes(k),
      ),
    ).toEqual([]);
  });
});
