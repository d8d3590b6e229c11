/** Every Chinese validation message of the spec (000 §5, 002 §5, 001 §8), verbatim. */

// Login / register form rule set (spec 000 §5, 002 §5).
export const MOBILE_REQUIRED = '请输入手机号';
export const MOBILE_INVALID = '请输入正确手机号';
export const USERNAME_REQUIRED = '请输入用户名';
export const USERNAME_CHARSET = '只允许字母、数字、下划线';
/** The check is 4-18 characters; the message says 6 to 18 (the spec's quirk, kept verbatim). */
export const USERNAME_LENGTH = '长度6到18个字符';
export const EMAIL_INVALID = '邮箱格式不正确';
export const PASSWORD_REQUIRED = '请输入密码';
export const PASSWORD_STRENGTH = '密码由8位数字、大小写字母和特殊符号组成!';
export const CAPTCHA_REQUIRED = '请输入验证码';
export const SMS_CODE_REQUIRED = '请输入短信验证码';

// Change password (spec 000 §5, 002 §5).
export const OLD_PASSWORD_REQUIRED = '请输入旧密码!';
export const NEW_PASSWORD_REQUIRED = '请输入新密码!';
export const CONFIRM_PASSWORD_REQUIRED = '请确认新密码!';
export const PASSWORD_MISMATCH = '两次输入的密码不一样！';
export const NO_LOGIN_USER = '当前系统无登录用户!';

// Form rule set (spec 002 §5).
export const NATURAL_NUMBER = '请输入自然数';
export const ENGLISH_LETTERS = '请输入英文字符';
export const LANDLINE = '请输入正确的座机号';
export const BANK_CARD = '请输入正确的银行卡号码';
export const ID_NUMBER = '请输入正确的证件号码';
export const ID_CARD = '请输入正确的身份证号码';
export const QQ_NUMBER = '请输入正确的QQ号码';
export const HTTP_URL = '请输入以http和https开头的网址';
export const ALNUM_20 = '请输入20位以内的英文字符和数字';
export const CN_EN_SPACE_2_100 = '请输入2到100位的中英文字符和空格';
export const DIGITS_AND_NEWLINES = '请输入数字和换行符';
export const MAX_255 = '请输入255位以内的字符';

// Builders (spec 002 §5): N is filled in.
export const minLengthMessage = (n: number): string => `最小长度${n}位字符`;
export const maxLengthMessage = (n: number): string => `最大长度${n}位字符`;
export const minChoicesMessage = (n: number): string => `最少选择${n}项`;
export const maxChoicesMessage = (n: number): string => `最多选择${n}项`;

// Advanced query (spec 002 §5).
export const QUERY_EMPTY = '不能查询空条件';
export const QUERY_SAVE_EMPTY = '空条件不能保存';
export const QUERY_SAVE_NAME_EMPTY = '保存名称不能为空';
export const querySaveNameExists = (name: string): string => `${name} 已存在，是否覆盖？`;
export const QUERY_SAVED = '保存成功';
export const QUERY_DELETE_CONFIRM = '是否删除当前查询？';

// List page and widgets (spec 002 §5, 001 §8).
export const SELECT_ONE_RECORD = '请选择一条记录！';
export const urlNotSet = (name: 'list' | 'delete' | 'deleteBatch' | string): string =>
  `请设置url.${name}属性!`;
export const UPLOAD_IMAGE_ONLY = '请上传图片';
export const DICT_CODE_EMPTY = '字典Code不能为空!';
export const CLICK_TOO_FAST = '你点击的太快了，请慢点点击!';

// Shell (spec 000 §4 / §8).
export const NO_DEPART = '您尚未设置部门信息!';
export const DICT_REFRESH_OK = '刷新缓存完成！';
export const DICT_REFRESH_FAILED = '刷新缓存失败！';
