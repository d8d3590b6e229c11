/** The message line above the manual sign-in on the in-app login page and the re-login dialog. */
export function InAppNotice({ text, tone = 'warning' }: { text: string; tone?: 'warning' | 'info' }) {
  return (
    <p
      className="cwxt-m-oauth2-notice"
      role={tone === 'warning' ? 'alert' : 'status'}
      style={{
        margin: '0 0 8px',
        padding: '8px 12px',
        background: tone === 'warning' ? '#fff7e6' : '#e6f4ff',
        borderRadius: 6,
        fontSize: 14,
      }}
    >
      {text}
    </p>
  );
}
