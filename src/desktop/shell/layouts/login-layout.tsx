import { useEffect } from 'react';
import type { CSSProperties } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { COPYRIGHT_LINE, PRODUCT_TITLE } from '../../../shared/domain/routes/paths';
import { PhoneShellOffer } from './phone-shell-offer';

/** Body class while the login layout is shown (spec 000 §2.4 "a page-level style class"). */
export const LOGIN_PAGE_CLASS = 'cwxt-user-layout';

const styles = {
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f0f2f5' },
  header: { textAlign: 'center', padding: '64px 0 32px' },
  title: { fontSize: 33, fontWeight: 600, color: 'rgba(0,0,0,.85)' },
  main: { flex: 1, width: 368, maxWidth: '92vw', margin: '0 auto' },
  footer: { textAlign: 'center', padding: '48px 16px 24px', color: 'rgba(0,0,0,.62)', fontSize: 14 },
} satisfies Record<string, CSSProperties>;

/** Blank layout of /user/* and /oauth2-app/*: title linking to the root, the page, the copyright. */
export default function LoginLayout() {
  useEffect(() => {
    document.body.classList.add(LOGIN_PAGE_CLASS);
    return () => document.body.classList.remove(LOGIN_PAGE_CLASS);
  }, []);
  return (
    <div style={styles.page}>
      <PhoneShellOffer />
      <header style={styles.header}>
        <Link to="/" className="cwxt-login-title" style={styles.title}>
          {PRODUCT_TITLE}
        </Link>
      </header>
      <main style={styles.main}>
        <Outlet />
      </main>
      <footer style={styles.footer}>{COPYRIGHT_LINE}</footer>
    </div>
  );
}
