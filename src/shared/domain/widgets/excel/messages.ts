/** User-visible texts of Excel import and export (spec 002 §2/§8 plus the server's file checks). */
export const EXCEL_MESSAGES = {
  /** Spec 002 §7: the default export file name. */
  defaultExportName: '导出文件',
  // Spec 002 §8, client side.
  downloadFailed: '文件下载失败',
  unknownFile: '未知的文件',
  uploadFailed: '文件上传失败',
  partialTitle: '导入成功,但是有错误数据!',
  detailPrefix: '具体详情请',
  detailLink: '点击下载',
  onlyExcel: '只支持上传.xls或.xlsx格式的Excel文件',
  // Server-side file checks.
  noFile: '请选择要导入的Excel文件',
  badExtension: (name: string) => `${name}：只支持.xls或.xlsx格式的Excel文件`,
  badContent: (name: string) => `${name}：文件内容不是有效的Excel文件`,
  tooLarge: (mb: number) => `文件大小超出${mb}MB限制`,
  zipBomb: (name: string) => `${name}：文件解压后过大，疑似压缩炸弹，已拒绝导入`,
  tooManyEntries: (name: string) => `${name}：文件内部条目过多，已拒绝导入`,
  unreadable: (name: string) => `${name}：文件无法解析，请检查是否为有效的Excel文件`,
  noData: (name: string) => `${name}：文件中没有数据`,
  noColumns: (name: string) => `${name}：表头中没有可导入的列，请使用导出的文件作为模板`,
  tooManyRows: (name: string, max: number) => `${name}：单个文件最多导入${max}行`,
  // Row errors (the error file's 错误信息 column).
  duplicateInFile: (title: string, value: string) => `${title}在文件中重复：${value}`,
  badValue: (title: string) => `${title}格式不正确`,
  badChoice: (title: string) => `${title}的值不正确`,
  // Results.
  imported: (count: number) => `文件导入成功！数据行数：${count}`,
  partial: (total: number, errors: number) => `共${total}行，成功0行，错误${errors}行`,
  errorColumn: '错误信息',
} as const;

/** Size limits of an import (checked before any parsing). */
export const IMPORT_LIMITS = {
  maxFileMb: 20,
  /** Sum of the declared uncompressed sizes of an xlsx's entries. */
  maxUnzippedBytes: 200 * 1024 * 1024,
  /** Uncompressed / compressed. */
  maxRatio: 100,
  maxZipEntries: 10_000,
  maxRows: 100_000,
  /** Rows the browser preview shows per file. */
  previewRows: 10,
} as const;
