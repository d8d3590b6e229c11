import { createRoot } from 'react-dom/client';
import { DotLoading } from 'antd-mobile'; const el=<><DotLoading/></>;
createRoot(document.getElementById('root')!).render(el);
