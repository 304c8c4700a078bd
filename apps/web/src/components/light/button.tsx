import type { ButtonHTMLAttributes } from 'react';
import './light.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** `primary`: Ant Design's large primary block button; `link`: a text link button. */
  variant: 'primary' | 'link';
  loading?: boolean;
};

/** A button with Ant Design's look; while `loading` it shows a spinner and takes no clicks. */
export function LightButton({
  variant,
  loading = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: Props) {
  return (
    <button
      {...rest}
      type={type}
      className={`light-button${variant === 'primary' ? ' light-button-primary' : ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="light-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
