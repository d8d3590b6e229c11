import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it, vi } from 'vitest';
import { ImportExcelModal } from '../../../../../src/desktop/widgets/excel/import-excel-modal';
import { USER_EXCEL } from '../../../../../src/shared/domain/widgets/excel/profiles';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok, type FakeReply } from '../../../shared/fake-server';
import { renderDesktop } from '../../desktop-test-utils';

const backend = setupFakeBackend({ apiBase: '/jeecg-boot' });

const SEX = [
  { value: '1', text: '男', title: '男', label: '男' },
  { value: '2', text: '女', title: '女', label: '女' },
];

function xlsxFile(name: string, rows: unknown[][]): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const data = XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  return new File([data], name);
}

const GOOD = () =>
  xlsxFile('用户.xlsx', [
    ['用户账号', '用户姓名', '性别', '备注'],
    ['zhangsan', '张三', '男', ''],
  ]);
const BAD = () =>
  xlsxFile('错误.xlsx', [
    ['用户账号', '用户姓名', '邮箱', '性别', '备注'],
    ['lisi01', '李四', 'x@', '女', 'a'],
    ['lisi01', '', '', '外星', 'b'],
  ]);

function Harness({
  online = false,
  onImported = () => undefined,
}: {
  online?: boolean;
  onImported?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开导入
      </button>
      <output aria-label="对话框">{open ? '打开' : '关闭'}</output>
      <ImportExcelModal
        open={open}
        onClose={() => setOpen(false)}
        url={USER_EXCEL.importUrl}
        profile={USER_EXCEL}
        online={online}
        onImported={onImported}
      />
    </>
  );
}

function routeImport(reply: FakeReply | (() => FakeReply | Promise<FakeReply>)) {
  backend.server.on('GET /sys/dict/getDictItems/sex', ok(SEX));
  backend.server.on('POST /sys/user/importExcel', typeof reply === 'function' ? reply : () => reply);
}

const dialog = () => screen.getByRole('dialog', { name: '导入EXCEL' });
const chooser = () => dialog().querySelector('input[type="file"]') as HTMLInputElement;
const uploadButton = () => within(dialog()).getByRole('button', { name: /开始上传|上传中/ });
const dialogState = () => screen.getByRole('status', { name: '对话框' }).textContent;

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '打开导入' }));
  return dialog();
}

describe('ImportExcelModal (导入EXCEL)', () => {
  it('opens 600 wide with 开始上传 disabled until a file is chosen; only .xls/.xlsx are offered', async () => {
    routeImport(ok(null, 'x'));
    const user = userEvent.setup();
    renderDesktop(<Harness />);
    await openDialog(user);
    expect(uploadButton()).toBeDisabled();
    expect(chooser()).toHaveAttribute('accept', '.xls,.xlsx');
    expect(chooser()).toHaveAttribute('multiple');
    expect(screen.queryByRole('switch', { name: '是否开启校验' })).toBeNull();
    const modal = dialog().closest('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('600px');
    await user.upload(chooser(), GOOD());
    expect(uploadButton()).toBeEnabled();
  });

  it('refuses other file types with 只支持上传.xls或.xlsx格式的Excel文件', async () => {
    routeImport(ok(null, 'x'));
    // The input's accept already hides them; a drop or an old browser may still deliver one.
    const user = userEvent.setup({ applyAccept: false });
    renderDesktop(<Harness />);
    await openDialog(user);
    await user.upload(chooser(), new File(['a,b'], '名单.csv'));
    expect(await screen.findByText('只支持上传.xls或.xlsx格式的Excel文件')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '文件预览 名单.csv' })).toBeNull();
    expect(uploadButton()).toBeDisabled();
  });

  it('previews each file: the column mapping, unmatched headers and the rows that fail', async () => {
    routeImport(ok(null, 'x'));
    const user = userEvent.setup();
    renderDesktop(<Harness />);
    await openDialog(user);
    await user.upload(chooser(), [GOOD(), BAD()]);
    const good = await screen.findByRole('region', { name: '文件预览 用户.xlsx' });
    await waitFor(() => expect(good.textContent).not.toContain('正在解析'), { timeout: 4000 });
    const goodMap = await within(good).findByLabelText('列对应');
    expect(goodMap).toHaveTextContent('用户账号 → 用户账号');
    expect(goodMap).toHaveTextContent('备注（未匹配，将忽略）');
    expect(await within(good).findByText('前1行均通过校验')).toBeInTheDocument();

    const bad = screen.getByRole('region', { name: '文件预览 错误.xlsx' });
    expect(
      await within(bad).findByText('前2行中有2行未通过校验，上传后整个文件不会导入'),
    ).toBeInTheDocument();
    const table = within(bad).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '2邮箱格式不正确',
      '3请输入用户名称!；性别的值不正确；用户账号在文件中重复：lisi01',
    ]);
    await user.click(within(bad).getByRole('button', { name: '移除 错误.xlsx' }));
    expect(screen.queryByRole('region', { name: '文件预览 错误.xlsx' })).toBeNull();
  });

  it('sends the files, shows 上传中... while waiting, and a success closes and reloads', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    routeImport(async () => {
      await gate;
      return ok(null, '文件导入成功！数据行数：1');
    });
    const onImported = vi.fn();
    const user = userEvent.setup();
    renderDesktop(<Harness online onImported={onImported} />);
    await openDialog(user);
    await user.click(screen.getByRole('switch', { name: '是否开启校验' }));
    await user.upload(chooser(), GOOD());
    await user.click(uploadButton());
    await waitFor(() => expect(uploadButton()).toHaveTextContent('上传中...'));
    release();
    // One headline with the count.
    expect(await screen.findByText('导入成功 1 条')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(dialogState()).toBe('关闭');
    const form = backend.server.requests.find((r) => r.url === '/sys/user/importExcel')?.data as FormData;
    expect(form.getAll('files[]').map((f) => (f as File).name)).toEqual(['用户.xlsx']);
    expect(form.get('validateStatus')).toBe('1');
  });

  it('code 201: one headline that agrees with the counts (nothing imported) and the error file link', async () => {
    routeImport(ok('excel/0123456789abcdef0123456789abcdef.xlsx', '共2行，成功0行，错误1行', 201));
    const user = userEvent.setup();
    renderDesktop(<Harness />);
    await openDialog(user);
    await user.upload(chooser(), GOOD());
    await user.click(uploadButton());
    const warning = await screen.findByRole('dialog', { name: '未导入：共 2 行，1 行有错误' });
    // No "导入成功" anywhere in a result that imported nothing.
    expect(warning).not.toHaveTextContent('导入成功');
    expect(within(warning).getByRole('link', { name: '下载错误明细' })).toHaveAttribute(
      'href',
      '/jeecg-boot/sys/common/static/excel/0123456789abcdef0123456789abcdef.xlsx',
    );
    expect(dialogState()).toBe('关闭');
  });

  it('下载模板 saves an .xlsx whose only row is the header of the importable columns', async () => {
    routeImport(ok(null, 'x'));
    const saved: Blob[] = [];
    const names: string[] = [];
    const create = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:template';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.getAttribute('download') ?? '');
    });
    const user = userEvent.setup();
    renderDesktop(<Harness />);
    await openDialog(user);
    await user.click(within(dialog()).getByRole('button', { name: /下载模板/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(names).toEqual(['用户导入模板.xlsx']);
    // jsdom's Blob has no arrayBuffer(); FileReader reads it.
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(saved[0]!);
    });
    const book = XLSX.read(bytes, { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('用户账号');
    expect(rows[0]).toContain('用户姓名');
    // Never a password column in a template.
    expect(rows[0]).not.toContain('密码');
    click.mockRestore();
  });

  it('success false: a warning with the message, the dialog stays open with its files', async () => {
    routeImport(fail('文件导入失败:用户账号已存在'));
    const user = userEvent.setup();
    renderDesktop(<Harness />);
    await openDialog(user);
    await user.upload(chooser(), GOOD());
    await user.click(uploadButton());
    expect(await screen.findByText('文件导入失败:用户账号已存在')).toBeInTheDocument();
    expect(dialogState()).toBe('打开');
    expect(screen.getByRole('region', { name: '文件预览 用户.xlsx' })).toBeInTheDocument();
    expect(uploadButton()).toHaveTextContent('开始上传');
  });

  it('an HTTP failure names the file with 文件上传失败; an expired token leaves it to the re-login dialog', async () => {
    routeImport({ status: 502, body: 'bad gateway' });
    const user = userEvent.setup();
    renderDesktop(<Harness />);
    await openDialog(user);
    await user.upload(chooser(), GOOD());
    await user.click(uploadButton());
    expect(await screen.findByText('用户.xlsx 文件上传失败')).toBeInTheDocument();

    routeImport({ status: 500, body: { success: false, message: 'Token失效，请重新登录!', code: 500 } });
    await user.click(uploadButton());
    await waitFor(() => expect(uploadButton()).toHaveTextContent('开始上传'));
    expect(screen.getAllByText('用户.xlsx 文件上传失败')).toHaveLength(1);
  });

  it('reopening clears the files and resets 是否开启校验 to 否', async () => {
    routeImport(ok(null, 'x'));
    const user = userEvent.setup();
    renderDesktop(<Harness online />);
    await openDialog(user);
    await user.click(screen.getByRole('switch', { name: '是否开启校验' }));
    await user.upload(chooser(), GOOD());
    await screen.findByRole('region', { name: '文件预览 用户.xlsx' });
    const footerClose = within(dialog())
      .getAllByRole('button', { name: '关闭' })
      .find((b) => b.textContent === '关闭');
    await user.click(footerClose as HTMLElement);
    await openDialog(user);
    expect(screen.queryByRole('region', { name: '文件预览 用户.xlsx' })).toBeNull();
    expect(screen.getByRole('switch', { name: '是否开启校验' })).not.toBeChecked();
    expect(uploadButton()).toBeDisabled();
  });
});
