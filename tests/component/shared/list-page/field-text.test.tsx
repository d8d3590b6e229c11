import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../src/shared/api/query-client';
import type { ResourceField } from '../../../../src/shared/domain/resources/types';
import { FieldText, staticFileUrl } from '../../../../src/shared/hooks/list-page/field-text';
import { seedDicts } from './list-fixtures';

const status: ResourceField = { key: 'status', title: '状态', kind: 'dict', dictCode: 'item_status' };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('FieldText', () => {
  beforeEach(seedDicts);

  it('prefers the server translation, else the dictionary cache', async () => {
    render(
      <>
        <FieldText field={status} record={{ status: '1', status_dictText: '服务端' }} />|
        <FieldText field={status} record={{ status: '1,2' }} />|
        <FieldText
          field={{ key: 'post', title: '职务', kind: 'position' }}
          record={{ post: 'p1', post_dictText: '总经理' }}
        />
      </>,
      { wrapper },
    );
    expect(await screen.findByText(/启用,停用/)).toBeInTheDocument();
    expect(document.body.textContent).toBe('服务端|启用,停用|总经理');
  });

  it('shows switches as 是/否 and images as a picture under the static path', () => {
    render(
      <>
        <FieldText field={{ key: 'on', title: '开关', kind: 'switch' }} record={{ on: 'Y' }} />
        <FieldText field={{ key: 'off', title: '开关', kind: 'switch' }} record={{ off: 'N' }} />
        <FieldText
          field={{ key: 'avatar', title: '头像', kind: 'image' }}
          record={{ avatar: 'temp/a.png' }}
        />
      </>,
      { wrapper },
    );
    expect(document.body.textContent).toBe('是否');
    expect(screen.getByAltText('头像')).toHaveAttribute('src', '/jeecg-boot/sys/common/static/temp/a.png');
    expect(staticFileUrl('https://x/y.png')).toBe('https://x/y.png');
  });
});
