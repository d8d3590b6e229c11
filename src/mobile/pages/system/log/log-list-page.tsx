import { Tabs } from 'antd-mobile';
import { LOG_URLS, type LogRecord } from '../../../../shared/api/sys/log-api';
import { LOG_TYPE, loginLogSchema } from '../../../../shared/domain/resources/login-log';
import { operationLogSchema } from '../../../../shared/domain/resources/operation-log';
import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { RecordDetailScreen } from '../../../widgets/card-list/record-detail-screen';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';

/** The content is the card's title, so it is not repeated as a line. */
const asCards = (schema: ResourceSchema): ResourceSchema => ({
  ...schema,
  fields: schema.fields.map((f) => (f.key === 'logContent' ? { ...f, card: false } : f)),
});

function LogCards({ schema, logType }: { schema: ResourceSchema; logType: number }) {
  return (
    <ResourceCardList<LogRecord>
      schema={asCards(schema)}
      cardTitle={(r) => r.logContent ?? ''}
      url={LOG_URLS}
      fixedParams={{ logType }}
      renderForm={(dialog) => <RecordDetailScreen schema={schema} dialog={dialog} />}
    />
  );
}

/** 日志 on the phone: 登录日志 / 操作日志 as card lists, searchable by content, the rest in 筛选. */
export default function MobileLogListPage(_props: ViewProps) {
  return (
    <Tabs defaultActiveKey="login">
      <Tabs.Tab title="登录日志" key="login" destroyOnClose>
        <LogCards schema={loginLogSchema} logType={LOG_TYPE.login} />
      </Tabs.Tab>
      <Tabs.Tab title="操作日志" key="operation" destroyOnClose>
        <LogCards schema={operationLogSchema} logType={LOG_TYPE.operation} />
      </Tabs.Tab>
    </Tabs>
  );
}
