import { Button, Empty, SearchBar, SpinLoading } from 'antd-mobile';
import { DEPART_SELECT_TEXTS as T } from '../../../../shared/domain/widgets/depart-select/tree-check';
import {
  useDepartSelect,
  type DepartSelectFieldProps,
} from '../../../../shared/hooks/depart-select/use-depart-select';
import { FullScreenDialog } from '../../../ui/full-screen-dialog';
import { DepartTreeList } from './depart-tree-list';
import './depart-select.css';

export type MobileDepartSelectProps = DepartSelectFieldProps;

/** The phone department select: the chosen names; a tap opens the full-screen tree (same modes). */
export function DepartSelect(props: MobileDepartSelectProps) {
  const state = useDepartSelect(props);
  const label = props.ariaLabel ?? T.placeholder;
  const tool = (text: string, onClick: () => void, active = false) => (
    <Button size="mini" color={active ? 'primary' : 'default'} aria-pressed={active} onClick={onClick}>
      {text}
    </Button>
  );
  const footer = (
    <div className="cwxt-m-footer">
      <Button onClick={state.close}>{T.cancel}</Button>
      <Button color="primary" onClick={state.confirm}>
        {T.ok}
      </Button>
    </div>
  );
  return (
    <>
      <div className="cwxt-m-depart-field">
        <input
          readOnly
          aria-label={label}
          value={state.labels}
          placeholder={props.placeholder ?? T.placeholder}
          disabled={props.disabled}
          onClick={() => !props.disabled && state.show()}
        />
        <Button size="small" disabled={props.disabled} onClick={state.show}>
          {T.title}
        </Button>
      </div>
      <FullScreenDialog title={T.title} open={state.open} onClose={state.close} footer={footer}>
        <SearchBar
          placeholder={T.search}
          onSearch={(w) => void state.search(w)}
          onClear={() => void state.search('')}
        />
        <div className="cwxt-m-depart-tools" role="toolbar" aria-label={T.treeMenu}>
          {state.multi && tool(T.linked, () => state.setMode('linked'), state.mode === 'linked')}
          {state.multi && tool(T.strict, () => state.setMode('strict'), state.mode === 'strict')}
          {state.multi && tool(T.checkAll, () => state.checkAll(true))}
          {state.multi && tool(T.uncheckAll, () => state.checkAll(false))}
          {tool(T.expandAll, state.expandAll)}
          {tool(T.collapseAll, state.collapseAll)}
        </div>
        {state.loading || state.searching ? (
          <SpinLoading />
        ) : state.nodes.length === 0 ? (
          <Empty description={T.empty} />
        ) : (
          <DepartTreeList nodes={state.nodes} state={state} root />
        )}
      </FullScreenDialog>
    </>
  );
}
