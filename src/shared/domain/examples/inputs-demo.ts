/** The 输入组件 tab's starting values, the same on both shells. */
export const INPUTS_DEMO = {
  longText: '厂网协同平台把电厂与电网公司的日常协作放到一处：计划、结算、发票、通知与反馈都在这里完成。',
  tags: '厂网;协同',
  amount: -1234567.5,
  /** 广东省 / 深圳市 / 南山区. */
  area: ['440000', '440300', '440305'],
} as const;
