import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { resetAppConfigForTests, setAppConfigForTests } from '../../../src/shared/config/app-config';
import { mockNetwork } from './desktop-test-utils';

describe('DesktopApp routes', () => {
  afterEach(() => resetAppConfigForTests());

  it('sends a visitor without token to the login page (with the redirect) inside the login layout', async () => {
    setAppConfigForTests({ captcha: false });
    window.scrollTo = vi.fn();
    const net = mockNetwork(() => undefined);
    window.history.replaceState(null, '', '/system/user');
    // The router reads the location when the module loads: import it after setting the URL.
    const { default: DesktopApp } = await import('../../../src/desktop/desktop-app');
    render(<DesktopApp />);
    expect(await screen.findByRole('button', { name: '登录' }, { timeout: 10000 })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/user/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/system/user');
    expect(screen.getByRole('link', { name: '厂网协同' })).toHaveAttribute('href', '/');
    expect(screen.getByText(`Copyright © ${new Date().getFullYear()} 厂网协同`)).toBeInTheDocument();
    expect(document.body).toHaveClass('cwxt-user-layout');
    net.restore();
  });
});
