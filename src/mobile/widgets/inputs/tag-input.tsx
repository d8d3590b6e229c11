import { Input, Space, Tag } from 'antd-mobile';
import {
  joinTags,
  splitTags,
  tagsToText,
  TAG_LENGTH,
  type TagInputBaseProps,
} from '../../../shared/domain/widgets/inputs/tags';

export type TagInputProps = TagInputBaseProps;

/** Tag input (spec 001 §4) for the phone: plain text in, semicolon-joined 2-character tags out. */
export function TagInput({
  value,
  onChange,
  placeholder,
  disabled,
  tagLength = TAG_LENGTH,
  ...rest
}: TagInputProps) {
  const tags = splitTags(value, tagLength);
  return (
    <div>
      <Input
        aria-label={rest['aria-label']}
        value={tagsToText(value)}
        placeholder={placeholder}
        disabled={disabled}
        clearable
        onChange={(text) => onChange?.(joinTags(text, tagLength))}
      />
      {tags.length > 0 ? (
        <div role="list" aria-label="标签" style={{ marginTop: 4 }}>
          <Space wrap style={{ '--gap': '4px' }}>
            {tags.map((tag, i) => (
              <span key={`${i}:${tag}`} role="listitem">
                <Tag color="primary" fill="outline">
                  {tag}
                </Tag>
              </span>
            ))}
          </Space>
        </div>
      ) : null}
    </div>
  );
}
