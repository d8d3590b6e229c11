import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { ValueHarness } from '../../../shared/value-harness';
import { TagInput } from '../../../../../src/mobile/widgets/inputs/tag-input';
import { NumberInput, type NumberInputValue } from '../../../../../src/mobile/widgets/inputs/number-input';
import { EllipsisText } from '../../../../../src/mobile/widgets/inputs/ellipsis-text';
import { NumberText } from '../../../../../src/mobile/widgets/inputs/number-text';

const renderPhone = (ui: ReactNode) => render(<ConfigProvider locale={zhCN}>{ui}</ConfigProvider>);

const TagHarness = () => (
  <ValueHarness
    initial=""
    widget={(value, onChange) => <TagInput aria-label="标签输入" value={value} onChange={onChange} />}
  />
);

const NumberHarness = () => (
  <ValueHarness<NumberInputValue>
    initial=""
    show={(value) => JSON.stringify(value)}
    widget={(value, onChange) => <NumberInput aria-label="数值" value={value} onChange={onChange} />}
  />
);

describe('phone TagInput', () => {
  it('cuts typed text into 2-character tags joined by semicolons and strips typed semicolons', async () => {
    renderPhone(<TagHarness />);
    const input = screen.getByRole('textbox', { name: '标签输入' });
    await userEvent.type(input, '厂;网协；同平');
    expect(screen.getByRole('status', { name: '值' })).toHaveTextContent(/^厂网;协同;平$/);
    expect(input).toHaveValue('厂网协同平');
    expect(screen.getAllByRole('listitem').map((t) => t.textContent)).toEqual(['厂网', '协同', '平']);
  });
});

describe('phone NumberInput', () => {
  it('reverts other text and settles to a number on blur', async () => {
    renderPhone(<NumberHarness />);
    const input = screen.getByRole('textbox', { name: '数值' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12e.50');
    expect(input).toHaveValue('12.50');
    fireEvent.blur(input);
    expect(screen.getByRole('status', { name: '值' })).toHaveTextContent(/^12\.5$/);
  });

  it('a lone minus is allowed while typing and cleared on blur', async () => {
    renderPhone(<NumberHarness />);
    const input = screen.getByRole('textbox', { name: '数值' });
    await userEvent.type(input, '-');
    expect(input).toHaveValue('-');
    fireEvent.blur(input);
    expect(screen.getByRole('status', { name: '值' })).toHaveTextContent('""');
  });
});

describe('phone EllipsisText and NumberText', () => {
  it('cuts at 25 characters and a tap expands and collapses the text', async () => {
    const text = '一二三四五六七八九十'.repeat(3);
    renderPhone(<EllipsisText value={text} />);
    const toggle = screen.getByRole('button', { expanded: false });
    expect(toggle).toHaveTextContent(`${text.slice(0, 25)}…`);
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { expanded: true })).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { expanded: true }));
    expect(screen.getByRole('button', { expanded: false })).toHaveTextContent(`${text.slice(0, 25)}…`);
  });

  it('short texts are plain, numbers get thousands separators', () => {
    renderPhone(
      <>
        <EllipsisText value="短" />
        <NumberText value={-9876543.21} />
      </>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('-9,876,543.21')).toBeInTheDocument();
  });
});
