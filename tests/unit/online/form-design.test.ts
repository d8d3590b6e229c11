import { describe, expect, it } from 'vitest';
import { DDL_MESSAGES, defaultLiteralOf } from '../../../src/shared/domain/online/ddl-rules';
import {
  fieldNameError,
  indexNameError,
  normalizeDesign,
  ONLINE_MESSAGES as M,
  tableNameError,
  validateDesign,
  validTypeError,
  type DesignContext,
  type OnlineFieldInput,
  type OnlineFormDesignInput,
  type OnlineFormHeadInput,
  type OnlineIndexInput,
} from '../../../src/shared/domain/online/form-design';

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

describe('table names', () => {
  it('accepts lower-case identifiers of 2 to 50 characters', () => {
    expect(tableNameError('demo_order')).toBeUndefined();
    expect(tableNameError('ab')).toBeUndefined();
    expect(tableNameError(`a${'b'.repeat(49)}`)).toBeUndefined();
  });

  it('refuses anything but ^[a-z][a-z0-9_]{1,49}$', () => {
    for (const bad of [
      'a',
      'Demo',
      'DEMO',
      '1demo',
      '_demo',
      'demo-order',
      'demo order',
      'dé',
      `a${'b'.repeat(50)}`,
    ]) {
      expect(tableNameError(bad), bad).toBe(M.tableNameInvalid);
    }
    expect(tableNameError('')).toBe(M.tableNameRequired);
    expect(tableNameError(undefined)).toBe(M.tableNameRequired);
    expect(tableNameError('x"; drop table sys_user; --')).toBe(M.tableNameInvalid);
  });

  it('refuses the system prefixes', () => {
    for (const name of [
      'sys_user',
      'biz_plant',
      'onl_cgform_head',
      'qrtz_jobs',
      'pg_class',
      'schema_migrations',
      'information_schema',
    ]) {
      expect(tableNameError(name), name).toBe(M.tableNameSystem(name));
    }
    // Only a prefix counts.
    expect(tableNameError('my_sys_table')).toBeUndefined();
  });

  it('refuses PostgreSQL reserved words', () => {
    for (const name of ['user', 'order', 'table', 'select', 'group', 'limit', 'varchar', 'window']) {
      expect(tableNameError(name), name).toBe(M.tableNameReserved(name));
    }
  });
});

describe('field and index names', () => {
  it('uses the identifier rule and refuses the engine-owned columns', () => {
    expect(fieldNameError('amount')).toBeUndefined();
    expect(fieldNameError('Amount')).toBe(M.fieldNameInvalid('Amount'));
    expect(fieldNameError('a')).toBe(M.fieldNameInvalid('a'));
    for (const name of [
      'id',
      'create_by',
      'create_time',
      'update_by',
      'update_time',
      'sys_org_code',
      'tenant_id',
      'pid',
      'has_child',
    ]) {
      expect(fieldNameError(name), name).toBe(M.fieldNameSystem(name));
    }
    expect(fieldNameError('order')).toBe(M.fieldNameReserved('order'));
    expect(fieldNameError('ctid')).toBe(M.fieldNameReserved('ctid'));
  });

  it('allows index names up to 63 characters', () => {
    expect(indexNameError(`i${'x'.repeat(62)}`)).toBeUndefined();
    expect(indexNameError(`i${'x'.repeat(63)}`)).toBe(M.indexNameInvalid(`i${'x'.repeat(63)}`));
    expect(indexNameError('Idx')).toBe(M.indexNameInvalid('Idx'));
    expect(indexNameError('unique')).toBe(M.indexNameInvalid('unique'));
  });
});

describe('validateDesign', () => {
  it('accepts a plain single-table design and fills the defaults', () => {
    const d = normalizeDesign(design());
    expect(validateDesign(d)).toBeUndefined();
    expect(d.head).toMatchObject({
      tableType: 1,
      isTree: 'N',
      themeTemplate: 'normal',
      formTemplate: '1',
      idType: 'UUID',
    });
    expect(d.fields[0]).toMatchObject({
      dbType: 'string',
      dbLength: 32,
      fieldShowType: 'input',
      isShowList: 'Y',
      isQuery: 'N',
    });
  });

  it('checks the head', () => {
    expect(check(design({ tableName: 'sys_x' }))).toBe(M.tableNameSystem('sys_x'));
    expect(check(design({ tableTxt: '  ' }))).toBe(M.tableTxtRequired);
    expect(check(design({ tableTxt: '长'.repeat(201) }))).toBe(M.tableTxtTooLong);
    expect(check(design({ tableType: 4 as never }))).toBe(M.tableTypeInvalid);
    expect(check(design({ themeTemplate: 'fancy' as never }))).toBe(M.themeTemplateInvalid);
    expect(check(design({ formTemplate: '5' as never }))).toBe(M.formTemplateInvalid);
    expect(check(design({ idType: 'NATIVE' as never }))).toBe(M.idTypeInvalid);
    expect(check(design({ isPage: 'X' as never }))).toBe(M.flagInvalid('demo_order'));
  });

  it('needs at least one field and refuses duplicates', () => {
    expect(check(design({}, []))).toBe(M.fieldsRequired);
    expect(check(design({}, [field('name'), field('code'), field('name')]))).toBe(
      M.fieldNameDuplicate('name'),
    );
    expect(
      check(
        design(
          {},
          Array.from({ length: 201 }, (_, i) => field(`f${i}`)),
        ),
      ),
    ).toBe(M.fieldsTooMany);
  });

  it('checks field names and titles', () => {
    expect(check(design({}, [field('Name')]))).toBe(M.fieldNameInvalid('Name'));
    expect(check(design({}, [field('create_time')]))).toBe(M.fieldNameSystem('create_time'));
    expect(check(design({}, [field('select')]))).toBe(M.fieldNameReserved('select'));
    expect(check(design({}, [field('name', { dbFieldTxt: ' ' })]))).toBe(M.fieldTxtRequired('name'));
    expect(check(design({}, [field('name', { dbFieldTxt: '长'.repeat(201) })]))).toBe(
      M.fieldTxtTooLong('name'),
    );
  });

  it('checks types and lengths', () => {
    expect(check(design({}, [field('name', { dbType: 'varchar' as never })]))).toBe(M.dbTypeInvalid('name'));
    expect(check(design({}, [field('name', { dbLength: 0 })]))).toBe(M.stringLengthInvalid('name'));
    expect(check(design({}, [field('name', { dbLength: 4001 })]))).toBe(M.stringLengthInvalid('name'));
    expect(check(design({}, [field('name', { dbLength: 4000 })]))).toBeUndefined();
    expect(check(design({}, [field('name', { dbLength: 1.5 })]))).toBe(M.stringLengthInvalid('name'));
    expect(check(design({}, [field('amount', { dbType: 'BigDecimal', dbLength: 39 })]))).toBe(
      M.decimalLengthInvalid('amount'),
    );
    expect(
      check(design({}, [field('amount', { dbType: 'BigDecimal', dbLength: 10, dbPointLength: 11 })])),
    ).toBe(M.pointLengthInvalid('amount'));
    expect(
      check(design({}, [field('amount', { dbType: 'BigDecimal', dbLength: 10, dbPointLength: -1 })])),
    ).toBe(M.pointLengthInvalid('amount'));
    expect(
      check(design({}, [field('amount', { dbType: 'BigDecimal', dbLength: 18, dbPointLength: 2 })])),
    ).toBeUndefined();
    // Lengths of other types are not used by their column type: not checked.
    expect(check(design({}, [field('qty', { dbType: 'int', dbLength: 0 })]))).toBeUndefined();
  });

  it('refuses a designed key (id is the engine’s) and bad flags', () => {
    expect(check(design({}, [field('code', { dbIsKey: 'Y' })]))).toBe(M.keyNotAllowed('code'));
    expect(check(design({}, [field('code', { isQuery: 'y' as never })]))).toBe(M.flagInvalid('code'));
    expect(check(design({}, [field('code', { queryMode: 'range' as never })]))).toBe(
      M.queryModeInvalid('code'),
    );
  });

  it('allows only the grid cell types', () => {
    for (const type of [
      'input',
      'inputNumber',
      'select',
      'list_multi',
      'date',
      'datetime',
      'image',
      'file',
      'sel_user',
      'radio',
    ]) {
      expect(check(design({}, [field('name', { fieldShowType: type })])), type).toBeUndefined();
    }
    expect(check(design({}, [field('name', { fieldShowType: 'textarea_x' })]))).toBe(
      M.showTypeInvalid('name'),
    );
  });

  it('never lists, searches or sorts a Blob', () => {
    expect(check(design({}, [field('data', { dbType: 'Blob' })]))).toBe(M.blobNotListed('data'));
    expect(check(design({}, [field('data', { dbType: 'Blob', isShowList: 'N' })]))).toBeUndefined();
    expect(check(design({}, [field('data', { dbType: 'Blob', isShowList: 'N', isQuery: 'Y' })]))).toBe(
      M.blobNotListed('data'),
    );
  });

  it('checks database defaults with the sync’s own rule (ddl-rules defaultLiteralOf)', () => {
    const ok: Array<[string, string]> = [
      ['int', '-12'],
      ['double', '1.5'],
      ['BigDecimal', '.25'],
      ['Date', '2025-01-31'],
      ['Date', 'now()'],
      ['Datetime', '2025-01-31 08:00:00'],
      ['Text', "it's"],
    ];
    for (const [dbType, value] of ok) {
      const f = field('v1', { dbType: dbType as never, dbDefaultVal: value, dbLength: 10, dbPointLength: 2 });
      expect(check(design({}, [f])), `${dbType} ${value}`).toBeUndefined();
    }
    const bad: Array<[string, string]> = [
      ['int', '1.5'],
      ['Date', '2025-02-30'],
      ['Datetime', '2025-01-31; drop'],
      ['string', 'a\\b'],
      ['Blob', 'x'],
    ];
    for (const [dbType, value] of bad) {
      const f = field('v1', { dbType: dbType as never, dbDefaultVal: value, dbLength: 10, isShowList: 'N' });
      const normalized = normalizeDesign(design({}, [f])).fields[0]!;
      const expected = defaultLiteralOf(normalized);
      expect(expected.ok, `${dbType} ${value}`).toBe(false);
      expect(check(design({}, [f])), `${dbType} ${value}`).toBe(expected.ok ? undefined : expected.message);
      expect(check(design({}, [f]))).toContain('「v1」');
    }
    expect(check(design({}, [field('v1', { dbLength: 3, dbDefaultVal: 'abcd' })]))).toBe(
      DDL_MESSAGES.defaultTooLong('v1', 3),
    );
  });

  it('checks dictionaries', () => {
    expect(check(design({}, [field('sex', { fieldShowType: 'select', dictField: 'sex' })]))).toBeUndefined();
    expect(
      check(
        design({}, [field('owner', { dictTable: 'sys_user', dictText: 'realname', dictField: 'username' })]),
      ),
    ).toBeUndefined();
    expect(check(design({}, [field('owner', { dictTable: 'sys_user', dictField: 'username' })]))).toBe(
      M.dictInvalid('owner'),
    );
    expect(
      check(design({}, [field('owner', { dictTable: 'sys_user where 1=1', dictText: 'a', dictField: 'b' })])),
    ).toBe(M.dictInvalid('owner'));
    expect(check(design({}, [field('sex', { dictField: "sex' or '1" })]))).toBe(M.dictInvalid('sex'));
  });

  describe('validation patterns', () => {
    it('accepts catalogue names and anchored expressions that compile', () => {
      for (const rule of ['m', 'e', 'n6-16', '*', 'money', 'url', '^\\d{3}$', '^[A-Z]+-\\d+$']) {
        expect(validTypeError('code', rule), rule).toBeUndefined();
      }
      expect(validTypeError('code', null)).toBeUndefined();
    });

    it('refuses an unanchored expression and one that does not compile', () => {
      expect(validTypeError('code', '\\d+')).toBe(M.validTypeInvalid('code'));
      expect(validTypeError('code', '^\\d+')).toBe(M.validTypeInvalid('code'));
      expect(validTypeError('code', '\\d+$')).toBe(M.validTypeInvalid('code'));
      expect(validTypeError('code', '^$')).toBe(M.validTypeInvalid('code'));
      expect(validTypeError('code', '^(abc$')).toBe(M.validTypeNotCompiling('code'));
      expect(validTypeError('code', '^[a-$')).toBe(M.validTypeNotCompiling('code'));
      expect(check(design({}, [field('code', { fieldValidType: '^(x$' })]))).toBe(
        M.validTypeNotCompiling('code'),
      );
      // Object.prototype names are not catalogue entries.
      expect(validTypeError('code', 'toString')).toBe(M.validTypeInvalid('code'));
    });
  });
});

describe('columns nobody could fill', () => {
  it('refuses a NOT NULL field without a default that the form hides or makes read-only', () => {
    const message = M.notNullHidden('code');
    expect(check(design({}, [field('code', { dbIsNull: 'N', isShowForm: 'N' })]))).toBe(message);
    expect(check(design({}, [field('code', { dbIsNull: 'N', isReadOnly: 'Y' })]))).toBe(message);
    expect(check(design({}, [field('code', { dbIsNull: 'N' })]))).toBeUndefined();
    expect(
      check(design({}, [field('code', { dbIsNull: 'N', isShowForm: 'N', dbDefaultVal: 'A1' })])),
    ).toBeUndefined();
  });
});
