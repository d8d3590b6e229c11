import { useEffect, useMemo, useRef, useState } from 'react';
import { Space } from 'antd-mobile';
import {
  ADDRESS_LIST_URLS,
  mailtoHref,
  telHref,
  type AddressListRecord,
} from '../../../../shared/api/sys/address-list-api';
import { addressListSchema } from '../../../../shared/domain/resources/address-list';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { DepartFilter } from './depart-filter';

/** The name is the card title; the contact links sit in the footer, one tap away. */
const cardSchema: ResourceSchema = {
  ...addressListSchema,
  fields: addressListSchema.fields.map((f) => ({
    ...f,
    card: ['workNo', 'departNames', 'postNames'].includes(f.key),
  })),
};

function ContactLinks({ person }: { person: AddressListRecord }) {
  const phone = telHref(person.phone);
  const landline = telHref(person.telephone);
  const mail = mailtoHref(person.email);
  if (!phone && !landline && !mail) return null;
  return (
    <Space wrap>
      {phone ? (
        <a href={phone} aria-label={`手机 ${person.phone} 拨打 ${person.realname ?? ''}`}>
          {`手机 ${person.phone}`}
        </a>
      ) : null}
      {landline ? <a href={landline}>{`座机 ${person.telephone}`}</a> : null}
      {mail ? (
        <a href={mail} aria-label={`发邮件给 ${person.realname ?? ''}`}>
          {`邮件 ${person.email}`}
        </a>
      ) : null}
    </Space>
  );
}

/** 通讯录 on the phone: search by name, a department filter, cards whose phone / email open tel: / mailto:. */
export default function AddressListPage(_props: ViewProps) {
  const [orgCode, setOrgCode] = useState('');
  const listRef = useRef<ListPageController<AddressListRecord>>(null);
  const fixedParams = useMemo(() => (orgCode ? { orgCode } : {}), [orgCode]);
  const first = useRef(true);

  // Reload once the list has the new department (effects run after the render that passed it).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void listRef.current?.loadData(1);
  }, [orgCode]);

  return (
    <ResourceCardList<AddressListRecord>
      schema={cardSchema}
      url={ADDRESS_LIST_URLS}
      fixedParams={fixedParams}
      listRef={listRef}
      cardTitle={(p) => p.realname ?? ''}
      cardFooter={(p) => <ContactLinks person={p} />}
      searchExtra={() => <DepartFilter value={orgCode} onChange={setOrgCode} />}
    />
  );
}
