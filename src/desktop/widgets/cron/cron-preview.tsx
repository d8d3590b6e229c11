import { Typography } from 'antd';
import { NO_EXPRESSION, NO_RUNS, PREVIEW_TITLE } from './cron-texts';
import { useCronPreview } from '../../../shared/hooks/cron/use-cron-preview';

/** The tabbed editor's 近十次执行时间（不含年） list. */
export function CronPreviewList({ expression }: { expression: string }) {
  const preview = useCronPreview(expression);
  return (
    <section aria-label={PREVIEW_TITLE}>
      <Typography.Text strong>{PREVIEW_TITLE}</Typography.Text>
      {expression.trim() === '' ? (
        // Nothing typed yet is not a mistake: the field's own rule speaks when the form is saved.
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {NO_EXPRESSION}
        </Typography.Paragraph>
      ) : preview.error !== undefined ? (
        <Typography.Paragraph type="danger" style={{ marginTop: 8 }}>
          {preview.error}
        </Typography.Paragraph>
      ) : preview.runs.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {NO_RUNS}
        </Typography.Paragraph>
      ) : (
        <ol style={{ margin: '8px 0 0', paddingLeft: 20, fontFamily: 'monospace', lineHeight: '22px' }}>
          {preview.runs.map((run) => (
            <li key={run}>{run}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
