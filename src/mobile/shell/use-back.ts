import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../shared/domain/routes/paths';
import { requestLeave } from '../../shared/platform/back-guard';

/**
 * Back in the page stack: one history step when this app put an entry before the current one
 * (react-router keeps its index in history.state.idx), otherwise home — a page opened from a
 * WeCom/DingTalk message has no history to go back to. A dirty form asks first (back-guard.ts);
 * once the user chose 离开 the pop passes the guard unasked.
 */
export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void requestLeave().then((leave) => {
      if (!leave) return;
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) void navigate(-1);
      else void navigate(PATHS.home, { replace: true });
    });
  }, [navigate]);
}
