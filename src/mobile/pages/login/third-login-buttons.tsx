import { Suspense, lazy } from 'react';
import { useThirdLoginOptions } from '../../../shared/flows/third-login-options';

// The phone login page is the first paint in the apps (110 KiB budget): the buttons' code loads
// only when the server offers a CAS or third-party sign-in.
const ThirdLoginPanel = lazy(() => import('./third-login-panel'));

/** Under the phone login form: the CAS / third-party sign-ins the server offers (nothing otherwise). */
export function ThirdLoginButtons() {
  const options = useThirdLoginOptions();
  if (!options) return null;
  return (
    <Suspense fallback={null}>
      <ThirdLoginPanel options={options} />
    </Suspense>
  );
}
