import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { SettingOutlined } from '@ant-design/icons';

const SettingsDrawer = lazy(() => import('./settings-drawer'));

/**
 * The floating gear that opens the display settings drawer. The layout mounts it only when
 * import.meta.env.DEV (spec: the drawer is shown only in development), so production builds drop
 * it and the drawer chunk entirely.
 */
export default function SettingsButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        type="primary"
        aria-label="显示设置"
        icon={<SettingOutlined />}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        style={{ position: 'fixed', right: 0, top: 240, zIndex: 1001, borderRadius: '4px 0 0 4px' }}
      />
      {loaded ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
