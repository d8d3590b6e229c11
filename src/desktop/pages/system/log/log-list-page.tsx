import { Card, Descriptions, Select, Tabs } from 'antd';
import { LOG_URLS, type LogRecord } from '../../../../shared/api/sys/log-api';
import { LOG_TYPE } from '../../../../shared/domain/resources/login-log';
import { OPERATE_TYPE_TEXT } from '../../../../shared/domain/resources/operation-log';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import { useListPage } from '../../../../shared/hooks/list-page/use-list-page';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceTable } from '../../../widgets/list-page/resource-table';
import { SearchForm } from '../../../widgets/list-page/search-form';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { loginLogView, operationLogView } from './log-view-schemas';

/** The request behind an operation log row (shown when the row is expanded). */
function RequestDetail({ record }: { record: LogRecord }) {
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="请求路径">{record.requestUrl ?? ''}</Descriptions.Item>
      <Descriptions.Item label="请求类型">{record.requestType ?? ''}</Descriptions.Item>
      <Descriptions.Item label="请求参数">
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {record.requestParam ?? ''}
        </pre>
      </Descriptions.Item>
    </Descriptions>
  );
}

// The operate types are fixed codes (OPERATE_TYPE), not an editable dictionary.
const OPERATE_TYPE_OPTIONS = Object.entries(OPERATE_TYPE_TEXT).map(([value, label]) => ({ value, label }));
const SEARCH_CONTROLS = {
  operateType: () => <Select placeholder="请选择" allowClear options={OPERATE_TYPE_OPTIONS} />,
};

function LogTab({ schema, logType }: { schema: ResourceSchema; logType: number }) {
  const [ui, holder] = useDesktopListUi();
  const list = useListPage<LogRecord>({ url: LOG_URLS, ui, schema, fixedParams: { logType } });
  const expandable =
    logType === LOG_TYPE.operation
      ? { expandedRowRender: (record: LogRecord) => <RequestDetail record={record} /> }
      : undefined;
  return (
    <>
      {holder}
      <SearchForm
        schema={schema}
        renderField={SEARCH_CONTROLS}
        onSearch={(q) => void list.searchQuery(q)}
        onReset={() => void list.searchReset()}
      />
      <ResourceTable<LogRecord> list={list} schema={schema} selectable={false} tableProps={{ expandable }} />
    </>
  );
}

const TABS = [
  { key: 'login', label: '登录日志', children: <LogTab schema={loginLogView} logType={LOG_TYPE.login} /> },
  {
    key: 'operation',
    label: '操作日志',
    children: <LogTab schema={operationLogView} logType={LOG_TYPE.operation} />,
  },
];

/** 日志管理 ('system/LogList'): 登录日志 and 操作日志, each searchable and paged. Read-only. */
export default function LogListPage(_props: ViewProps) {
  return (
    <Card variant="borderless" className="cwxt-list-page">
      <Tabs defaultActiveKey="login" items={TABS} destroyOnHidden />
    </Card>
  );
}
