import { describe, expect, it, vi } from 'vitest';
import {
  errorFileUrl,
  exportXls,
  openErrorFile,
  postImportExcel,
} from '../../../../src/shared/api/sys/excel-api';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import { captureSaves } from './save-spy';

const backend = setupFakeBackend({ apiBase: '/jeecg-boot' });

describe('export (spec 002 §7/§8)', () => {
  it('saves {name}.xls, 导出文件.xls by default, with the selected ids as selections', async () => {
    backend.server.on('GET /sys/user/exportXls', {
      body: new Blob(['xls'], { type: 'application/vnd.ms-excel' }),
    });
    const saved = captureSaves();
    await exportXls('/sys/user/exportXls', { username: '*a*' }, '用户', ['u1', 'u2']);
    await exportXls('/sys/user/exportXls', {});
    expect(saved).toEqual(['用户.xls', '导出文件.xls']);
    const [first, second] = backend.server.requests;
    expect(first?.params).toMatchObject({ username: '*a*', selections: 'u1,u2' });
    expect(second?.params).not.toHaveProperty('selections');
  });

  it('warns 文件下载失败 on an empty answer and shows a JSON error message', async () => {
    const saved = captureSaves();
    backend.server.on('GET /sys/user/exportXls', {
      body: new Blob([], { type: 'application/vnd.ms-excel' }),
    });
    await exportXls('/sys/user/exportXls');
    expect(backend.ui.warning).toHaveBeenCalledWith('文件下载失败');
    backend.server.on('GET /sys/user/exportXls', {
      body: new Blob([JSON.stringify({ success: false, message: '没有权限，请联系管理员授权' })], {
        type: 'application/json',
      }),
    });
    await exportXls('/sys/user/exportXls');
    expect(backend.ui.warning).toHaveBeenCalledWith('没有权限，请联系管理员授权');
    expect(saved).toEqual([]);
  });
});

describe('import call and error file', () => {
  it('posts files[] with the optional fields as multipart', async () => {
    backend.server.on('POST /sys/position/importExcel', ok(null, '文件导入成功！数据行数：1'));
    const file = new File(['x'], '职务.xlsx');
    const res = await postImportExcel('/sys/position/importExcel', [file], {
      validateStatus: 1,
      foreignKeys: 'k',
    });
    expect(res.message).toBe('文件导入成功！数据行数：1');
    const form = backend.server.requests[0]?.data as FormData;
    expect(form.getAll('files[]').map((f) => (f as File).name)).toEqual(['职务.xlsx']);
    expect(form.get('validateStatus')).toBe('1');
    expect(form.get('foreignKeys')).toBe('k');
    expect(form.has('isSingleTableImport')).toBe(false);
  });

  it('links the error file under the static route; 未知的文件 without a path', () => {
    expect(errorFileUrl('excel/ab.xlsx')).toBe('/jeecg-boot/sys/common/static/excel/ab.xlsx');
    expect(errorFileUrl('')).toBeNull();
    expect(errorFileUrl(null)).toBeNull();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openErrorFile(null);
    expect(backend.ui.warning).toHaveBeenCalledWith('未知的文件');
    expect(open).not.toHaveBeenCalled();
    openErrorFile('excel/ab.xlsx');
    expect(open).toHaveBeenCalledWith('/jeecg-boot/sys/common/static/excel/ab.xlsx', '_blank', 'noopener');
  });
});
