import { ReturnLoginView } from './return-login-view';

/** /user/cas-return?ticket=…: the CAS server sends the browser back here. */
export default function CasReturnPage() {
  return <ReturnLoginView kind="cas" />;
}
