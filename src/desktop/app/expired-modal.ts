import { Modal } from 'antd';
import type { ExpiredModalOptions } from '../../shared/api/http-ui';

/**
 * 登录已过期 (spec 000 §8). Loaded on demand so the modal code is not part of the first load;
 * static Modal.error is fine here: every text it shows is passed in.
 */
export function showExpiredModal({ title, content, okText, onOk }: ExpiredModalOptions): void {
  Modal.error({ title, content, okText, keyboard: false, mask: { closable: false }, onOk });
}
