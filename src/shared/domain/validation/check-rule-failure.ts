/** The `result` of a failed rule-code check, as JeecgBoot reports it (CONTRACT §8.2). */
export interface CheckRuleFailure {
  digits: string;
  pattern: string;
  message: string;
  beginIndex?: number;
  endIndex?: number;
  checkValue: string;
  passed: false;
}
