import { maxChoicesMessage, maxLengthMessage, minChoicesMessage, minLengthMessage } from './messages';
import { isEmptyValue, type Validator } from './rules';

/** Rule builders of spec 002 §5. */
export interface LengthBounds {
  min?: number;
  max?: number;
}

/** Required text with optional min/max length (最小长度N位字符 / 最大长度N位字符). */
export function requiredText(message: string, bounds: LengthBounds = {}): Validator {
  return (value) => {
    if (isEmptyValue(value)) return message;
    const length = Array.from(String(value)).length;
    if (bounds.min !== undefined && length < bounds.min) return minLengthMessage(bounds.min);
    if (bounds.max !== undefined && length > bounds.max) return maxLengthMessage(bounds.max);
    return undefined;
  };
}

/** Required select: nothing chosen (undefined, null, '' or []) fails. */
export function requiredSelect(message: string): Validator {
  return (value) => (isEmptyValue(value) ? message : undefined);
}

/** Required multi-choice with optional min/max count (最少选择N项 / 最多选择N项). */
export function requiredMulti(message: string, bounds: LengthBounds = {}): Validator {
  return (value) => {
    const list = Array.isArray(value) ? value : isEmptyValue(value) ? [] : String(value).split(',');
    if (list.length === 0) return message;
    if (bounds.min !== undefined && list.length < bounds.min) return minChoicesMessage(bounds.min);
    if (bounds.max !== undefined && list.length > bounds.max) return maxChoicesMessage(bounds.max);
    return undefined;
  };
}
