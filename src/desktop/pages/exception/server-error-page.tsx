import { ExceptionView } from './exception-view';

export default function ServerErrorPage() {
  return <ExceptionView status={500} />;
}
