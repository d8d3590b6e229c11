import { ExceptionView } from './exception-view';

export default function NotFoundPage() {
  return <ExceptionView status={404} />;
}
