import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { getIndentUnit, indentString } from '@codemirror/language';
import { CodeEditor } from '../../../../../src/desktop/widgets/editors/code-editor';
import { CodeEditorLazy } from '../../../../../src/desktop/widgets/editors';
import { renderDesktop } from '../../desktop-test-utils';
import { codeViewOf, installLayoutStubs, typeInto } from '../../../shared/editors-dom';

beforeAll(installLayoutStubs);

function Harness({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('select 1');
  const [mode, setMode] = useState('sql');
  const [readOnly, setReadOnly] = useState(false);
  return (
    <>
      <CodeEditor
        value={value}
        mode={mode}
        readOnly={readOnly}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output aria-label="值">{value}</output>
      <button onClick={() => setValue('print(1)')}>外部赋值</button>
      <button onClick={() => setMode('python')}>切换语言</button>
      <button onClick={() => setReadOnly(true)}>只读</button>
    </>
  );
}

const editable = () => screen.getByRole('textbox', { name: '代码编辑器' });
const group = () => screen.getByRole('group', { name: '代码编辑器' });

describe('desktop code editor', { timeout: 60_000 }, () => {
  it('shows the value with tab size 2 and loads the mode language on demand', async () => {
    renderDesktop(<Harness />);
    expect(editable()).toHaveTextContent('select 1');
    expect(editable().style.tabSize).toBe('2');
    await waitFor(() => expect(group()).toHaveAttribute('data-mode', 'sql'));
    fireEvent.click(screen.getByRole('button', { name: '切换语言' }));
    await waitFor(() => expect(group()).toHaveAttribute('data-mode', 'python'));
  });

  it('reports user edits, and applies a new value from the page without echoing it', async () => {
    const onChange = vi.fn();
    renderDesktop(<Harness onChange={onChange} />);
    act(() => typeInto(codeViewOf(editable()), 'select 2'));
    expect(onChange).toHaveBeenLastCalledWith('select 2');
    expect(screen.getByRole('status', { name: '值' })).toHaveTextContent('select 2');
    onChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: '外部赋值' }));
    expect(editable()).toHaveTextContent('print(1)');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('indents with two spaces', () => {
    renderDesktop(<CodeEditor value="" mode="javascript" />);
    const view = codeViewOf(editable());
    expect(view.state.tabSize).toBe(2);
    expect(getIndentUnit(view.state)).toBe(2);
    expect(indentString(view.state, 2)).toBe('  ');
  });

  it('read-only and disabled stop editing', () => {
    renderDesktop(<Harness />);
    expect(editable()).toHaveAttribute('contenteditable', 'true');
    fireEvent.click(screen.getByRole('button', { name: '只读' }));
    expect(editable()).toHaveAttribute('contenteditable', 'false');
    const { unmount } = renderDesktop(<CodeEditor value="x" disabled aria-label="禁用的代码" />);
    expect(screen.getByRole('group', { name: '禁用的代码' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', { name: '禁用的代码' })).toHaveAttribute('contenteditable', 'false');
    unmount();
  });

  it('an unknown mode is plain text', async () => {
    renderDesktop(<CodeEditor value="x = 1" mode="cobol" />);
    expect(editable()).toHaveTextContent('x = 1');
    expect(group()).toHaveAttribute('data-mode', '');
  });

  it('the lazy export shows a loading state, then the editor', async () => {
    renderDesktop(<CodeEditorLazy value="a" mode="css" aria-label="样式代码" />);
    expect(screen.getByRole('status', { name: '样式代码' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '样式代码' }, { timeout: 30_000 })).toHaveTextContent(
      'a',
    );
  });
});
