import { Drawer } from 'antd';
import {
  DICT_ITEM_URLS,
  dictItemValueRule,
  type DictItemRecord,
  type DictRecord,
} from '../../../../shared/api/sys/dict-admin-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { DICT_TYPE_TEXT } from '../../../../shared/domain/resources/dict';
import { DICT_ITEM_STATUS, dictItemSchema } from '../../../../shared/domain/resources/dict-item';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';

/** Items are the dictionary's content: every write needs the dictionary's 编辑 right. */
const CODES = {
  add: PERM.dict.edit,
  edit: PERM.dict.edit,
  delete: PERM.dict.edit,
  deleteBatch: PERM.dict.edit,
};
const DEFAULTS = { sortOrder: 1, status: DICT_ITEM_STATUS.enabled };

function DictItems({ dict }: { dict: DictRecord }) {
  return (
    <ResourceListPage<DictItemRecord>
      schema={dictItemSchema}
      url={DICT_ITEM_URLS}
      fixedParams={{ dictId: dict.id }}
      permissionCodes={CODES}
      formWidth={640}
      formDefaults={DEFAULTS}
      formRules={{ itemValue: ({ record }) => [dictItemValueRule(dict.id, record?.id)] }}
      beforeSubmit={(body) => ({ ...body, dictId: dict.id })}
    />
  );
}

export interface DictItemsDrawerProps {
  dict: DictRecord | null;
  /** Called when the drawer closes (the page reloads the local dictionary copy). */
  onClose: () => void;
}

/** 字典配置 (JeecgBoot DictItemList): the items of one dictionary, with their own form. */
export function DictItemsDrawer({ dict, onClose }: DictItemsDrawerProps) {
  const type = dict ? (DICT_TYPE_TEXT[dict.type] ?? '') : '';
  return (
    <Drawer
      open={dict !== null}
      title={dict ? `字典配置：${dict.dictName}（${dict.dictCode}，${type}）` : '字典配置'}
      size={900}
      onClose={onClose}
      destroyOnHidden
    >
      {dict ? <DictItems key={dict.id} dict={dict} /> : null}
    </Drawer>
  );
}
