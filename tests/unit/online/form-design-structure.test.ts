import { describe, expect, it } from 'vitest';
import { designSignature } from '../../../src/shared/domain/online/design-compare';
import {
  normalizeDesign,
  ONLINE_MESSAGES as M,
  validateDesign,
  type DesignContext,
  type OnlineFieldInput,
  type OnlineFormDesignInput,
  type OnlineFormHeadInput,
  type OnlineIndexInput,
} from '../../../src/shared/domain/online/form-design';

// validateDesign's structural rules (trees, sub tables, indexes) and designSignature; the name,
// type and pattern rules are in form-design.test.ts.

const field = (dbFieldName: string, extra: Partial<OnlineFieldInput> = {}): OnlineFieldInput => ({
  dbFieldName,
  dbFieldTxt: `${dbFieldName}标题`,
  ...extra,
});

function design(
  head: Partial<OnlineFormHeadInput> = {},
  fields: OnlineFieldInput[] = [field('name')],
  indexes: OnlineIndexInput[] = [],
): OnlineFormDesignInput {
  return { head: { tableName: 'demo_order', tableTxt: '演示订单', ...head }, fields, indexes };
}

const check = (input: OnlineFormDesignInput, context?: DesignContext) =>
  validateDesign(normalizeDesign(input), context);

describe('tree forms', () => {
  const tree = (head: Partial<OnlineFormHeadInput> = {}, fields = [field('title')]) =>
    design({ isTree: 'Y', treeFieldname: 'title', ...head }, fields);

  it('accepts pid / has_child with a designed text field', () => {
    const d = normalizeDesign(tree());
    expect(d.head).toMatchObject({ treeParentIdField: 'pid', treeIdField: 'has_child' });
    expect(validateDesign(d)).toBeUndefined();
  });

  it('refuses other tree columns, a missing or non-text display field, and non-single tables', () => {
    expect(check(tree({ treeParentIdField: 'parent_id' }))).toBe(M.treeFieldsInvalid);
    expect(check(tree({ treeIdField: 'leaf' }))).toBe(M.treeFieldsInvalid);
    expect(check(tree({ treeFieldname: 'nope' }))).toBe(M.treeTextFieldMissing);
    expect(check(tree({ treeFieldname: null }))).toBe(M.treeTextFieldMissing);
    expect(check(tree({}, [field('title', { dbType: 'int' })]))).toBe(M.treeTextFieldMissing);
    expect(check(tree({ tableType: 2 }))).toBe(M.treeOnlySingle);
  });

  it('drops tree settings of a non-tree form', () => {
    const d = normalizeDesign(design({ isTree: 'N', treeParentIdField: 'x', treeFieldname: 'name' }));
    expect(d.head).toMatchObject({ treeParentIdField: null, treeIdField: null, treeFieldname: null });
  });
});

describe('sub tables', () => {
  const sub = (fields: OnlineFieldInput[], head: Partial<OnlineFormHeadInput> = {}) =>
    design({ tableName: 'demo_line', tableType: 3, relationType: 0, ...head }, fields);
  const context: DesignContext = {
    mainTables: new Map([
      ['demo_order', { tableType: 2, fields: ['order_no'] }],
      ['demo_single', { tableType: 1, fields: ['code'] }],
    ]),
  };

  it('needs a foreign key pointing at a main form field', () => {
    expect(check(sub([field('qty')]))).toBe(M.subTableKeyMissing);
    expect(
      check(sub([field('order_id', { mainTable: 'demo_order', mainField: 'id' })]), context),
    ).toBeUndefined();
    expect(
      check(sub([field('order_no', { mainTable: 'demo_order', mainField: 'order_no' })]), context),
    ).toBeUndefined();
    expect(check(sub([field('order_id', { mainTable: 'demo_order', mainField: 'nope' })]), context)).toBe(
      M.subTableKeyNotFound('order_id'),
    );
    expect(check(sub([field('order_id', { mainTable: 'demo_missing', mainField: 'id' })]), context)).toBe(
      M.subTableMainMissing('demo_missing'),
    );
    expect(check(sub([field('order_id', { mainTable: 'demo_single', mainField: 'id' })]), context)).toBe(
      M.subTableMainNotMain('demo_single'),
    );
  });

  it('refuses a sub table named like a field of its main form (the main body carries its rows under that name)', () => {
    const clash: DesignContext = {
      mainTables: new Map([['demo_order', { tableType: 2, fields: ['order_no', 'lines'] }]]),
    };
    const key = field('order_id', { mainTable: 'demo_order', mainField: 'id' });
    expect(check(sub([key], { tableName: 'lines' }), clash)).toBe(M.subTableNameTaken('lines'));
    expect(check(sub([key], { tableName: 'order_lines' }), clash)).toBeUndefined();
  });

  it('checks the key names and the relation type', () => {
    expect(check(sub([field('order_id', { mainTable: 'Demo', mainField: 'id' })]))).toBe(
      M.subTableKeyInvalid('order_id'),
    );
    expect(check(sub([field('order_id', { mainTable: 'demo_order' })]))).toBe(
      M.subTableKeyInvalid('order_id'),
    );
    expect(
      check(
        sub([field('order_id', { mainTable: 'demo_order', mainField: 'id' })], {
          relationType: 2 as never,
        }),
      ),
    ).toBe(M.relationTypeInvalid);
  });

  it('allows foreign keys only on sub tables', () => {
    expect(check(design({}, [field('order_id', { mainTable: 'demo_order', mainField: 'id' })]))).toBe(
      M.subTableKeyOnlyForSub('order_id'),
    );
  });
});

describe('indexes', () => {
  const withIndex = (indexes: OnlineIndexInput[], head: Partial<OnlineFormHeadInput> = {}) =>
    design(head, [field('name'), field('code')], indexes);

  it('accepts indexes on designed and system columns', () => {
    expect(check(withIndex([{ indexName: 'idx_demo_code', indexField: 'code' }]))).toBeUndefined();
    expect(
      check(withIndex([{ indexName: 'idx_demo_two', indexField: 'code, create_time', indexType: 'unique' }])),
    ).toBeUndefined();
    expect(
      normalizeDesign(withIndex([{ indexName: 'idx_x', indexField: ' code , name ' }])).indexes[0]
        ?.indexField,
    ).toBe('code,name');
  });

  it('refuses unknown, duplicate or missing fields, bad names, duplicates and types', () => {
    expect(check(withIndex([{ indexName: 'idx_x', indexField: 'nope' }]))).toBe(
      M.indexFieldMissing('idx_x', 'nope'),
    );
    expect(check(withIndex([{ indexName: 'idx_x', indexField: 'code,code' }]))).toBe(
      M.indexFieldDuplicate('idx_x', 'code'),
    );
    expect(check(withIndex([{ indexName: 'idx_x', indexField: ' , ' }]))).toBe(
      M.indexFieldsRequired('idx_x'),
    );
    expect(check(withIndex([{ indexName: 'Idx X', indexField: 'code' }]))).toBe(M.indexNameInvalid('Idx X'));
    expect(
      check(
        withIndex([
          { indexName: 'idx_x', indexField: 'code' },
          { indexName: 'idx_x', indexField: 'name' },
        ]),
      ),
    ).toBe(M.indexNameDuplicate('idx_x'));
    expect(check(withIndex([{ indexName: 'idx_x', indexField: 'code', indexType: 'hash' as never }]))).toBe(
      M.indexTypeInvalid('idx_x'),
    );
    // pid belongs to tree forms only.
    expect(check(withIndex([{ indexName: 'idx_x', indexField: 'pid' }]))).toBe(
      M.indexFieldMissing('idx_x', 'pid'),
    );
  });
});

describe('designSignature', () => {
  it('ignores ids, stamps and index order but sees every designed attribute', () => {
    const a = normalizeDesign(
      design(
        {},
        [field('name'), field('code')],
        [
          { indexName: 'idx_a', indexField: 'code' },
          { indexName: 'idx_b', indexField: 'name' },
        ],
      ),
    );
    const b = normalizeDesign({
      ...design({ id: 'x1', tableVersion: 7 }, [field('name', { id: 'f1' }), field('code', { id: 'f2' })]),
      indexes: [
        { indexName: 'idx_b', indexField: 'name' },
        { indexName: 'idx_a', indexField: 'code', id: 'i9' },
      ],
    });
    expect(designSignature(a)).toBe(designSignature(b));
    const c = normalizeDesign(
      design(
        {},
        [field('name'), field('code', { dbLength: 33 })],
        [
          { indexName: 'idx_a', indexField: 'code' },
          { indexName: 'idx_b', indexField: 'name' },
        ],
      ),
    );
    expect(designSignature(c)).not.toBe(designSignature(a));
    const d = normalizeDesign(
      design(
        { tableTxt: '新标题' },
        [field('name'), field('code')],
        [
          { indexName: 'idx_a', indexField: 'code' },
          { indexName: 'idx_b', indexField: 'name' },
        ],
      ),
    );
    expect(designSignature(d)).not.toBe(designSignature(a));
  });
});
