import { useState } from 'react';
import { ellipsis, ELLIPSIS_DEFAULT_LENGTH } from '../../../shared/domain/widgets/inputs/ellipsis';

export interface EllipsisTextProps {
  value: unknown;
  /** Characters shown before the '…' (25 by default). */
  length?: number;
}

/** A text cut to `length` characters; there is no hover on a phone, so a tap expands / collapses it. */
export function EllipsisText({ value, length = ELLIPSIS_DEFAULT_LENGTH }: EllipsisTextProps) {
  const [expanded, setExpanded] = useState(false);
  const { text, full, truncated } = ellipsis(value, length);
  if (!truncated) return <span>{text}</span>;
  return (
    <span
      role="button"
      tabIndex={0}
      aria-expanded={expanded}
      title={expanded ? '点击收起' : '点击展开'}
      style={{ cursor: 'pointer', wordBreak: 'break-all' }}
      onClick={() => setExpanded((e) => !e)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          setExpanded((v) => !v);
        }
      }}
    >
      {expanded ? full : text}
    </span>
  );
}
