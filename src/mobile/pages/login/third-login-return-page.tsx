import { ReturnLoginView } from './return-login-view';

/** /user/third-login on the phone: the callback page left a one-time code in this tab. */
export default function ThirdLoginReturnPage() {
  return <ReturnLoginView kind="third" />;
}
