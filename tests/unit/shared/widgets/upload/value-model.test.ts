import { describe, expect, it } from 'vitest';
import {
  applyCountLimit,
  fileNameOf,
  firstPath,
  itemsFromValue,
  joinPaths,
  limitDoneItems,
  normaliseLimit,
  pathsOf,
  percentOf,
  shortName,
  splitPaths,
  statusText,
  valueFromItems,
  valueKey,
  type UploadItem,
} from '../../../../../src/shared/domain/widgets/upload/value-model';

const done = (name: string, path: string, size?: number): UploadItem => ({
  uid: path,
  name,
  status: 'done',
  percent: 100,
  path,
  ...(size !== undefined ? { size } : {}),
});

describe('upload value model', () => {
  it('splits and joins comma lists of paths', () => {
    expect(splitPaths('temp/a.png, temp/b.pdf,,')).toEqual(['temp/a.png', 'temp/b.pdf']);
    expect(splitPaths('')).toEqual([]);
    expect(splitPaths(null)).toEqual([]);
    expect(joinPaths(['a', 'b'])).toBe('a,b');
  });

  it('uses only the first path for a preview', () => {
    expect(firstPath('temp/a.png,temp/b.png')).toBe('temp/a.png');
    expect(firstPath([{ fileName: 'x', filePath: 'temp/x.pdf', fileSize: 1 }])).toBe('temp/x.pdf');
    expect(firstPath('')).toBeUndefined();
    expect(firstPath(undefined)).toBeUndefined();
  });

  it('names a stored file by the last path segment', () => {
    expect(fileNameOf('temp/abc.png')).toBe('abc.png');
    expect(fileNameOf('https://cdn.example.com/x/y.pdf?sig=1')).toBe('y.pdf');
    expect(fileNameOf('a\\b\\c.txt')).toBe('c.txt');
  });

  it('cuts names to 5 characters plus an ellipsis', () => {
    expect(shortName('report.pdf')).toBe('repor...');
    expect(shortName('a.pdf')).toBe('a.pdf');
    expect(shortName('检修计划表.xlsx')).toBe('检修计划表...');
    expect(shortName('检修计划')).toBe('检修计划');
  });

  it('turns a value into done items and back (URL mode)', () => {
    const items = itemsFromValue('temp/a.png,temp/b.pdf');
    expect(items.map((i) => [i.name, i.status, i.path])).toEqual([
      ['a.png', 'done', 'temp/a.png'],
      ['b.pdf', 'done', 'temp/b.pdf'],
    ]);
    expect(valueFromItems(items, true)).toBe('temp/a.png,temp/b.pdf');
  });

  it('keeps only done items with a path in the value, in list order', () => {
    const items: UploadItem[] = [
      done('b.pdf', 'temp/b.pdf'),
      { uid: 'u', name: 'c.pdf', status: 'uploading', percent: 40 },
      { uid: 'e', name: 'd.pdf', status: 'error', percent: 0, message: '上传失败' },
      done('a.png', 'temp/a.png'),
    ];
    expect(valueFromItems(items, true)).toBe('temp/b.pdf,temp/a.png');
    expect(valueFromItems([], true)).toBe('');
  });

  it('emits fileName, filePath and fileSize in non-URL mode', () => {
    const items = [done('计划.pdf', 'docs/x.pdf', 2048), done('y.png', 'docs/y.png')];
    expect(valueFromItems(items, false)).toEqual([
      { fileName: '计划.pdf', filePath: 'docs/x.pdf', fileSize: 2048 },
      { fileName: 'y.png', filePath: 'docs/y.png', fileSize: 0 },
    ]);
    const back = itemsFromValue(valueFromItems(items, false));
    expect(back.map((i) => [i.name, i.path, i.size])).toEqual([
      ['计划.pdf', 'docs/x.pdf', 2048],
      ['y.png', 'docs/y.png', 0],
    ]);
    // Entries without a path are skipped.
    expect(pathsOf([{ fileName: 'x', filePath: '', fileSize: 0 }])).toEqual([]);
  });

  it('compares values by their paths', () => {
    expect(valueKey('a, b')).toBe(
      valueKey([
        { fileName: '1', filePath: 'a', fileSize: 0 },
        { fileName: '2', filePath: 'b', fileSize: 0 },
      ]),
    );
    expect(valueKey('a,b')).not.toBe(valueKey('b,a'));
  });

  it('limits the count: 0 means none, else the newest are kept', () => {
    expect(applyCountLimit([1, 2, 3], 0)).toEqual({ kept: [1, 2, 3], dropped: [] });
    expect(applyCountLimit([1, 2, 3], 2)).toEqual({ kept: [2, 3], dropped: [1] });
    expect(applyCountLimit([1, 2, 3], 1)).toEqual({ kept: [3], dropped: [1, 2] });
    expect(applyCountLimit([1], 3)).toEqual({ kept: [1], dropped: [] });
    expect(normaliseLimit(-1)).toBe(0);
    expect(normaliseLimit('3')).toBe(3);
    expect(normaliseLimit(1.5)).toBe(0);
    expect(normaliseLimit(undefined)).toBe(0);
  });

  it('computes whole-number percentages', () => {
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(300, 200)).toBe(100);
    expect(percentOf(10, undefined)).toBe(0);
    expect(percentOf(10, 0)).toBe(0);
  });
});

describe('status text', () => {
  it('says the percent, the message or 未知错误', () => {
    expect(statusText({ status: 'uploading', percent: 12 })).toBe('上传中 12%');
    expect(statusText({ status: 'error', percent: 0, message: '上传失败！' })).toBe('上传失败！');
    expect(statusText({ status: 'error', percent: 0 })).toBe('未知错误');
    expect(statusText({ status: 'error', percent: 0, message: ' ' })).toBe('未知错误');
    expect(statusText({ status: 'done', percent: 100 })).toBe('');
  });
});

describe('count limit on a file list', () => {
  const up = (uid: string): UploadItem => ({ uid, name: uid, status: 'uploading', percent: 5 });
  const bad = (uid: string): UploadItem => ({ uid, name: uid, status: 'error', percent: 0, message: 'x' });
  it('keeps the last done files in list order and never drops uploading or failed ones', () => {
    const list = [done('a', 'p/a'), up('u'), done('b', 'p/b'), bad('e'), done('c', 'p/c')];
    expect(limitDoneItems(list, 2).map((i) => i.uid)).toEqual(['u', 'p/b', 'e', 'p/c']);
    expect(limitDoneItems(list, 1).map((i) => i.uid)).toEqual(['u', 'e', 'p/c']);
    expect(limitDoneItems(list, 0)).toEqual(list);
    expect(limitDoneItems(list, 5)).toEqual(list);
  });
});
