import {
  DICT_ITEM_URLS,
  type DictItemRecord,
  type DictRecord,
} from '../../../../shared/api/sys/dict-admin-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { DICT_TYPE_TEXT } from '../../../../shared/domain/resources/dict';
import { DICT_ITEM_STATUS, dictItemSchema } from '../../../../shared/domain/resources/dict-item';
import { FullScreenDialog } from '../../../ui/full-screen-dialog';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { ResourceFormScreen } from '../../../widgets/card-list/resource-form-screen';

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
    <ResourceCardList<DictItemRecord>
      schema={dictItemSchema}
      url={DICT_ITEM_URLS}
      fixedParams={{ dictId: dict.id }}
      permissionCodes={CODES}
      formDefaults={DEFAULTS}
      beforeSubmit={(body) => ({ ...body, dictId: dict.id })}
      cardTitle={(r) => `${r.itemText}（${r.itemValue}）`}
      renderForm={(dialog) => (
        <ResourceFormScreen<DictItemRecord> schema={dictItemSchema} dialog={dialog} defaults={DEFAULTS} />
      )}
    />
  );
}

/** 字典配置 on the phone: the items of one dictionary, full screen, with their own full-screen form. */
export function DictItemsScreen({ dict, onClose }: { dict: DictRecord | null; onClose: () => void }) {
  const type = dict ? (DICT_TYPE_TEXT[dict.type] ?? '') : '';
  return (
    <FullScreenDialog
      title={dict ? `字典配置：${dict.dictName}` : '字典配置'}
      open={dict !== null}
      onClose={onClose}
      footer={
        dict ? (
          <span style={{ fontSize: 12, color: '#666' }}>{`编码 ${dict.dictCode}，${type}类型`}</span>
        ) : null
      }
    >
      {dict ? <DictItems key={dict.id} dict={dict} /> : null}
    </FullScreenDialog>
  );
}
