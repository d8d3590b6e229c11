import { Button, Divider, Tooltip } from 'antd';
import { AppstoreTwoTone, FilterOutlined } from '@ant-design/icons';
import { SUPER_QUERY_TEXTS as T } from '../../../shared/domain/query/builder-model';

/**
 * 高级查询. While a query is applied the button spins its icon and its tooltip says
 * 已有高级查询条件生效 with a 清空 link (spec 002 §2).
 */
export function SuperQueryTrigger({
  active,
  onOpen,
  onClear,
}: {
  active: boolean;
  onOpen: () => void;
  onClear: () => void;
}) {
  if (!active) {
    return (
      <Button type="primary" icon={<FilterOutlined />} onClick={onOpen}>
        {T.trigger}
      </Button>
    );
  }
  const tip = (
    <span>
      {T.activeTip}
      <Divider orientation="vertical" />
      <Button type="link" size="small" onClick={onClear} style={{ padding: 0, height: 'auto' }}>
        {T.clear}
      </Button>
    </span>
  );
  return (
    <Tooltip title={tip} mouseLeaveDelay={0.2}>
      <Button type="primary" icon={<AppstoreTwoTone spin />} onClick={onOpen} aria-description={T.activeTip}>
        {T.trigger}
      </Button>
    </Tooltip>
  );
}
