import { Empty } from 'antd';
import type { ViewProps } from '../../../shared/router/view-by-key';

/** 'layouts/IframePageView': an internal menu entry that embeds meta.url. */
export default function IframePageView({ route }: ViewProps) {
  const url = route?.meta.url;
  if (!url) return <Empty description="未配置页面地址" />;
  return (
    <iframe
      title={route.meta.title}
      src={url}
      style={{ width: '100%', minHeight: 'calc(100vh - 200px)', border: 0 }}
    />
  );
}
