import { notification } from 'antd';

/** The interceptor's error notification (e.g. 系统提示 / 拒绝访问), loaded on first use. */
export function notifyError(title: string, text: string): void {
  notification.error({ title, description: text, duration: 4 });
}
