import type { FormRule } from 'antd';
import { ANNOUNCEMENT_MESSAGES, announcementSchema } from '../../../../shared/domain/resources/announcement';
import { findField } from '../../../../shared/domain/resources/types';
import { asyncRules } from '../../../../shared/forms/to-rule';

/** The schema's validators of an announcement field as one antd rule (first failure wins). */
export function schemaRules(key: string): FormRule[] {
  const rules = findField(announcementSchema, key)?.rules ?? [];
  return rules.length > 0 ? [asyncRules(...rules)] : [];
}

/** 结束时间 not before 开始时间 (wire strings `yyyy-MM-dd HH:mm:ss` compare in time order). */
export function endAfterStartRule(): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const start: unknown = getFieldValue('startTime');
      return typeof value === 'string' && value && typeof start === 'string' && start && value < start
        ? Promise.reject(new Error(ANNOUNCEMENT_MESSAGES.timeOrder))
        : Promise.resolve();
    },
  });
}

export const userIdsRequiredRule: FormRule = {
  validator: (_rule, value: unknown) =>
    typeof value === 'string' && value.trim() !== ''
      ? Promise.resolve()
      : Promise.reject(new Error(ANNOUNCEMENT_MESSAGES.userIdsRequired)),
};
