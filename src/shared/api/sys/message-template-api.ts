import { MESSAGE_TEMPLATE_MESSAGES } from '../../domain/resources/message-template';
import type { ListRecord } from '../../hooks/list-page/types';
import { postAction } from '../http';

/** 消息模板 calls (`/sys/message/sysMessageTemplate/*`, JeecgBoot SysMessageTemplateController). */
export const MESSAGE_TEMPLATE_URLS = {
  list: '/sys/message/sysMessageTemplate/list',
  add: '/sys/message/sysMessageTemplate/add',
  edit: '/sys/message/sysMessageTemplate/edit',
  delete: '/sys/message/sysMessageTemplate/delete',
  deleteBatch: '/sys/message/sysMessageTemplate/deleteBatch',
  sendMsg: '/sys/message/sysMessageTemplate/sendMsg',
} as const;

export interface MessageTemplateRecord extends ListRecord {
  templateCode: string;
  templateName: string;
  templateType?: string | null;
  templateType_dictText?: string | null;
  templateContent?: string | null;
  templateTestJson?: string | null;
  createBy?: string | null;
  createTime?: string | null;
}

/**
 * 发送测试 (JeecgBoot `MsgParams`): the template, the receivers (comma list of user ids), the JSON
 * object text whose values replace `${name}` placeholders, and the channel (`system`: a system
 * message through the announcement send table).
 */
export interface SendTestBody {
  templateCode: string;
  receiver: string;
  testData: string;
  msgType: 'system';
}

export function sendTestMessage(body: SendTestBody) {
  return postAction<unknown>(MESSAGE_TEMPLATE_URLS.sendMsg, body);
}

export type ParsedTestData = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/** The test data must be a JSON object (`{}` when empty); anything else gets the schema's message. */
export function parseTestData(text: string | null | undefined): ParsedTestData {
  const source = (text ?? '').trim();
  if (source === '') return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(source);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return { ok: true, value: value as Record<string, unknown> };
    }
  } catch {
    // falls through to the message
  }
  return { ok: false, message: MESSAGE_TEMPLATE_MESSAGES.testJsonInvalid };
}
