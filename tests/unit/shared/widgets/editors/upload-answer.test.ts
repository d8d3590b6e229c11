import { describe, expect, it } from 'vitest';
import {
  EDITOR_UPLOAD_FIELDS,
  EDITOR_UPLOAD_URL,
  imageDataUrl,
  interpretUploadAnswer,
} from '../../../../../src/shared/domain/widgets/editors/upload-answer';

describe('editor upload answer (spec 002 §2, §7)', () => {
  it('posts to the upload call with biz=jeditor and jeditor=1', () => {
    expect(EDITOR_UPLOAD_URL).toBe('/sys/common/upload');
    expect(EDITOR_UPLOAD_FIELDS).toEqual({ biz: 'jeditor', jeditor: '1' });
  });

  it('reads the path from the message', () => {
    expect(
      interpretUploadAnswer({ success: true, code: 0, message: 'jeditor/a1.png', result: null }),
    ).toEqual({
      kind: 'path',
      path: 'jeditor/a1.png',
    });
  });

  it("treats 'local' as: embed the image", () => {
    expect(interpretUploadAnswer({ success: true, message: 'local' })).toEqual({ kind: 'local' });
  });

  it('fails with the server message, or 未知错误', () => {
    expect(interpretUploadAnswer({ success: false, message: '上传失败，存在非法文件类型：exe' })).toEqual({
      kind: 'error',
      message: '上传失败，存在非法文件类型：exe',
    });
    expect(interpretUploadAnswer({ success: false })).toEqual({ kind: 'error', message: '未知错误' });
    expect(interpretUploadAnswer({ success: true, message: '' })).toEqual({
      kind: 'error',
      message: '未知错误',
    });
    expect(interpretUploadAnswer(null)).toEqual({ kind: 'error', message: '未知错误' });
  });

  it('accepts a path in result when the message is empty', () => {
    expect(interpretUploadAnswer({ success: true, message: '', result: 'jeditor/b.jpg' })).toEqual({
      kind: 'path',
      path: 'jeditor/b.jpg',
    });
  });

  it('builds data URLs with the image type or image/png', () => {
    expect(imageDataUrl('image/jpeg', 'QUJD')).toBe('data:image/jpeg;base64,QUJD');
    expect(imageDataUrl('text/html', 'QUJD')).toBe('data:image/png;base64,QUJD');
    expect(imageDataUrl(undefined, 'QUJD')).toBe('data:image/png;base64,QUJD');
  });
});
