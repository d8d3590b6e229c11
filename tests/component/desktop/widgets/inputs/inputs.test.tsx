import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDesktop } from '../../desktop-test-utils';
import { ValueHarness } from '../../../shared/value-harness';
import { TagInput } from '../../../../../src/desktop/widgets/inputs/tag-input';
import { NumberInput, type NumberInputValue } from '../../../../../src/desktop/widgets/inputs/number-input';
import { EllipsisText } from '../../../../../src/desktop/widgets/inputs/ellipsis-text';
import { NumberText } from '../../../../../src/desktop/widgets/inputs/number-text';

const TagHarness = ({ initial = '' }: { initial?: string }) => (
  <ValueHarness
    initial={initial}
    widget={(value, onChange) => <TagInput aria-label="标签输入" value={value} onChange={onChange} />}
  />
);

function NumberHarness() {
  const [value, setValue] = useState<NumberInputValue>('');
  const [blurred, setBlurred] = useState<string>('');
  return (
    <>
      <NumberInput
        aria-label="数值"
        value={value}
        onChange={setValue}
        onBlur={(v) => setBlurred(JSON.stringify(v))}
      />
      <output aria-label="值">{JSON.stringify(value)}</output>
      <output aria-label="失焦值">{blurred}</output>
    </>
  );
}

describe('desktop TagInput', () => {
  it('cuts typed text into 2-character tags joined by semicolons and strips typed semicolons', async () => {
    renderDesktop(<TagHarness />);
    const input = screen.getByRole('textbox', { name: '标签输入' });
    await userEvent.type(input, 'ab;cde');
    expect(screen.getByRole('status', { name: '值' })).toHaveTextContent(/^ab;cd;e$/);
    expect(input).toHaveValue('abcde');
    const tags = screen.getAllByRole('listitem').map((t) => t.textContent);
    expect(tags).toEqual(['ab', 'cd', 'e']);
  });

  it('shows a stored value as text and tags, and clears to empty', async () => {
    renderDesktop(<TagHarness initial="厂网;协同" />);
    const input = screen.getByRole('textbox', { name: '标签输入' });
    expect(input).toHaveValue('厂网协同');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.clear(input);
    expect(screen.getByRole('status', { name: '值' })).toBeEmptyDOMElement();
    expect(screen.queryByRole('list', { name: '标签' })).not.toBeInTheDocument();
  });
});

describe('desktop NumberInput', () => {
  it('reverts text that is not a number and accepts minus, digits and decimals', async () => {
    renderDesktop(<NumberHarness />);
    const input = screen.getByRole('textbox', { name: '数值' });
    await userEvent.type(input, '-1a2.5x');
    expect(input).toHaveValue('-12.5');
    expect(screen.getByRole('status', { name: '值' })).toHaveTextContent('"-12.5"');
    await userEvent.tab();
    expect(screen.getByRole('status', { name: '值' })).toHaveTextContent(/^-12\.5$/);
    expect(screen.getByRole('status', { name: '失焦值' })).toHaveTextContent(/^-12\.5$/);
  });

  it('clears a lone minus on blur', async () => {
    renderDesktop(<NumberHarness />);
    const input = screen.getByRole('textbox', { name: '数值' });
    await userEvent.type(input, '-');
    expect(input).toHaveValue('-');
    fireEvent.blur(input);
    expect(screen.getByRole('status', { name: '值' })).toHaveTextContent('""');
    expect(input).toHaveValue('');
  });
});

describe('desktop EllipsisText and NumberText', () => {
  it('cuts a long text to 25 characters and shows the whole text on hover', async () => {
    const text = '厂网协同平台'.repeat(5);
    renderDesktop(<EllipsisText value={text} />);
    const shown = screen.getByText(`${text.slice(0, 25)}…`);
    await userEvent.hover(shown);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(text);
  });

  it('leaves a short text whole, without tooltip', () => {
    renderDesktop(<EllipsisText value="短文本" length={3} />);
    expect(screen.getByText('短文本')).not.toHaveAttribute('aria-label');
  });

  it('prints numbers with thousands separators, negatives and decimals included', () => {
    renderDesktop(
      <>
        <NumberText value={-1234567.891} />
        <NumberText value="98765.4" />
      </>,
    );
    expect(screen.getByText('-1,234,567.891')).toBeInTheDocument();
    expect(screen.getByText('98,765.4')).toBeInTheDocument();
  });
});
