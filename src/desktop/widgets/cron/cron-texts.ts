/** Texts both desktop builders show. */
export const DAY_WEEK_TIP = '日和周只能设置其中之一';
export const PREVIEW_TITLE = '近十次执行时间（不含年）';
export const NO_RUNS = '无执行时间';
export const NO_EXPRESSION = '输入 Cron 表达式后显示';
