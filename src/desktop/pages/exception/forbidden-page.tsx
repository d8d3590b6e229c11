import { ExceptionView } from './exception-view';

export default function ForbiddenPage() {
  return <ExceptionView status={403} />;
}
