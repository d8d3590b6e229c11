import { describe, expect, it } from 'vitest';
import { moveItem } from '../../../../../src/shared/domain/widgets/upload/move';
import {
  fileFailedText,
  UPLOAD_TEXTS,
  uploadingText,
} from '../../../../../src/shared/domain/widgets/upload/messages';
import {
  isImageType,
  outcomeOfFailure,
  outcomeOfReply,
  resolveUploadAction,
  uploadFormFields,
} from '../../../../../src/shared/domain/widgets/upload/reply';

describe('image move', () => {
  const list = ['a', 'b', 'c'];
  it('swaps with the neighbour', () => {
    expect(moveItem(list, 1, 'left')).toEqual({ ok: true, items: ['b', 'a', 'c'] });
    expect(moveItem(list, 1, 'right')).toEqual({ ok: true, items: ['a', 'c', 'b'] });
    expect(list).toEqual(['a', 'b', 'c']);
  });
  it('warns past either end with the spec texts', () => {
    expect(moveItem(list, 0, 'left')).toEqual({ ok: false, message: '未知的操作' });
    expect(moveItem(list, 2, 'right')).toEqual({ ok: false, message: '已到最后~' });
    expect(moveItem(list, 5, 'left')).toEqual({ ok: false, message: '未知的操作' });
    expect(moveItem(list, -1, 'right')).toEqual({ ok: false, message: '未知的操作' });
  });
});

describe('upload replies', () => {
  it('reads the path from message (code 0 success)', () => {
    expect(outcomeOfReply({ success: true, code: 0, message: 'temp/a.png', result: null })).toEqual({
      ok: true,
      path: 'temp/a.png',
    });
  });
  it('reads the field named by responseName', () => {
    expect(outcomeOfReply({ success: true, message: 'ok', result: 'temp/r.png' }, 'result')).toEqual({
      ok: true,
      path: 'temp/r.png',
    });
  });
  it('turns success false into an error with the server message, 上传失败 without one', () => {
    expect(outcomeOfReply({ success: false, message: '上传失败，存在非法文件类型：exe' })).toEqual({
      ok: false,
      message: '上传失败，存在非法文件类型：exe',
    });
    expect(outcomeOfReply({ success: false })).toEqual({ ok: false, message: '上传失败' });
    expect(outcomeOfReply({ success: true, message: '' })).toEqual({ ok: false, message: '上传失败' });
    expect(outcomeOfReply('<html>')).toEqual({ ok: false, message: '上传失败' });
  });
  it('transport failures: server message, 上传失败, or 未知错误 without an answer', () => {
    expect(outcomeOfFailure(true, '文件大小超出10MB限制, 请压缩或降低文件质量! ')).toEqual({
      ok: false,
      message: '文件大小超出10MB限制, 请压缩或降低文件质量! ',
    });
    expect(outcomeOfFailure(true, null)).toEqual({ ok: false, message: '上传失败' });
    expect(outcomeOfFailure(false, undefined)).toEqual({ ok: false, message: '未知错误' });
  });
  it('checks image MIME types', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
    expect(isImageType('')).toBe(false);
    expect(isImageType('text/image/png')).toBe(false);
  });
  it('keeps the upload URL a plain path under the API base', () => {
    expect(resolveUploadAction(undefined)).toBe('/sys/common/upload');
    expect(resolveUploadAction('/sys/common/upload2')).toBe('/sys/common/upload2');
    expect(resolveUploadAction('sys/oss/file/upload')).toBe('/sys/oss/file/upload');
    for (const bad of ['https://evil.example/up', '//evil.example/up', '/a/../b', 'javascript:alert(1)']) {
      expect(resolveUploadAction(bad), bad).toBe('/sys/common/upload');
    }
  });
  it('builds the multipart fields: biz default temp, extra data, never file', () => {
    expect(uploadFormFields(undefined)).toEqual([['biz', 'temp']]);
    expect(uploadFormFields('avatar', { isup: 1, file: 'x', extra: { a: 1 }, none: null })).toEqual([
      ['biz', 'avatar'],
      ['isup', '1'],
      ['extra', '{"a":1}'],
    ]);
    expect(uploadFormFields(undefined, { biz: 'plan' })).toEqual([['biz', 'plan']]);
  });
  it('has the spec texts', () => {
    expect(fileFailedText('a.pdf')).toBe('a.pdf 上传失败.');
    expect(uploadingText(42)).toBe('上传中 42%');
    expect(UPLOAD_TEXTS).toMatchObject({
      imageOnly: '请上传图片',
      unknownError: '未知错误',
      errorDialogTitle: '上传出错',
      errorDialogPrefix: '错误信息：',
    });
  });
});
