import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { ADDRESS_LIST_URLS, type AddressListRecord } from '../../../../shared/api/sys/address-list-api';
import { departTreeQueryOptions, type DepartTreeNode } from '../../../../shared/api/sys/depart-api';
import { addressListSchema } from '../../../../shared/domain/resources/address-list';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';

/** Department nodes keyed by org code: the list filters by a code prefix (the department and below). */
function toTreeData(nodes: readonly DepartTreeNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.orgCode,
    title: n.departName || n.title,
    children: n.children?.length ? toTreeData(n.children) : undefined,
  }));
}

const COLUMN_RENDER = {
  email: (v: unknown) => (typeof v === 'string' && v ? <a href={`mailto:${v}`}>{v}</a> : null),
};

/** 通讯录 ('system/AddressList'): the department tree on the left, its people (searchable) on the right. */
export default function AddressListPage(_props: ViewProps) {
  const departs = useQuery(departTreeQueryOptions());
  const treeData = useMemo(() => toTreeData(departs.data ?? []), [departs.data]);
  const [orgCode, setOrgCode] = useState<string | null>(null);
  const listRef = useRef<ListPageController<AddressListRecord>>(null);
  const fixedParams = useMemo(() => (orgCode ? { orgCode } : {}), [orgCode]);
  const first = useRef(true);

  // After the new fixedParams reached the list (an effect runs after the render that passed them).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void listRef.current?.loadData(1);
  }, [orgCode]);

  return (
    <Row gutter={12}>
      <Col xs={24} md={7} xl={5}>
        <Card variant="borderless" title="组织机构" size="small">
          {departs.isLoading ? <Spin /> : null}
          {departs.error ? <Alert type="error" showIcon title={departs.error.message} /> : null}
          {treeData.length > 0 ? (
            <Tree
              treeData={treeData}
              defaultExpandAll
              selectedKeys={orgCode ? [orgCode] : []}
              // Clicking the selected department again shows everybody.
              onSelect={(keys) => setOrgCode(keys.length ? String(keys[0]) : null)}
            />
          ) : null}
        </Card>
      </Col>
      <Col xs={24} md={17} xl={19}>
        <ResourceListPage<AddressListRecord>
          schema={addressListSchema}
          url={ADDRESS_LIST_URLS}
          fixedParams={fixedParams}
          listRef={listRef}
          columnRender={COLUMN_RENDER}
          hideRowActions={['edit', 'detail', 'delete']}
        />
      </Col>
    </Row>
  );
}
