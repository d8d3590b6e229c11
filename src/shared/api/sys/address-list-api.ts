import { ADDRESS_LIST_URL } from '../../domain/resources/address-list';
import type { ListRecord } from '../../hooks/list-page/types';

/** 通讯录: the list URL the list kit pages through (orgCode as a fixed parameter). */
export const ADDRESS_LIST_URLS = { list: ADDRESS_LIST_URL } as const;

export interface AddressListRecord extends ListRecord {
  realname: string | null;
  workNo: string | null;
  departNames: string | null;
  post: string | null;
  postNames: string | null;
  phone: string | null;
  email: string | null;
  telephone: string | null;
}

/** tel: / mailto: links of the phone page; null when the value could not be dialled or mailed. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[\s-]/g, '');
  return /^\+?\d{3,20}$/.test(digits) ? `tel:${digits}` : null;
}

export function mailtoHref(email: string | null | undefined): string | null {
  const value = (email ?? '').trim();
  return /^[^\s@<>"]+@[^\s@<>"]+$/.test(value) ? `mailto:${value}` : null;
}
