import { useId } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { useScreenEntry } from './use-screen';

/** Renders nothing: the history entry of an open screen kept in a page's own state. */
function RoutedScreenEntry({ onClose }: { onClose: () => void }) {
  // Letters and digits only: the token sits in the `screen` search parameter.
  const token = `s${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  useScreenEntry(token, onClose);
  return null;
}

/**
 * Render while a full-screen screen (or a picker sheet) is open: it becomes its own history
 * entry, so the platform back (browser, Android key, WeCom/DingTalk back) closes it and leaves the
 * page under it as it was (docs/phone-navigation.md). Outside a router (a screen in its own root)
 * it does nothing.
 */
export function ScreenEntry({ open, onClose }: { open: boolean; onClose?: () => void }) {
  const inRouter = useInRouterContext();
  return open && onClose && inRouter ? <RoutedScreenEntry onClose={onClose} /> : null;
}
