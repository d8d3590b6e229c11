import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ViewByKey as DesktopView } from '../../../src/desktop/app/views-registry';
import { ViewByKey as PhoneView } from '../../../src/mobile/app/views-registry';
import { VIEW_KEYS } from '../../../src/shared/domain/routes/components';

// Every business menu opens its page in each shell: a key registered in the wrong table (the
// layouts one) renders the missing view instead, which a seeded menu must never show.
const BUSINESS = [
  VIEW_KEYS.plantList,
  VIEW_KEYS.unitList,
  VIEW_KEYS.settlementTaskList,
  VIEW_KEYS.ledgerList,
  VIEW_KEYS.invoicePool,
  VIEW_KEYS.invoiceSubmit,
  VIEW_KEYS.invoiceLedger,
  VIEW_KEYS.invoiceStats,
  VIEW_KEYS.noticeList,
  VIEW_KEYS.noticeFeedback,
  VIEW_KEYS.feedbackList,
  VIEW_KEYS.newsManage,
  VIEW_KEYS.newsIndex,
  VIEW_KEYS.workplace,
  VIEW_KEYS.taskDashboard,
  // The charts have a phone layout (360 px) too: 统计图表 and 运行监控 are no longer desktop-only.
  VIEW_KEYS.chartDashboard,
  VIEW_KEYS.monitorDashboard,
];

const MISSING = /页面组件不存在|请在电脑端使用/;

describe('business views in the registries', () => {
  it.each(BUSINESS)('desktop opens %s', (key) => {
    render(
      <MemoryRouter>
        <DesktopView componentKey={key} route={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(MISSING)).not.toBeInTheDocument();
  });

  it.each(BUSINESS)('phone opens %s', (key) => {
    render(
      <MemoryRouter>
        <PhoneView componentKey={key} route={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(MISSING)).not.toBeInTheDocument();
  });
});
