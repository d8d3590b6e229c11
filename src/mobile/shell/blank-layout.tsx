import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { COPYRIGHT_LINE, PATHS, PRODUCT_TITLE } from '../../shared/domain/routes/paths';
import './blank-layout.css';

const PAGE_CLASS = 'cwxt-m-user-layout';

/** Login layout (spec 000 §2.4): title linking to the root, the page, the copyright footer. */
export function BlankLayout() {
  useEffect(() => {
    // "A page-level style class is added while it is shown."
    document.body.classList.add(PAGE_CLASS);
    return () => document.body.classList.remove(PAGE_CLASS);
  }, []);
  return (
    <div className="cwxt-m-blank">
      <header className="cwxt-m-blank-header">
        <a href={PATHS.root}>{PRODUCT_TITLE}</a>
      </header>
      <main className="cwxt-m-blank-main">
        <Outlet />
      </main>
      <footer className="cwxt-m-blank-footer">{COPYRIGHT_LINE}</footer>
    </div>
  );
}
