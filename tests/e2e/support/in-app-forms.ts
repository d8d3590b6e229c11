import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The values typed into the phone's 用户管理 → 新增 form by these tests. */
export interface UserFormInput {
  username: string;
  password: string;
  realname: string;
  phone: string;
}

const PLACEHOLDERS = {
  username: '请输入用户账号',
  password: '请输入登录密码',
  confirm: '请重新输入登录密码',
  realname: '请输入用户姓名',
  phone: '请输入手机号码',
} as const;

/** The full-screen form popup (role dialog, named by its mode title). */
export function userForm(page: Page): Locator {
  return page.getByRole('dialog', { name: '新增' });
}

/** 系统管理 → 用户管理 on the phone, then the floating 新增. */
export async function openUserAddForm(page: Page): Promise<Locator> {
  if (new URL(page.url()).pathname !== '/isystem/user') await page.goto('/isystem/user');
  await page.getByRole('button', { name: '新增' }).click();
  const form = userForm(page);
  await form.getByPlaceholder(PLACEHOLDERS.username).waitFor();
  return form;
}

export async function fillUserForm(form: Locator, v: UserFormInput): Promise<void> {
  await form.getByPlaceholder(PLACEHOLDERS.username).fill(v.username);
  await form.getByPlaceholder(PLACEHOLDERS.password).fill(v.password);
  await form.getByPlaceholder(PLACEHOLDERS.confirm).fill(v.password);
  await form.getByPlaceholder(PLACEHOLDERS.realname).fill(v.realname);
  await form.getByPlaceholder(PLACEHOLDERS.phone).fill(v.phone);
}

/** What the form shows now (the password fields are checked by saving, not read back). */
export async function readUserForm(form: Locator): Promise<Omit<UserFormInput, 'password'>> {
  return {
    username: await form.getByPlaceholder(PLACEHOLDERS.username).inputValue(),
    realname: await form.getByPlaceholder(PLACEHOLDERS.realname).inputValue(),
    phone: await form.getByPlaceholder(PLACEHOLDERS.phone).inputValue(),
  };
}

export async function expectUserFormShows(form: Locator, v: UserFormInput): Promise<void> {
  expect(await readUserForm(form)).toEqual({ username: v.username, realname: v.realname, phone: v.phone });
}

export async function saveUserForm(form: Locator): Promise<void> {
  await form.getByRole('button', { name: '保存' }).click();
}
