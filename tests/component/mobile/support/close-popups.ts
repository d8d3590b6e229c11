import { Dialog, Modal, Toast } from 'antd-mobile';
import { afterAll } from 'vitest';

// antd-mobile's toasts and dialogs render in React roots of their own, which testing-library's
// cleanup() does not unmount: a toast's close timer could fire after jsdom's teardown ("window is
// not defined"). Imported by the phone render helpers, so every phone test file closes them.
afterAll(async () => {
  Toast.clear();
  Dialog.clear();
  Modal.clear();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
