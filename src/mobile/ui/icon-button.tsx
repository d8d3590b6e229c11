import type { ReactNode } from 'react';
import './icon-button.css';

/** A 36px touch target with an accessible name for icon-only actions. */
export function IconButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <button type="button" className="cwxt-m-icon-button" aria-label={label} onClick={onClick}>
      {icon}
    </button>
  );
}
