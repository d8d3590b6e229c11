import { useRef } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';

export interface LoginTabItem<K extends string> {
  key: K;
  label: string;
  children: ReactNode;
}

interface Props<K extends string> {
  items: LoginTabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
}

const bar: CSSProperties = {
  display: 'flex',
  justifyContent: 'center',
  gap: 32,
  marginBottom: 24,
  borderBottom: '1px solid #f0f0f0',
};

function tabStyle(active: boolean): CSSProperties {
  return {
    padding: '12px 0',
    border: 0,
    borderBottom: `2px solid ${active ? '#1677ff' : 'transparent'}`,
    marginBottom: -1,
    background: 'none',
    color: active ? '#0958d9' : 'rgba(0,0,0,.88)',
    fontSize: 16,
    cursor: 'pointer',
  };
}

/**
 * The two sign-in tabs. A small WAI-ARIA tablist instead of antd Tabs: Tabs brings the overflow
 * menu and dropdown machinery (~20 KiB gzip) into the login page's first load. Only the active
 * panel is mounted, so the shared form validates just the active tab's fields.
 */
export function LoginTabs<K extends string>({ items, activeKey, onChange }: Props<K>) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const active = items.find((i) => i.key === activeKey) ?? items[0];

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next = items[(index + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
    if (!next) return;
    onChange(next.key);
    refs.current[next.key]?.focus();
  };

  return (
    <>
      <div role="tablist" style={bar}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[item.key] = el;
            }}
            type="button"
            role="tab"
            id={`login-tab-${item.key}`}
            aria-selected={item.key === active?.key}
            aria-controls={`login-panel-${item.key}`}
            tabIndex={item.key === active?.key ? 0 : -1}
            style={tabStyle(item.key === active?.key)}
            onClick={() => onChange(item.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {active ? (
        <div role="tabpanel" id={`login-panel-${active.key}`} aria-labelledby={`login-tab-${active.key}`}>
          {active.children}
        </div>
      ) : null}
    </>
  );
}
