import { ReturnLoginView } from './return-login-view';

/** /user/third-login: the third-party callback page left a one-time code in this tab. */
export default function ThirdLoginReturnPage() {
  return <ReturnLoginView kind="third" />;
}
