import { Flex, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { PRESET_COLORS } from '../../../shared/domain/widgets/settings/display-settings';

interface Props {
  value: string;
  onChange: (color: string) => void;
}

/** The eight preset theme colours as swatches; the chosen one carries a check mark. */
export function ThemeColors({ value, onChange }: Props) {
  return (
    <Flex gap={8} wrap role="radiogroup" aria-label="主题色">
      {PRESET_COLORS.map(({ name, color }) => {
        const checked = color.toUpperCase() === value.toUpperCase();
        return (
          <Tooltip key={color} title={name}>
            <button
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={name}
              onClick={() => onChange(color)}
              style={{
                width: 20,
                height: 20,
                padding: 0,
                border: 0,
                borderRadius: 2,
                background: color,
                color: '#fff',
                cursor: 'pointer',
                lineHeight: '20px',
              }}
            >
              {checked ? <CheckOutlined /> : null}
            </button>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
