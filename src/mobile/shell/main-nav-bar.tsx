import { LeftOutline, UnorderedListOutline, UserCircleOutline } from 'antd-mobile-icons';
import { lazy, Suspense } from 'react';
import { IconButton } from '../ui/icon-button';

// The message badge (socket, react-query lists) loads on demand after sign-in: not in the login chunks.
const NoticeBadge = lazy(() => import('../pages/messages/notice-badge'));

interface MainNavBarProps {
  title: string;
  canGoBack: boolean;
  onBack: () => void;
  onMenu: () => void;
  onUser: () => void;
}

/**
 * Top bar: back arrow (pages below home), menu drawer button, page title, user centre button.
 * Not antd-mobile's NavBar: its left slot is a nameless role="button" wrapper that would swallow
 * our buttons' accessible names.
 */
export function MainNavBar({ title, canGoBack, onBack, onMenu, onUser }: MainNavBarProps) {
  return (
    <header className="cwxt-m-nav">
      <div className="cwxt-m-nav-side">
        {canGoBack && <IconButton label="返回" icon={<LeftOutline />} onClick={onBack} />}
        <IconButton label="菜单" icon={<UnorderedListOutline />} onClick={onMenu} />
      </div>
      <h1 className="cwxt-m-nav-title">{title}</h1>
      <div className="cwxt-m-nav-side is-right">
        <Suspense fallback={null}>
          <NoticeBadge />
        </Suspense>
        <IconButton label="个人中心" icon={<UserCircleOutline />} onClick={onUser} />
      </div>
    </header>
  );
}
