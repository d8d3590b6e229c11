/**
 * How the core shows messages. The shell that boots registers its UI kit's message, notification
 * and modal functions; the core never imports a UI kit. Until a shell registers, messages go to
 * the console (and an expired-session modal confirms itself, since nobody could click it).
 */
export interface ExpiredModalOptions {
  title: string;
  content: string;
  okText: string;
  onOk: () => void;
}

/** The manual sign-in of re-login in place (issue 8), when the silent in-app sign-in could not. */
export interface ReloginDialogOptions {
  /** Why the silent sign-in failed (Chinese, shown above the form). */
  message: string;
  /** An unbound app account's bind ticket: posted after the manual sign-in. */
  bindTicket: string | null;
}

export interface HttpUi {
  notifyError(title: string, text: string): void;
  error(text: string): void;
  warning(text: string): void;
  /** Optional so shells written before it existed still type-check; falls back to the console. */
  success?(text: string): void;
  loading(text: string): void;
  /** Closes the `loading` message (re-login in place ends without leaving the page). Optional. */
  hideLoading?(): void;
  expiredModal(options: ExpiredModalOptions): void;
  /**
   * Re-login in place (issue 8): a full-screen manual sign-in over the open page. Resolves true
   * once signed in (the session store holds the new token), false when the user cancels. Optional:
   * without it the re-login falls back to the in-app login page.
   */
  reloginDialog?(options: ReloginDialogOptions): Promise<boolean>;
}

const consoleUi: HttpUi = {
  notifyError: (title, text) => console.error(`${title}: ${text}`),
  error: (text) => console.error(text),
  warning: (text) => console.warn(text),
  success: (text) => console.info(text),
  loading: (text) => console.info(text),
  expiredModal: (options) => {
    console.warn(`${options.title}: ${options.content}`);
    options.onOk();
  },
};

let current: HttpUi = consoleUi;

export function setHttpUi(ui: HttpUi): void {
  current = ui;
}

export function getHttpUi(): HttpUi {
  return current;
}

/** Success messages (server texts such as 修改成功, 刷新缓存完成！). */
export function showSuccess(text: string): void {
  if (current.success) current.success(text);
  else console.info(text);
}

/** Back to console output (tests). */
export function resetHttpUi(): void {
  current = consoleUi;
}
