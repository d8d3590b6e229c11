import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ViewByKey as PhoneView } from '../../../../src/mobile/app/views-registry';
import { VIEW_KEYS } from '../../../../src/shared/domain/routes/components';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import { renderPhone } from '../support/render-phone';
import { columnsWire, ORDER_DESIGN, routeOf } from './online-fixtures';

const backend = setupFakeBackend();
const MISSING = /页面组件不存在|请在电脑端使用/;

// The online form list keys all open the one phone page that adapts to the form.
const CGFORM_KEYS = [
  VIEW_KEYS.cgformAutoList,
  VIEW_KEYS.cgformTreeList,
  VIEW_KEYS.cgformErpList,
  VIEW_KEYS.cgformTabList,
  VIEW_KEYS.cgformInnerTableList,
];

describe('online pages in the phone registry', () => {
  it.each(CGFORM_KEYS)('%s opens the online form’s cards', async (key) => {
    backend.server.on('GET /online/cgform/api/getColumns/h1', () => ok(columnsWire(ORDER_DESIGN)));
    backend.server.on('GET /online/cgform/api/getData/h1', () => ok({ records: [], total: 0 }));
    renderPhone(
      <MemoryRouter>
        <PhoneView componentKey={key} route={routeOf('h1')} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('list', { name: '订单' })).toBeInTheDocument();
    expect(screen.queryByText(MISSING)).not.toBeInTheDocument();
  });

  it('the report list opens on the phone', async () => {
    backend.server.on('GET /online/cgreport/head/list', () => ok({ records: [], total: 0 }));
    renderPhone(
      <MemoryRouter>
        <PhoneView componentKey={VIEW_KEYS.cgreportAutoList} route={null} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('请选择报表')).toBeInTheDocument();
    expect(screen.queryByText(MISSING)).not.toBeInTheDocument();
  });

  it('the report designer stays on the computer', () => {
    renderPhone(
      <MemoryRouter>
        <PhoneView componentKey={VIEW_KEYS.cgreportHeadList} route={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText('请在电脑端使用')).toBeInTheDocument();
  });
});
