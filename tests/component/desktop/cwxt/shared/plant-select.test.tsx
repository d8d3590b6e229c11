import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlantSelect } from '../../../../../src/desktop/pages/cwxt/shared/plant-select';
import { useSolePlantDefault } from '../../../../../src/shared/api/cwxt/plant-api';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { ValueHarness } from '../../../shared/value-harness';
import { renderDesktop } from '../../desktop-test-utils';

const backend = setupFakeBackend();
const P1 = { value: 'p1', label: '华能某某电厂', code: 'HN01' };
const P2 = { value: 'p2', label: '大唐某某电厂', code: 'DT02' };

function SoleDefault() {
  const defaults = useSolePlantDefault();
  return <output aria-label="默认值">{defaults.plantId ?? '(无)'}</output>;
}

describe('PlantSelect and the sole-plant form default', () => {
  it('offers only the plants the server answers, with their codes', async () => {
    backend.server.on('GET /cwxt/plant/options', () => ok([P1, P2], '', 0));
    renderDesktop(
      <ValueHarness<string | undefined>
        initial={undefined}
        show={(v) => v ?? '(空)'}
        widget={(value, onChange) => (
          <PlantSelect aria-label="电厂" value={value} onChange={onChange} withCode />
        )}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: '电厂' }));
    await userEvent.click(await screen.findByText('大唐某某电厂（DT02）'));
    expect(screen.getByRole('status', { name: '值' })).toHaveTextContent('p2');
  });

  it('a caller of one plant gets it as the form default', async () => {
    backend.server.on('GET /cwxt/plant/options', () => ok([P1], '', 0));
    renderDesktop(<SoleDefault />);
    await waitFor(() => expect(screen.getByRole('status', { name: '默认值' })).toHaveTextContent('p1'));
  });

  it('a caller of several plants gets no default', async () => {
    backend.server.on('GET /cwxt/plant/options', () => ok([P1, P2], '', 0));
    renderDesktop(<SoleDefault />);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByRole('status', { name: '默认值' })).toHaveTextContent('(无)');
  });
});
