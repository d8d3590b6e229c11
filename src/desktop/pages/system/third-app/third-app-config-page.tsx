import { Col, Row, Typography } from 'antd';
import { PERM } from '../../../../shared/domain/permission/codes';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ThirdAppCard } from './third-app-card';
import { APP_CARDS } from './third-app-fields';

/**
 * 第三方应用配置 (JeecgBoot ThirdAppConfigList): the session tenant's WeCom and DingTalk apps, used
 * by the in-app sign-in, the account binding and the directory sync. Secrets are write-only.
 */
export default function ThirdAppConfigPage(_props: ViewProps) {
  const { has } = useListPermissions('');
  const canSync = has(PERM.thirdApp.sync);
  return (
    <div>
      <Typography.Paragraph type="secondary">
        配置当前租户的企业微信和钉钉应用：用于应用内免登、账号绑定以及部门和用户的同步。密钥仅保存在服务器，不会再次显示。
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {APP_CARDS.map((spec) => (
          <Col key={spec.thirdType} xs={24} xl={12}>
            <ThirdAppCard spec={spec} canSync={canSync} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
