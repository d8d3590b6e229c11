import type { JobHandler } from '../types';

export const SAMPLE_FAILURE = '示例任务按参数要求失败';

/** 示例任务: shows the run log at work; the parameter `fail` makes it fail on purpose. */
export const sampleJob: JobHandler = {
  name: 'sampleJob',
  title: '示例任务',
  description: '记录一行带参数的日志；参数为 fail 时按要求失败，用来查看失败的执行记录',
  parameterHint: '任意文本；填 fail 时本次执行失败',
  async run({ parameter, log }) {
    log(`示例任务执行，参数：${parameter ?? '（无）'}`);
    if (parameter?.trim() === 'fail') throw new Error(SAMPLE_FAILURE);
    return `示例任务执行完成，参数：${parameter ?? '（无）'}`;
  },
};
