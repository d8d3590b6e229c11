import { ExceptionPage } from './exception-page';

export default function NotFoundPage() {
  return <ExceptionPage type="404" />;
}
