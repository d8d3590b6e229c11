import { describe, expect, it } from 'vitest';
import { editorFrame } from '../../../../../src/shared/hooks/editors/editor-props';

describe('editorFrame (both shells’ editors)', () => {
  it('defaults: empty value, editable, the default name, a named group', () => {
    expect(editorFrame({}, '代码编辑器')).toEqual({
      value: '',
      readOnly: false,
      label: '代码编辑器',
      groupProps: { id: undefined, role: 'group', 'aria-label': '代码编辑器', 'aria-disabled': false },
    });
  });

  it('disabled also stops editing; the page’s name and id win', () => {
    const frame = editorFrame({ value: 'x', disabled: true, id: 'ed', 'aria-label': '说明' }, '富文本编辑器');
    expect(frame.value).toBe('x');
    expect(frame.readOnly).toBe(true);
    expect(frame.label).toBe('说明');
    expect(frame.groupProps).toEqual({
      id: 'ed',
      role: 'group',
      'aria-label': '说明',
      'aria-disabled': true,
    });
  });

  it('read-only alone is not disabled', () => {
    const frame = editorFrame({ readOnly: true }, 'Markdown编辑器');
    expect(frame.readOnly).toBe(true);
    expect(frame.groupProps['aria-disabled']).toBe(false);
  });
});
