/**
 * Adapts a pure validator to the `{ validator(rule, value) }` rule both antd `Form` and antd-mobile
 * `Form` (rc-field-form underneath) accept: resolve to pass, reject with the message to fail.
 */
export type ValueValidator = (value: unknown) => string | undefined;

export interface AsyncRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

export function asyncRule(validator: ValueValidator): AsyncRule {
  return {
    validator: (_rule, value) => {
      const message = validator(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/** Several validators as one rule, first failure wins (the spec's "first failure shows its message"). */
export function asyncRules(...validators: ValueValidator[]): AsyncRule {
  return asyncRule((value) => {
    for (const v of validators) {
      const message = v(value);
      if (message) return message;
    }
    return undefined;
  });
}

/** A rule that needs another field's value (e.g. the password confirmation). */
export function dependentRule(
  getOther: () => unknown,
  validator: (value: unknown, other: unknown) => string | undefined,
): AsyncRule {
  return asyncRule((value) => validator(value, getOther()));
}
