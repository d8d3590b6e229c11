import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useSliderVerify } from './use-slider-verify';

export const SLIDER_TEXT = { idle: '拖动滑块验证', passed: '验证通过' } as const;

const HEIGHT = 40;
const HANDLE = 40;

const track: CSSProperties = {
  position: 'relative',
  height: HEIGHT,
  lineHeight: `${HEIGHT}px`,
  background: '#e8e8e8',
  borderRadius: 4,
  textAlign: 'center',
  userSelect: 'none',
  overflow: 'hidden',
};

/** The slider UI of the human check; the state machine lives in useSliderVerify. */
export function SliderVerify({ onPass }: { onPass: () => void }) {
  const c = useSliderVerify(onPass);
  const offset = `calc((100% - ${HANDLE}px) * ${c.position / 100})`;
  const text = c.passed ? SLIDER_TEXT.passed : SLIDER_TEXT.idle;
  return (
    <div ref={c.trackRef} style={track} data-testid="slider-verify">
      <div
        style={{
          position: 'absolute',
          inset: 0,
          width: `calc(${offset} + ${HANDLE / 2}px)`,
          background: '#7ac23c',
          transition: c.dragging ? 'none' : 'width .2s',
        }}
      />
      <span style={{ position: 'relative', color: c.passed ? '#fff' : 'rgba(0,0,0,.65)' }} aria-live="polite">
        {text}
      </span>
      <div
        role="slider"
        tabIndex={c.passed ? -1 : 0}
        aria-label={SLIDER_TEXT.idle}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(c.position)}
        aria-valuetext={text}
        aria-disabled={c.passed}
        onPointerDown={c.onPointerDown}
        onPointerMove={c.onPointerMove}
        onPointerUp={c.onPointerUp}
        onPointerCancel={c.onPointerUp}
        onKeyDown={c.onKeyDown}
        style={{
          position: 'absolute',
          top: 0,
          left: offset,
          width: HANDLE,
          height: HEIGHT,
          background: '#fff',
          border: '1px solid #d9d9d9',
          borderRadius: 4,
          cursor: c.passed ? 'default' : 'grab',
          touchAction: 'none',
          transition: c.dragging ? 'none' : 'left .2s',
        }}
      >
        {c.passed ? <CheckCircleFilled style={{ color: '#7ac23c' }} /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
