import { describe, expect, it } from 'vitest';
import {
  columnTypeOf,
  columnTypeSql,
  defaultLiteralOf,
  defaultSql,
  foreignKeyIndexName,
  parseCatalogDefault,
  physicalColumnType,
  quoteLiteral,
  sameDefault,
  typeChange,
  type ColumnType,
  type FieldColumnSpec,
} from '../../../src/shared/domain/online/ddl-rules';
import { ONLINE_INDEX_NAME_PATTERN } from '../../../src/shared/domain/online/identifiers';

const spec = (dbType: string, extra: Partial<FieldColumnSpec> = {}): FieldColumnSpec => ({
  dbFieldName: 'amount',
  dbType,
  dbLength: 32,
  dbPointLength: 0,
  ...extra,
});
const sqlOf = (dbType: string, extra: Partial<FieldColumnSpec> = {}) => {
  const type = columnTypeOf(spec(dbType, extra));
  return type ? columnTypeSql(type) : undefined;
};
const varchar = (length: number): ColumnType => ({ kind: 'varchar', length });
const numeric = (precision: number, scale: number): ColumnType => ({ kind: 'numeric', precision, scale });

describe('column type of a field', () => {
  it('maps every db_type of the spec', () => {
    expect(sqlOf('string', { dbLength: 100 })).toBe('varchar(100)');
    expect(sqlOf('int')).toBe('integer');
    expect(sqlOf('double')).toBe('double precision');
    expect(sqlOf('BigDecimal', { dbLength: 12, dbPointLength: 2 })).toBe('numeric(12,2)');
    expect(sqlOf('Date')).toBe('date');
    expect(sqlOf('Datetime')).toBe('timestamptz');
    expect(sqlOf('Text')).toBe('text');
    expect(sqlOf('Blob')).toBe('bytea');
  });

  it('clamps lengths to the spec limits and refuses unknown types', () => {
    expect(sqlOf('string', { dbLength: 99999 })).toBe('varchar(4000)');
    expect(sqlOf('string', { dbLength: 0 })).toBe('varchar(1)');
    expect(sqlOf('BigDecimal', { dbLength: 50, dbPointLength: 60 })).toBe('numeric(38,38)');
    expect(sqlOf('varchar(10); DROP TABLE sys_user')).toBeUndefined();
  });

  it('reads information_schema types back', () => {
    const info = (
      dataType: string,
      charLength: number | null = null,
      p: number | null = null,
      s: number | null = null,
    ) => physicalColumnType({ dataType, charLength, numericPrecision: p, numericScale: s });
    expect(info('character varying', 20)).toEqual(varchar(20));
    expect(info('numeric', null, 10, 2)).toEqual(numeric(10, 2));
    expect(info('timestamp with time zone')).toEqual({ kind: 'timestamptz' });
    expect(info('character', 1)).toEqual({ kind: 'char', length: 1 });
    expect(info('bigint')).toEqual({ kind: 'other', name: 'bigint' });
  });
});

describe('widen or destructive', () => {
  it('classifies the allowed widenings', () => {
    expect(typeChange(varchar(10), varchar(20))).toBe('widen');
    expect(typeChange(varchar(10), { kind: 'text' })).toBe('widen');
    expect(typeChange({ kind: 'integer' }, numeric(12, 2))).toBe('widen');
    expect(typeChange({ kind: 'integer' }, { kind: 'double' })).toBe('widen');
    expect(typeChange(numeric(10, 2), numeric(12, 2))).toBe('widen');
    expect(typeChange(numeric(10, 2), numeric(12, 4))).toBe('widen');
    expect(typeChange({ kind: 'date' }, { kind: 'timestamptz' })).toBe('widen');
    expect(typeChange(varchar(10), varchar(10))).toBe('same');
  });

  it('calls everything else destructive', () => {
    expect(typeChange(varchar(20), varchar(10))).toBe('destructive');
    expect(typeChange({ kind: 'text' }, varchar(4000))).toBe('destructive');
    expect(typeChange({ kind: 'integer' }, numeric(8, 2))).toBe('destructive'); // 6 integer digits < 10
    expect(typeChange(numeric(10, 2), numeric(10, 4))).toBe('destructive'); // loses integer digits
    expect(typeChange(numeric(10, 4), numeric(12, 2))).toBe('destructive'); // loses decimals
    expect(typeChange({ kind: 'double' }, { kind: 'integer' })).toBe('destructive');
    expect(typeChange(numeric(10, 2), { kind: 'double' })).toBe('destructive');
    expect(typeChange({ kind: 'timestamptz' }, { kind: 'date' })).toBe('destructive');
    expect(typeChange(varchar(10), { kind: 'integer' })).toBe('destructive');
    expect(typeChange({ kind: 'other', name: 'bigint' }, { kind: 'integer' })).toBe('destructive');
  });
});

describe('database default literals', () => {
  const check = (dbType: string, value: string, extra: Partial<FieldColumnSpec> = {}) =>
    defaultLiteralOf(spec(dbType, { dbDefaultVal: value, ...extra }));
  const rendered = (dbType: string, value: string, extra: Partial<FieldColumnSpec> = {}) => {
    const c = check(dbType, value, extra);
    if (!c.ok || !c.literal) throw new Error(`not a literal: ${value}`);
    return defaultSql(c.literal, columnTypeOf(spec(dbType, extra))!);
  };

  it('accepts literals of the column type and renders them quoted and cast', () => {
    expect(check('string', '')).toEqual({ ok: true, literal: null });
    expect(rendered('string', "O'Brien")).toBe("'O''Brien'::varchar(32)");
    expect(rendered('int', '-42')).toBe("'-42'::integer");
    expect(rendered('int', '+7')).toBe("'7'::integer");
    expect(rendered('double', '.5')).toBe("'0.5'::double precision");
    expect(rendered('BigDecimal', '12.50', { dbLength: 10, dbPointLength: 2 })).toBe(
      "'12.50'::numeric(10,2)",
    );
    expect(rendered('Date', '2024-02-29')).toBe("'2024-02-29'::date");
    expect(rendered('Date', 'now()')).toBe('CURRENT_DATE');
    expect(rendered('Datetime', 'NOW()')).toBe('CURRENT_TIMESTAMP');
    expect(rendered('Datetime', '2024-01-02 03:04')).toBe("'2024-01-02 03:04:00+08'::timestamptz");
  });

  it('refuses text that is not a literal of the type, naming the field', () => {
    const hostile = 'x"; DROP TABLE sys_user; --';
    for (const type of ['int', 'double', 'BigDecimal', 'Date', 'Datetime', 'Blob']) {
      const c = check(type, hostile);
      expect(c.ok, type).toBe(false);
      if (!c.ok) expect(c.message).toContain('「amount」');
    }
    expect(check('int', '2147483648').ok).toBe(false);
    expect(check('int', '1.5').ok).toBe(false);
    expect(check('BigDecimal', '123456789.1', { dbLength: 10, dbPointLength: 2 }).ok).toBe(false);
    expect(check('BigDecimal', '1.234', { dbLength: 10, dbPointLength: 2 }).ok).toBe(false);
    expect(check('Date', '2023-02-29').ok).toBe(false);
    expect(check('Datetime', '2024-01-02 25:00').ok).toBe(false);
    expect(check('string', 'a'.repeat(33)).ok).toBe(false);
    expect(check('string', 'back\\slash').ok).toBe(false);
    expect(check('Text', 'line\nbreak').ok).toBe(false);
  });

  it('keeps a hostile string inside one literal', () => {
    const text = "x'; DROP TABLE sys_user; --";
    expect(rendered('string', text)).toBe("'x''; DROP TABLE sys_user; --'::varchar(32)");
    expect(() => quoteLiteral('a\\')).toThrow();
  });

  it('reads catalogue defaults back and compares them by value', () => {
    const int = columnTypeOf(spec('int'))!;
    const dec = columnTypeOf(spec('BigDecimal', { dbLength: 10, dbPointLength: 2 }))!;
    const ts = columnTypeOf(spec('Datetime'))!;
    expect(sameDefault(parseCatalogDefault("'-5'::integer"), { kind: 'number', value: '-5' }, int)).toBe(
      true,
    );
    expect(sameDefault(parseCatalogDefault('5'), { kind: 'number', value: '5' }, int)).toBe(true);
    expect(sameDefault(parseCatalogDefault('12.30'), { kind: 'number', value: '12.3' }, dec)).toBe(true);
    expect(
      sameDefault(parseCatalogDefault('12.30::numeric(10,2)'), { kind: 'number', value: '12.3' }, dec),
    ).toBe(true);
    expect(
      sameDefault(parseCatalogDefault("'-3'::numeric(10,2)"), { kind: 'number', value: '-3.00' }, dec),
    ).toBe(true);
    expect(sameDefault(parseCatalogDefault('12.30'), { kind: 'number', value: '12.31' }, dec)).toBe(false);
    expect(
      sameDefault(
        parseCatalogDefault("'2024-01-01 19:04:00+00'::timestamp with time zone"),
        { kind: 'datetime', value: '2024-01-02 03:04:00' },
        ts,
      ),
    ).toBe(true);
    expect(sameDefault(parseCatalogDefault('CURRENT_TIMESTAMP'), { kind: 'now' }, ts)).toBe(true);
    expect(sameDefault(parseCatalogDefault(null), null, int)).toBe(true);
    expect(sameDefault(parseCatalogDefault("nextval('x_seq'::regclass)"), null, int)).toBe(false);
  });
});

describe('foreign key index names', () => {
  it('are valid, stable, distinct and within 63 characters', () => {
    const long = `t${'x'.repeat(49)}`;
    const a = foreignKeyIndexName(long, 'order_id');
    const b = foreignKeyIndexName(long, 'order_id2');
    expect(a).toMatch(ONLINE_INDEX_NAME_PATTERN);
    expect(a).toBe(foreignKeyIndexName(long, 'order_id'));
    expect(a).not.toBe(b);
  });
});
