import type { CSSProperties } from 'react';

const box: CSSProperties = {
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: 240,
};
const dot: CSSProperties = {
  width: 24,
  height: 24,
  borderRadius: '50%',
  border: '3px solid #e6f4ff',
  borderTopColor: '#1677ff',
  animation: 'cwxt-spin 0.8s linear infinite',
};

/**
 * Loading indicator while a lazy route or the permission fetch is pending. Plain CSS, not antd
 * Spin: it is on the first load of every route (bundle budget).
 */
export function PageSpin() {
  return (
    <div style={box} role="status" aria-label="加载中">
      <style>{'@keyframes cwxt-spin{to{transform:rotate(360deg)}}'}</style>
      <div style={dot} />
    </div>
  );
}
