import { Button, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { DATA_LOG_URLS, type DataLogRow } from '../../../../shared/api/sys/data-log-api';
import { DATA_LOG_TABLE_TITLES, dataLogSchema } from '../../../../shared/domain/resources/data-log';
import { useListPage } from '../../../../shared/hooks/list-page/use-list-page';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceTable } from '../../../widgets/list-page/resource-table';
import { SearchForm } from '../../../widgets/list-page/search-form';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { CompareModal } from './compare-modal';

const TABLE_OPTIONS = Object.entries(DATA_LOG_TABLE_TITLES).map(([value, title]) => ({
  value,
  label: `${title}（${value}）`,
}));
const SEARCH_CONTROLS = {
  dataTable: () => <Select placeholder="请选择" allowClear options={TABLE_OPTIONS} aria-label="表名" />,
};

/** Why 数据比较 is unavailable for the current selection, or null when it can run. */
function compareBlocker(rows: DataLogRow[]): string | null {
  if (rows.length !== 2) return '请选择同一条记录的两个版本';
  const [a, b] = rows as [DataLogRow, DataLogRow];
  return a.dataTable === b.dataTable && a.dataId === b.dataId ? null : '只能对比同一条记录的两个版本';
}

/** 数据日志 ('system/DataLogList'): versions of records; pick two of one record to compare them. */
export default function DataLogListPage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const list = useListPage<DataLogRow>({ url: DATA_LOG_URLS, ui, schema: dataLogSchema });
  const [compare, setCompare] = useState<[string, string] | null>(null);
  const blocker = compareBlocker(list.selectionRows);
  return (
    <>
      {holder}
      <SearchForm
        schema={dataLogSchema}
        renderField={SEARCH_CONTROLS}
        onSearch={(q) => void list.searchQuery(q)}
        onReset={() => void list.searchReset()}
      />
      <Space style={{ marginBottom: 12 }}>
        <Tooltip title={blocker ?? ''}>
          <Button
            type="primary"
            disabled={blocker !== null}
            onClick={() => {
              const [a, b] = list.selectionRows as [DataLogRow, DataLogRow];
              setCompare([a.id, b.id]);
            }}
          >
            数据比较
          </Button>
        </Tooltip>
      </Space>
      <ResourceTable<DataLogRow>
        list={list}
        schema={dataLogSchema}
        columnRender={{ dataTable: (_v, record) => record.dataTable_dictText }}
      />
      <CompareModal ids={compare} onClose={() => setCompare(null)} />
    </>
  );
}
