import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { TreeSelectState } from '../../../shared/hooks/dict-select/use-dict-tree';
import type { DictTreeWidgetProps } from '../../../shared/hooks/dict-select/widget-props';
import { DICT_SELECT_TEXTS } from '../../../shared/domain/widgets/dict/messages';
import { joinDictValue, type DictOption } from '../../../shared/domain/widgets/dict/options';
import type { DictTreeNode } from '../../../shared/domain/widgets/dict/tree-nodes';
import { DictErrorText, Sheet, SheetTrigger } from './sheet';

export type MobileTreeSelectProps = DictTreeWidgetProps;

/** The nodes of the level reached by following `path` (keys from the root). */
function levelOf(
  tree: readonly DictTreeNode[],
  path: readonly DictTreeNode[],
): readonly DictTreeNode[] | undefined {
  let level: readonly DictTreeNode[] | undefined = tree;
  for (const step of path) {
    level = level?.find((n) => n.key === step.key)?.children;
  }
  return level;
}

/**
 * A full-screen, cascader-like tree picker: one level at a time with a path back up. Tapping a
 * node's name picks it (any level, like the desktop tree select); 下一级 opens its children,
 * loading them on first use.
 */
export function MobileTreePicker({ state, ...props }: MobileTreeSelectProps & { state: TreeSelectState }) {
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState<DictTreeNode[]>([]);
  const [pending, setPending] = useState<DictOption[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const title = props['aria-label'] ?? DICT_SELECT_TEXTS.choose;
  if (state.error) return <DictErrorText message={state.error} />;

  const level = levelOf(state.tree, path);
  const commit = (picked: DictOption[]) => {
    setOpen(false);
    state.remember(picked);
    props.onChange?.(joinDictValue(picked.map((o) => o.value)), picked);
  };
  const pick = (node: DictTreeNode) => {
    const option = { value: node.value, label: node.title };
    if (!props.multiple) commit([option]);
    else
      setPending((prev) =>
        prev.some((p) => p.value === option.value)
          ? prev.filter((p) => p.value !== option.value)
          : [...prev, option],
      );
  };
  const drill = async (node: DictTreeNode) => {
    if (!node.children) {
      setBusy(node.key);
      await state.expand(node.key);
      setBusy(null);
    }
    setPath((prev) => [...prev, node]);
  };
  const chosen = (props.multiple ? pending : state.selected).map((o) => o.value);
  const note =
    state.loading || busy
      ? DICT_SELECT_TEXTS.loading
      : !level || level.length === 0
        ? DICT_SELECT_TEXTS.empty
        : null;

  return (
    <>
      <SheetTrigger
        id={props.id}
        label={title}
        text={state.selected.map((o) => o.label).join(',')}
        placeholder={props.placeholder ?? DICT_SELECT_TEXTS.choose}
        disabled={props.disabled}
        onOpen={() => {
          setPending(state.selected);
          setPath([]);
          setOpen(true);
        }}
        onClear={() => props.onChange?.('', [])}
      />
      <Sheet
        full
        title={title}
        visible={open}
        onClose={() => setOpen(false)}
        footer={
          props.multiple ? (
            <Button block color="primary" onClick={() => commit(pending)}>
              确定
            </Button>
          ) : null
        }
      >
        <nav className="cwxt-dict-path" aria-label="层级">
          <button type="button" className="cwxt-dict-link" onClick={() => setPath([])}>
            全部
          </button>
          {path.map((node, i) => (
            <button
              key={node.key}
              type="button"
              className="cwxt-dict-link"
              onClick={() => setPath((prev) => prev.slice(0, i + 1))}
            >
              / {node.title}
            </button>
          ))}
        </nav>
        <div className="cwxt-dict-sheet-body">
          {note ? (
            <div className="cwxt-dict-note">{note}</div>
          ) : (
            level?.map((node) => (
              <div
                key={node.key}
                className={`cwxt-dict-row${chosen.includes(node.value) ? ' is-checked' : ''}`}
              >
                <button
                  type="button"
                  className="cwxt-dict-row-main"
                  aria-pressed={chosen.includes(node.value)}
                  onClick={() => pick(node)}
                >
                  {node.title}
                </button>
                {node.isLeaf ? null : (
                  <button
                    type="button"
                    className="cwxt-dict-link"
                    aria-label={`${node.title} 下一级`}
                    onClick={() => void drill(node)}
                  >
                    下一级 ›
                  </button>
                )}
              </div>
            ))
          )}
        </div>
      </Sheet>
    </>
  );
}
