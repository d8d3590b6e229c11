import { ReturnLoginView } from './return-login-view';

/** /user/cas-return?ticket=… on the phone. */
export default function CasReturnPage() {
  return <ReturnLoginView kind="cas" />;
}
