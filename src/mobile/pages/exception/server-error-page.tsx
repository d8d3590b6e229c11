import { ExceptionPage } from './exception-page';

export default function ServerErrorPage() {
  return <ExceptionPage type="500" />;
}
