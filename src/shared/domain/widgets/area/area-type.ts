/**
 * The area picker's `type` (spec 001 §2): 'cascader' (one cascading picker, the default) or
 * 'select' (one select per level). Any other value is a programming error shown as 'Bad type value'.
 */
export const AREA_TYPES = ['cascader', 'select'] as const;
export type AreaPickerType = (typeof AREA_TYPES)[number];

export const BAD_TYPE_MESSAGE = 'Bad type value';

export function isAreaPickerType(type: unknown): type is AreaPickerType {
  return typeof type === 'string' && (AREA_TYPES as readonly string[]).includes(type);
}

/** undefined when the type is usable, else the spec's message. */
export function checkAreaType(type: unknown): string | undefined {
  return isAreaPickerType(type) ? undefined : BAD_TYPE_MESSAGE;
}

/** The props both shells' area pickers take (spec 001 §2); a shell adds only its layout props. */
export interface AreaLinkageBaseProps {
  /** Codes from the province down, e.g. ['440000', '440300', '440305']. */
  value?: string[] | null;
  onChange?: (codes: string[]) => void;
  /** 'cascader' (default) or 'select' (one picker per level); anything else shows 'Bad type value'. */
  type?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  'aria-label'?: string;
}
