/** `SysUser` as serialised to the client (CONTRACT.md §10.1); password and salt are never sent. */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  /** Not a column in JeecgBoot; our server fills it with realname so the header can greet by nickname. */
  nickname?: string | null;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  orgCodeTxt: string | null;
  status: number;
  delFlag: number;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  activitiSync: number | null;
  userIdentity: number | null;
  departIds: string | null;
  relTenantIds: string | null;
  clientId: string | null;
  homePath?: string | null;
}

/** `SysDepart` (CONTRACT.md §10.1). */
export interface Depart {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn?: string | null;
  departNameAbbr?: string | null;
  departOrder?: number | null;
  description?: string | null;
  orgCategory: string | null;
  orgType: string | null;
  orgCode: string;
  mobile?: string | null;
  fax?: string | null;
  address?: string | null;
  memo?: string | null;
  status: string | null;
  delFlag: string;
  createBy?: string | null;
  createTime?: string | null;
  updateBy?: string | null;
  updateTime?: string | null;
}

export interface Tenant {
  id: number;
  name: string;
  createBy: string | null;
  createTime: string | null;
  beginDate: string | null;
  endDate: string | null;
  status: number;
}
