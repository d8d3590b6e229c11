import type { KeyboardEvent } from 'react';

export type LoginTab = 'account' | 'phone';

const TABS: { key: LoginTab; title: string }[] = [
  { key: 'account', title: '账号密码登录' },
  { key: 'phone', title: '手机号登录' },
];

/**
 * Two plain ARIA tabs. antd-mobile Tabs would add its animation runtime (~20 KiB gzip) to the
 * login route, which has a 110 KiB budget.
 */
export function LoginTabs({ active, onChange }: { active: LoginTab; onChange: (tab: LoginTab) => void }) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next = active === 'account' ? 'phone' : 'account';
    onChange(next);
    document.getElementById(`cwxt-m-login-tab-${next}`)?.focus();
  };
  return (
    <div className="cwxt-m-login-tabs" role="tablist" aria-label="登录方式" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.key}
          id={`cwxt-m-login-tab-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={active === tab.key}
          aria-controls="cwxt-m-login-panel"
          tabIndex={active === tab.key ? 0 : -1}
          className={`cwxt-m-login-tab${active === tab.key ? ' is-active' : ''}`}
          onClick={() => onChange(tab.key)}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}
