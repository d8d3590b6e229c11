import { Result } from 'antd';
import { BackHomeButton } from '../../shell/widgets/back-home-button';

const TEXT = {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在',
  500: '抱歉，服务器出错了',
} as const;

/** The 403 / 404 / 500 failure pages with a way back home. */
export function ExceptionView({ status }: { status: 403 | 404 | 500 }) {
  return <Result status={status} title={String(status)} subTitle={TEXT[status]} extra={<BackHomeButton />} />;
}
