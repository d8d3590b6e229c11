/** The JeecgBoot `Result` envelope (CONTRACT.md §1). Clients test `success`, never `code`, except the login family. */
export interface Result<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** MyBatis-Plus `IPage` as the list endpoints return it (CONTRACT.md §5.5). */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  orders: unknown[];
  optimizeCountSql: boolean;
  searchCount: boolean;
  countId: null;
  maxLimit: null;
}

export const RESULT_CODE = {
  OK: 200,
  OK_ZERO: 0,
  ERROR: 500,
  NO_AUTH: 510,
  UNAUTHORIZED: 401,
  CAPTCHA_WRONG: 412,
  IMPORT_PARTIAL: 201,
} as const;

/** Messages the server and client share verbatim. */
export const WIRE_MESSAGES = {
  noAuth: '没有权限，请联系管理员授权',
  tokenInvalid: 'Token失效，请重新登录!',
  captchaWrong: '验证码错误',
  captchaMissing: '验证码无效',
} as const;
