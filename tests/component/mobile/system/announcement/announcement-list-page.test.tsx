import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { mockTinymceSideModules, type FakeTinymce } from '../../../shared/fake-tinymce';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { renderPhone } from '../../support/render-phone';
import {
  DRAFT,
  PUBLISHED,
  fakeAnnouncements,
  seedAnnouncementDicts,
} from '../../../desktop/system/announcement/announcement-fixtures';

const loader = vi.hoisted(() => ({ fake: null as FakeTinymce | null }));
vi.mock('tinymce/tinymce', async () => {
  const { createFakeTinymce: create } = await import('../../../shared/fake-tinymce');
  loader.fake = create();
  return { default: loader.fake };
});
mockTinymceSideModules();

const { default: MobileAnnouncementListPage } =
  await import('../../../../../src/mobile/pages/system/announcement/announcement-list-page');

const { MOBILE_LIST_UI } = await import('../../../../../src/mobile/widgets/card-list/mobile-list-ui');

const backend = setupFakeBackend();
const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });

function card(title: string): HTMLElement {
  const item = screen
    .getAllByText(title)
    .map((el) => el.closest('[role="listitem"]'))
    .find(Boolean);
  if (!item) throw new Error(`no card ${title}`);
  return item as HTMLElement;
}

async function confirm() {
  const dialog = await screen.findByRole('dialog', { name: /提示/ }).catch(() => null);
  await userEvent.click(await within(dialog ?? document.body).findByRole('button', { name: '确定' }));
}

describe('系统通告 (phone)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    seedAnnouncementDicts();
  });

  it('shows 发布 on a draft card and 撤销 on a published one, none without the codes', async () => {
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server);
    const { unmount } = renderPhone(<MobileAnnouncementListPage route={null} />);
    await screen.findByText(DRAFT.titile);
    expect(within(card(DRAFT.titile)).getByRole('button', { name: '发布' })).toBeInTheDocument();
    expect(within(card(DRAFT.titile)).queryByRole('button', { name: '撤销' })).toBeNull();
    expect(within(card(PUBLISHED.titile)).getByRole('button', { name: '撤销' })).toBeInTheDocument();
    unmount();

    grant(PERM.announcement.list);
    renderPhone(<MobileAnnouncementListPage route={null} />);
    await screen.findByText(DRAFT.titile);
    expect(within(card(DRAFT.titile)).queryByRole('button', { name: '发布' })).toBeNull();
    expect(within(card(PUBLISHED.titile)).queryByRole('button', { name: '撤销' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it('发布 from the card: confirmation, doReleaseData with the id, the card turns to 撤销', async () => {
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server);
    renderPhone(<MobileAnnouncementListPage route={null} />);
    await screen.findByText(DRAFT.titile);
    await userEvent.click(within(card(DRAFT.titile)).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('确定发布吗?')).toBeInTheDocument();
    await confirm();
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', '/sys/annountCement/doReleaseData')).toHaveLength(1),
    );
    expect(requestsTo(backend.server, 'GET', '/sys/annountCement/doReleaseData')[0]!.params.id).toBe(
      DRAFT.id,
    );
    await waitFor(() =>
      expect(within(card(DRAFT.titile)).getByRole('button', { name: '撤销' })).toBeInTheDocument(),
    );
  });

  it('a tap opens 详情 with the sanitised content and 撤销 there', async () => {
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server);
    renderPhone(<MobileAnnouncementListPage route={null} />);
    await screen.findByText(PUBLISHED.titile);
    await userEvent.click(screen.getByText(PUBLISHED.titile));
    const content = await screen.findByRole('document', { name: '通告内容' });
    expect(content).toHaveTextContent('今晚升级');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const footerRevoke = screen
      .getAllByRole('button', { name: '撤销' })
      .find((b) => !b.closest('[role="listitem"]'));
    expect(footerRevoke).toBeDefined();
    await userEvent.click(footerRevoke!);
    await confirm();
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', '/sys/annountCement/doReovkeData')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('document', { name: '通告内容' })).toBeNull());
  });

  it('编辑 (swipe) loads the record and sends the users back as a trailing-comma id list', async () => {
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server);
    renderPhone(<MobileAnnouncementListPage route={null} />);
    await screen.findByText(DRAFT.titile);
    await userEvent.click(within(card(DRAFT.titile)).getByRole('button', { name: '编辑' }));
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', '/sys/annountCement/queryById')).toHaveLength(1),
    );
    const title = await screen.findByDisplayValue(DRAFT.titile);
    await userEvent.clear(title);
    await userEvent.type(title, '停电检修（改）');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/sys/annountCement/edit')).toHaveLength(1));
    expect(requestsTo(backend.server, 'PUT', '/sys/annountCement/edit')[0]!.body).toMatchObject({
      id: DRAFT.id,
      titile: '停电检修（改）',
      msgType: 'USER',
      userIds: 'u01,u02,',
    });
  });

  it('编辑 of a published announcement is refused before sending', async () => {
    const warning = vi.spyOn(MOBILE_LIST_UI, 'warning');
    grant(...Object.values(PERM.announcement));
    fakeAnnouncements(backend.server);
    renderPhone(<MobileAnnouncementListPage route={null} />);
    await screen.findByText(PUBLISHED.titile);
    await userEvent.click(within(card(PUBLISHED.titile)).getByRole('button', { name: '编辑' }));
    const title = await screen.findByDisplayValue(PUBLISHED.titile);
    await userEvent.type(title, '（改）');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('已发布的通告不能修改，请先撤销'));
    expect(requestsTo(backend.server, 'PUT', '/sys/annountCement/edit')).toHaveLength(0);
  });
});
