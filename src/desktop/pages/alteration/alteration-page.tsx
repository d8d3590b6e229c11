import { Steps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';
import { useAlterationFlow } from '../../../shared/flows/alteration-flow';
import { useCaptcha } from '../../../shared/hooks/use-captcha';
import { AccountStep, DoneStep, PasswordStep, SmsStep } from './alteration-steps';
import type { AccountValues } from './alteration-steps';

const STEP_ITEMS = [{ title: '确认账号' }, { title: '安全验证' }, { title: '设置新密码' }, { title: '完成' }];

/** /user/alteration: the four-step forgotten-password flow (shared useAlterationFlow). */
export default function AlterationPage() {
  const flow = useAlterationFlow();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const requestCode = async (v: AccountValues) => {
    const sent = await flow.requestCode({
      username: v.username,
      captcha: v.captcha ?? '',
      checkKey: captcha.checkKey,
    });
    // The image captcha is single-use: a failed attempt needs a fresh one.
    if (!sent) captcha.refresh();
  };
  return (
    <div>
      <Steps current={flow.step} items={STEP_ITEMS} size="small" style={{ marginBottom: 32 }} />
      {flow.step === 0 ? (
        <AccountStep pending={flow.pending} captcha={captcha} onSubmit={requestCode} />
      ) : null}
      {flow.step === 1 ? (
        <SmsStep
          pending={flow.pending}
          maskedPhone={flow.maskedPhone}
          onSubmit={(v) => flow.verify(v.smscode)}
        />
      ) : null}
      {flow.step === 2 ? <PasswordStep pending={flow.pending} onSubmit={flow.change} /> : null}
      {flow.step === 3 ? <DoneStep username={flow.username} onBack={() => navigate(PATHS.login)} /> : null}
      {flow.step < 3 ? (
        <div style={{ marginTop: 16, textAlign: 'right' }}>
          <Link to={PATHS.login}>返回登录</Link>
        </div>
      ) : null}
    </div>
  );
}
