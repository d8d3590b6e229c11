import { Typography } from 'antd';

/** Shown when a field's text has no mode of its own (e.g. `8-18/2`): it stays as written until changed. */
export function UnrepresentableHint({ text }: { text: string }) {
  return (
    <Typography.Paragraph type="warning" style={{ marginTop: 8, marginBottom: 0 }}>
      当前值「{text}」无法用以上选项表示，选择任一选项将替换它。
    </Typography.Paragraph>
  );
}
