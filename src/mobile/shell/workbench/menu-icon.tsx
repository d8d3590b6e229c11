import {
  AppOutline,
  BillOutline,
  CalendarOutline,
  ClockCircleOutline,
  ContentOutline,
  EnvironmentOutline,
  EyeOutline,
  FileOutline,
  HistogramOutline,
  MessageOutline,
  PayCircleOutline,
  ReceiptOutline,
  SetOutline,
  SoundOutline,
  TeamOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactElement } from 'react';

/**
 * The menu's icons are antd (desktop) names and most pages have none, so the phone picks a
 * recognisable icon from the page's title; the first rule that matches wins.
 */
const RULES: [RegExp, () => ReactElement][] = [
  [/发票/, () => <ReceiptOutline />],
  [/结算|电费|付款|台账/, () => <PayCircleOutline />],
  [/电厂|机组/, () => <EnvironmentOutline />],
  [/公告|通知|公文/, () => <SoundOutline />],
  [/消息|反馈|回复/, () => <MessageOutline />],
  [/图表|统计|分析/, () => <HistogramOutline />],
  [/监控|运行|服务器|磁盘|数据库|跟踪/, () => <EyeOutline />],
  [/定时|任务/, () => <ClockCircleOutline />],
  [/资讯|新闻|动态/, () => <ContentOutline />],
  [/角色|部门|通讯录|在线/, () => <TeamOutline />],
  [/用户|个人|账号/, () => <UserOutline />],
  [/日志/, () => <FileOutline />],
  [/字典|设置|配置|系统/, () => <SetOutline />],
  [/日历|月度/, () => <CalendarOutline />],
  [/报表|列表|表单/, () => <UnorderedListOutline />],
  [/单据|账单/, () => <BillOutline />],
];

export function menuIcon(title: string): ReactElement {
  const rule = RULES.find(([re]) => re.test(title));
  return rule ? rule[1]() : <AppOutline />;
}
