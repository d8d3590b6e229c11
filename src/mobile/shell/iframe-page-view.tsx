import type { ViewProps } from '../../shared/router/view-by-key';

/** An in-app page that embeds an external address (menu meta.url), sized to the phone. */
export default function IframePageView({ route }: ViewProps) {
  const url = route?.meta.url ?? '';
  return (
    <iframe
      title={route?.meta.title ?? ''}
      src={url}
      style={{ display: 'block', width: '100%', height: 'calc(100dvh - 45px)', border: 0 }}
    />
  );
}
