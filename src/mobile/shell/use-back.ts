import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../shared/domain/routes/paths';

/**
 * Back in the page stack: one history step when this app put an entry before the current one
 * (react-router keeps its index in history.state.idx), otherwise home — a page opened from a
 * WeCom/DingTalk message has no history to go back to.
 */
export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(PATHS.home, { replace: true });
  }, [navigate]);
}
