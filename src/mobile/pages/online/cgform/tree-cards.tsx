import { useCallback, useState } from 'react';
import { Button } from 'antd-mobile';
import { cgformRuntimeUrls, type OnlineRow } from '../../../../shared/api/online/cgform-runtime-api';
import { TREE_ROOT_PID } from '../../../../shared/domain/online/runtime-schema';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { OnlineForm } from '../../../../shared/hooks/online/use-online-form';
import { mobileFieldControl } from '../../../widgets/card-list/field-control';
import { OnlineCardList } from './online-card-list';

interface Level {
  id: string;
  title: string;
}

const hasChildren = (r: OnlineRow) => r.hasChild === '1' || r.hasChild === 'Y';

/**
 * A tree form on the phone: the roots as cards; 下级 drills into a node's children (getTreeData
 * with its id as pid, one level at a time) and the trail leads back; 新增下级 adds a child of a
 * card, the floating 新增 a node of the level shown. The parent id is shown, never typed.
 */
export function TreeCards({ form }: { form: OnlineForm }) {
  const [trail, setTrail] = useState<Level[]>([]);
  const [childOf, setChildOf] = useState<string | null>(null);
  const perm = useListPermissions(form.schema.permissionPrefix);
  const parent = trail[trail.length - 1];
  const pid = parent?.id ?? TREE_ROOT_PID;
  const titleField = form.schema.fields.find((f) => f.card);
  const titleOf = (r: OnlineRow) => String((titleField && r[titleField.key]) ?? r.id);
  const resetChild = useCallback(() => setChildOf(null), []);

  return (
    <div className="cwxt-m-online-tree">
      <nav className="cwxt-m-online-trail" aria-label="层级">
        <Button size="mini" fill="none" disabled={trail.length === 0} onClick={() => setTrail([])}>
          全部
        </Button>
        {trail.map((level, i) => (
          <Button
            key={level.id}
            size="mini"
            fill="none"
            disabled={i === trail.length - 1}
            onClick={() => setTrail(trail.slice(0, i + 1))}
          >
            {`/ ${level.title}`}
          </Button>
        ))}
      </nav>
      <OnlineCardList
        key={pid}
        form={form}
        listUrl={cgformRuntimeUrls(form.headId).getTreeData}
        fixedParams={parent ? { pid } : undefined}
        formDefaults={{ pid: childOf ?? pid }}
        onFormClosed={resetChild}
        renderField={{ pid: ({ field }) => mobileFieldControl(field, true) }}
        cardFooter={(record, ctx) => (
          <div className="cwxt-m-online-card-footer">
            {hasChildren(record) && (
              <Button
                size="mini"
                onClick={() => setTrail([...trail, { id: record.id, title: titleOf(record) }])}
              >
                下级
              </Button>
            )}
            {perm.can('add') && (
              <Button
                size="mini"
                onClick={() => {
                  setChildOf(record.id);
                  ctx.openAdd();
                }}
              >
                新增下级
              </Button>
            )}
          </div>
        )}
      />
    </div>
  );
}
