import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MissingView } from '../../../src/mobile/app/missing-view';
import { VIEW_KEYS } from '../../../src/shared/domain/routes/components';

const renderView = (componentKey: string | null) =>
  render(
    <MemoryRouter>
      <MissingView componentKey={componentKey} />
    </MemoryRouter>,
  );

describe('phone view for a menu entry without a phone page', () => {
  it('says a desktop-only page of this build is for the computer and offers the desktop layout', () => {
    renderView(VIEW_KEYS.gatewayList);
    expect(screen.getByText('请在电脑端使用')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '切换到电脑版' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
    expect(screen.queryByText('页面组件不存在')).not.toBeInTheDocument();
  });

  it('names an unknown component key as a menu configuration error', () => {
    renderView('demo/NoSuchPage');
    expect(screen.getByText('页面组件不存在')).toBeInTheDocument();
    expect(screen.getByText('未找到组件：demo/NoSuchPage')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '切换到电脑版' })).not.toBeInTheDocument();
  });
});
