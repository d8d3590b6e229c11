import { useMemo } from 'react';
import { Badge, Button, Dialog } from 'antd-mobile';
import { SUPER_QUERY_TEXTS as T } from '../../../shared/domain/query/builder-model';
import { MATCH_TYPE_OPTIONS, type MatchType } from '../../../shared/domain/query/rules';
import type { BuilderUi } from '../../../shared/domain/query/saved-queries';
import { useSuperQuery, type SuperQueryProps } from '../../../shared/hooks/super-query/use-super-query';
import { FullScreenDialog } from '../../ui/full-screen-dialog';
import { toast, toastSuccess } from '../../ui/lazy-feedback';
import { ConditionCard } from './condition-card';
import { NativeSelect } from './native-choices';
import { SaveNameDialog } from './save-name-dialog';
import { SavedList } from './saved-list';
import './super-query.css';

export type { SuperQueryProps };

/** A yes/no question that reports the answer (the shell's confirmDialog only reports yes). */
async function confirmOnPhone(content: string): Promise<boolean> {
  await import('../../ui/feedback'); // registers antd-mobile's React 19 render hook for Dialog
  return Dialog.confirm({ content, confirmText: '确定', cancelText: '取消' });
}

/**
 * The advanced query on the phone (spec 002 §2 "On mobile the dialog is fullscreen"): the
 * 高级查询 button (with 清空 beside it while a query is applied) and the full-screen builder,
 * conditions as stacked cards. 查询 closes it, as JeecgBoot's mobile mode did.
 */
export function SuperQuery(props: SuperQueryProps) {
  const ui = useMemo<BuilderUi>(
    () => ({ warning: (t) => void toast(t), success: (t) => void toastSuccess(t), confirm: confirmOnPhone }),
    [],
  );
  const sq = useSuperQuery(props, ui, { closeOnQuery: true });
  const { state, dispatch } = sq;
  const busy = props.loading ?? false;

  const footer = (
    <div className="cwxt-m-sq-footer">
      <Button size="small" loading={busy} onClick={() => void sq.reset()}>
        {T.reset}
      </Button>
      <Button size="small" loading={busy} onClick={sq.startSave}>
        {T.save}
      </Button>
      <Button size="small" onClick={sq.close}>
        {T.close}
      </Button>
      <Button size="small" color="primary" loading={busy} onClick={() => void sq.query()}>
        {T.query}
      </Button>
    </div>
  );

  return (
    <>
      <span className="cwxt-m-sq-trigger">
        <Button
          size="small"
          color="primary"
          onClick={sq.show}
          aria-description={sq.active ? T.activeTip : undefined}
        >
          {sq.active ? <Badge content={Badge.dot}>{T.trigger}</Badge> : T.trigger}
        </Button>
        {sq.active && (
          <Button size="small" onClick={() => void sq.reset()}>
            {T.clear}
          </Button>
        )}
      </span>
      <FullScreenDialog title={T.title} open={sq.visible} onClose={sq.close} footer={footer}>
        <div className="cwxt-m-sq-body">
          {sq.active && (
            <p className="cwxt-m-sq-active" role="status">
              {T.activeTip}
            </p>
          )}
          {state.rows.length === 0 ? (
            <div className="cwxt-m-sq-empty">
              <span>{T.empty}</span>
              <Button size="small" fill="none" color="primary" onClick={() => dispatch({ type: 'add' })}>
                {T.addLink}
              </Button>
            </div>
          ) : (
            <>
              <div className="cwxt-m-sq-line cwxt-m-sq-match">
                <span className="cwxt-m-sq-label" aria-hidden>
                  {T.matchType}
                </span>
                <NativeSelect
                  label={T.matchType}
                  value={state.matchType}
                  options={MATCH_TYPE_OPTIONS}
                  onChange={(v) => v && dispatch({ type: 'matchType', matchType: v as MatchType })}
                />
              </div>
              {state.rows.map((row, i) => (
                <ConditionCard key={row.id} index={i} row={row} fields={sq.fields} dispatch={dispatch} />
              ))}
              <Button
                block
                fill="outline"
                className="cwxt-m-sq-add"
                onClick={() => dispatch({ type: 'add' })}
              >
                {T.addRow}
              </Button>
            </>
          )}
          <SavedList saved={sq.saved} onLoad={sq.load} onRemove={(title) => void sq.remove(title)} />
        </div>
      </FullScreenDialog>
      <SaveNameDialog open={sq.naming} onCancel={sq.cancelSave} onSubmit={sq.submitName} />
    </>
  );
}
