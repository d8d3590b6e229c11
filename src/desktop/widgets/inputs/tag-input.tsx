import { Flex, Input, Tag } from 'antd';
import {
  joinTags,
  splitTags,
  tagsToText,
  TAG_LENGTH,
  type TagInputBaseProps,
} from '../../../shared/domain/widgets/inputs/tags';

export interface TagInputProps extends TagInputBaseProps {
  id?: string;
}

/**
 * Tag input (spec 001 §4): the user types plain text, the widget cuts it into tags and emits them
 * joined by semicolons; typed semicolons are stripped.
 */
export function TagInput({
  value,
  onChange,
  placeholder,
  disabled,
  tagLength = TAG_LENGTH,
  id,
  ...rest
}: TagInputProps) {
  const tags = splitTags(value, tagLength);
  return (
    <Flex vertical gap={4}>
      <Input
        id={id}
        aria-label={rest['aria-label']}
        value={tagsToText(value)}
        placeholder={placeholder}
        disabled={disabled}
        allowClear
        onChange={(e) => onChange?.(joinTags(e.target.value, tagLength))}
      />
      {tags.length > 0 ? (
        <Flex wrap gap={4} role="list" aria-label="标签">
          {tags.map((tag, i) => (
            <Tag key={`${i}:${tag}`} role="listitem" style={{ marginInlineEnd: 0 }}>
              {tag}
            </Tag>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
