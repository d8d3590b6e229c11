import { Suspense, lazy } from 'react';
import { useThirdLoginOptions } from '../../../shared/flows/third-login-options';

// The buttons' code loads only when the server offers a CAS or third-party sign-in.
const ThirdLoginPanel = lazy(() => import('./third-login-panel'));

/** Under the login form: the CAS / third-party sign-ins the server offers (nothing otherwise). */
export function ThirdLoginButtons() {
  const options = useThirdLoginOptions();
  if (!options) return null;
  return (
    <Suspense fallback={null}>
      <ThirdLoginPanel options={options} />
    </Suspense>
  );
}
