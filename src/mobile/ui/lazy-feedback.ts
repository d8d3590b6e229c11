import type { AlertOptions, ConfirmOptions } from './feedback';

/** Loads Toast/Dialog only when a message is actually shown (keeps them off the login route). */
const load = () => import('./feedback');

export function toast(text: string): Promise<void> {
  return load().then((m) => m.showToast(text));
}

export function toastError(text: string): Promise<void> {
  return load().then((m) => m.showError(text));
}

export function toastSuccess(text: string): Promise<void> {
  return load().then((m) => m.showSuccess(text));
}

export function toastLoading(text: string): Promise<() => void> {
  return load().then((m) => m.showLoading(text));
}

export function notify(title: string, text: string): Promise<void> {
  return load().then((m) => m.showNotification(title, text));
}

export function alertDialog(options: AlertOptions): Promise<void> {
  return load().then((m) => m.showAlert(options));
}

export function confirmDialog(options: ConfirmOptions): Promise<void> {
  return load().then((m) => m.showConfirm(options));
}
