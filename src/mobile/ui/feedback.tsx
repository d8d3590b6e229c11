import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';

/**
 * antd-mobile Toast and Dialog pull in the animation runtime (~25 KiB gzip), so the login route
 * never imports this file directly: it goes through lazy-feedback.ts, which loads it on demand.
 */
// antd-mobile 5 renders Toast/Dialog through react-dom's legacy entry, which React 19 removed; it
// documents this hook for React 19 (https://mobile.ant.design/guide/v5-for-19).
const ROOT = Symbol('cwxt-root');
type Container = (Element | DocumentFragment) & { [ROOT]?: Root };
unstableSetRender((node, container: Container) => {
  const root = container[ROOT] ?? createRoot(container);
  container[ROOT] = root;
  root.render(node);
  return async () => {
    // Unmounting synchronously inside a React render warns; defer it a tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container[ROOT];
  };
});

export function showToast(text: string): void {
  Toast.show({ content: text });
}

export function showError(text: string): void {
  Toast.show({ icon: 'fail', content: text });
}

export function showSuccess(text: string): void {
  Toast.show({ icon: 'success', content: text });
}

export function showLoading(text: string): () => void {
  const handler = Toast.show({ icon: 'loading', content: text, duration: 0, maskClickable: false });
  return () => handler.close();
}

export function showNotification(title: string, text: string): void {
  Toast.show({
    icon: 'fail',
    content: (
      <div>
        <strong>{title}</strong>
        <div>{text}</div>
      </div>
    ),
    duration: 3000,
  });
}

export interface AlertOptions {
  title: string;
  content: string;
  okText: string;
  onOk: () => void;
}

export function showAlert({ title, content, okText, onOk }: AlertOptions): void {
  void Dialog.alert({ title, content, confirmText: okText, onConfirm: onOk });
}

export interface ConfirmOptions {
  title: string;
  content: string;
  onConfirm: () => void | Promise<void>;
}

export function showConfirm({ title, content, onConfirm }: ConfirmOptions): void {
  void Dialog.confirm({ title, content, confirmText: '确定', cancelText: '取消', onConfirm });
}
