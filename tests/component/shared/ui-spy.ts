import { vi } from 'vitest';
import { setHttpUi, type ExpiredModalOptions } from '../../../src/shared/api/http-ui';

export function installUiSpy() {
  const ui = {
    notifyError: vi.fn<(title: string, text: string) => void>(),
    error: vi.fn<(text: string) => void>(),
    warning: vi.fn<(text: string) => void>(),
    success: vi.fn<(text: string) => void>(),
    loading: vi.fn<(text: string) => void>(),
    expiredModal: vi.fn<(o: ExpiredModalOptions) => void>(),
  };
  setHttpUi(ui);
  return ui;
}
