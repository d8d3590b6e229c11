import type { CSSProperties } from 'react';
import { Button, Result, Steps } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/routes/paths';
import { useAlterationFlow } from '../../../shared/flows/alteration-flow';
import { useDocumentTitle } from '../../app/document-title';
import { AccountStep } from './account-step';
import { SmsStep } from './sms-step';
import { PasswordStep } from './password-step';

const STEP_TITLES = ['确认账号', '安全验证', '设置新密码', '完成'] as const;

/** The four-step password reset (spec 000 §2.2), driven by the shared alteration flow. */
export default function AlterationPage() {
  const { pathname } = useLocation();
  useDocumentTitle('忘记密码', pathname);
  const navigate = useNavigate();
  const flow = useAlterationFlow();
  return (
    <section aria-label="忘记密码">
      <Steps current={flow.step} style={{ '--title-font-size': '13px', padding: '8px 0' } as CSSProperties}>
        {STEP_TITLES.map((title) => (
          <Steps.Step key={title} title={title} />
        ))}
      </Steps>
      {flow.step === 0 && <AccountStep pending={flow.pending} onSubmit={flow.requestCode} />}
      {flow.step === 1 && (
        <SmsStep
          maskedPhone={flow.maskedPhone}
          pending={flow.pending}
          onSubmit={flow.verify}
          onRestart={flow.restart}
        />
      )}
      {flow.step === 2 && <PasswordStep pending={flow.pending} onSubmit={flow.change} />}
      {flow.step === 3 && (
        <>
          <Result
            status="success"
            title="密码修改成功"
            description={`账号 ${flow.username} 的新密码已生效`}
          />
          <Button block color="primary" size="large" onClick={() => navigate(PATHS.login)}>
            返回登录
          </Button>
        </>
      )}
    </section>
  );
}
