import { describe, expect, it } from 'vitest';
import { positionSchema } from '../../../../../src/shared/domain/resources/position';
import { sysUserSchema } from '../../../../../src/shared/domain/resources/sys-user';
import {
  exportColumns,
  importColumns,
  matchHeaders,
} from '../../../../../src/shared/domain/widgets/excel/columns';
import {
  attachmentDisposition,
  excelKindOf,
  exportFileName,
} from '../../../../../src/shared/domain/widgets/excel/file-name';
import { neutraliseCell, restoreNeutralised } from '../../../../../src/shared/domain/widgets/excel/formula';
import {
  isBlankRow,
  markDuplicates,
  parseDay,
  validateRow,
} from '../../../../../src/shared/domain/widgets/excel/row-validate';

const SEX = [
  { value: '1', text: '男', title: '男', label: '男' },
  { value: '2', text: '女', title: '女', label: '女' },
];
const dicts = (code: string) => (code === 'sex' ? SEX : undefined);

describe('formula neutralisation', () => {
  it('prefixes = + - @ tab and CR, and undoes it on import', () => {
    for (const s of ['=1+1', '+1', '-1', '@A1', '\tx', '\rx']) {
      expect(neutraliseCell(s)).toBe(`'${s}`);
      expect(restoreNeutralised(neutraliseCell(s))).toBe(s);
    }
    expect(neutraliseCell('张三')).toBe('张三');
    expect(neutraliseCell('')).toBe('');
    // An apostrophe before ordinary text is the user's own.
    expect(restoreNeutralised("'abc")).toBe("'abc");
  });
});

describe('file names', () => {
  it('accepts only .xls / .xlsx by extension', () => {
    expect(excelKindOf('a.XLS')).toBe('xls');
    expect(excelKindOf('目录/表.xlsx')).toBe('xlsx');
    expect(excelKindOf('a.csv')).toBeNull();
    expect(excelKindOf('xlsx')).toBeNull();
    expect(excelKindOf('a.xlsx.exe')).toBeNull();
  });

  it('names exports {name}.xls, 导出文件 by default', () => {
    expect(exportFileName('用户')).toBe('用户.xls');
    expect(exportFileName('')).toBe('导出文件.xls');
    expect(exportFileName(undefined)).toBe('导出文件.xls');
  });

  it('encodes the download name per RFC 5987 with an ASCII fallback', () => {
    expect(attachmentDisposition('用户 列表.xls')).toBe(
      `attachment; filename="__ __.xls"; filename*=UTF-8''%E7%94%A8%E6%88%B7%20%E5%88%97%E8%A1%A8.xls`,
    );
    expect(attachmentDisposition(`a"b'(c).xls`)).toBe(
      `attachment; filename="a_b'(c).xls"; filename*=UTF-8''a%22b%27%28c%29.xls`,
    );
  });
});

describe('columns', () => {
  it('exports the exportable fields and never secrets', () => {
    const keys = exportColumns(sysUserSchema).map((c) => c.key);
    expect(keys).toContain('status');
    expect(keys).not.toContain('password');
    expect(keys).not.toContain('salt');
  });

  it('imports the add form fields, without secrets, files or read-only fields', () => {
    expect(importColumns(sysUserSchema).map((c) => c.key)).toEqual([
      'username',
      'realname',
      'workNo',
      'post',
      'userIdentity',
      'birthday',
      'sex',
      'email',
      'phone',
      'telephone',
    ]);
    expect(importColumns(positionSchema).map((c) => c.key)).toEqual(['code', 'name', 'postRank']);
  });

  it('matches headers by title or key, flags the unmatched and lists the missing', () => {
    const columns = importColumns(positionSchema);
    const m = matchHeaders(['*职务编码', ' name ', '备注', '职务编码', ''], columns);
    expect(m.headers.map((h) => [h.header, h.key])).toEqual([
      ['*职务编码', 'code'],
      ['name', 'name'],
      ['备注', null],
      ['职务编码', null],
    ]);
    expect(m.unmatched).toEqual(['备注', '职务编码']);
    expect(m.missing.map((c) => c.key)).toEqual(['postRank']);
  });
});

describe('row validation', () => {
  const columns = importColumns(sysUserSchema);
  const header = ['用户账号', '用户姓名', '性别', '生日', '邮箱', '身份'];
  const mapping = matchHeaders(header, columns);

  it('types values: dict text or value, dates, integers', () => {
    const row = validateRow(['zhangsan', '张三', '女', '1990/5/6', '', '2'], 2, mapping, columns, dicts);
    expect(row.errors).toEqual([]);
    expect(row.values).toMatchObject({
      username: 'zhangsan',
      sex: 2,
      birthday: '1990-05-06',
      email: null,
      userIdentity: 2,
    });
    expect(validateRow(['zhangsan', '张三', '1', '', '', ''], 2, mapping, columns, dicts).values.sex).toBe(1);
  });

  it('collects every rule message of the add form, in column order', () => {
    const row = validateRow(['ab', '', '未知', '1990-02-30', 'x@', '9'], 3, mapping, columns, dicts);
    expect(row.rowNumber).toBe(3);
    expect(row.errors).toEqual([
      '长度6到18个字符',
      '请输入用户名称!',
      '请选择身份',
      '生日格式不正确',
      '性别的值不正确',
      '邮箱格式不正确',
    ]);
  });

  it('marks repeated unique values after their first row', () => {
    const rows = [
      validateRow(['user01', '甲', '', '', 'A@x.com', ''], 2, mapping, columns, dicts),
      validateRow(['user02', '乙', '', '', 'a@x.com', ''], 3, mapping, columns, dicts),
      validateRow(['user01', '丙', '', '', '', ''], 4, mapping, columns, dicts),
    ];
    markDuplicates(rows, ['username', 'email'], columns);
    expect(rows.map((r) => r.errors)).toEqual([
      [],
      ['邮箱在文件中重复：a@x.com'],
      ['用户账号在文件中重复：user01'],
    ]);
  });

  it('parses real days only and skips blank rows', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2023-02-29')).toBeNull();
    expect(parseDay('2024年3月1日')).toBe('2024-03-01');
    expect(parseDay('2024-03-01 10:00:00')).toBe('2024-03-01');
    expect(parseDay('45000')).toBeNull();
    expect(isBlankRow(['', '  '])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });
});
