import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CronInputLazy } from '../../../../src/desktop/widgets/cron/cron-input-lazy';
import { renderDesktop } from '../desktop-test-utils';

describe('lazy cron input', { timeout: 60_000 }, () => {
  it('loads the input on first render and works as a control', async () => {
    const onChange = vi.fn();
    renderDesktop(<CronInputLazy value="0 0 12 * * ?" onChange={onChange} />);
    // The first dynamic import transforms the module: give it time on a busy machine.
    expect(screen.getByPlaceholderText('加载中…')).toBeDisabled();
    expect(await screen.findByRole('button', { name: /选择/ }, { timeout: 30_000 })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'cron表达式' }), {
      target: { value: '0 0 1 * * ?' },
    });
    expect(onChange).toHaveBeenCalledWith('0 0 1 * * ?');
  });
});
