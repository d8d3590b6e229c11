import { describe, expect, it } from 'vitest';
import { importResultText } from '../../../src/shared/domain/widgets/excel/import-result';

describe('import result headline', () => {
  it.each([
    ['文件导入成功！数据行数：12', '导入成功 12 条', ''],
    ['共5行，成功0行，错误2行', '未导入：共 5 行，2 行有错误', ''],
    ['共5行，成功3行，错误2行', '导入完成：成功 3 条，失败 2 条', ''],
    [
      'b.xlsx：共4行，成功0行，错误1行（已导入：a.xlsx）',
      '未导入：共 4 行，1 行有错误',
      'b.xlsx（已导入：a.xlsx）',
    ],
    ['文件导入失败', '文件导入失败', ''],
  ])('%s → %s', (message, headline, detail) => {
    expect(importResultText(message)).toEqual({ headline, detail });
  });
});
