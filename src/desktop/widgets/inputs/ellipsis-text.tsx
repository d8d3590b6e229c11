import { Tooltip } from 'antd';
import { ellipsis, ELLIPSIS_DEFAULT_LENGTH } from '../../../shared/domain/widgets/inputs/ellipsis';

export interface EllipsisTextProps {
  value: unknown;
  /** Characters shown before the '…' (spec: 25 by default, 12 in the business selector). */
  length?: number;
}

/** A text cut to `length` characters; hovering the cut text shows the whole of it. */
export function EllipsisText({ value, length = ELLIPSIS_DEFAULT_LENGTH }: EllipsisTextProps) {
  const { text, full, truncated } = ellipsis(value, length);
  if (!truncated) return <span>{text}</span>;
  return (
    <Tooltip title={full}>
      <span aria-label={full}>{text}</span>
    </Tooltip>
  );
}
