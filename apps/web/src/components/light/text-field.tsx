import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LightIcon } from './icon';
import './light.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  prefix: IconDefinition;
  /** The validation message shown under the field, or null. */
  error: string | null;
};

/**
 * A labelled large input with a prefix icon and its message below, like an Ant Design Form.Item
 * with Input (or Input.Password for `type="password"`, with the show/hide eye).
 */
export function TextField({ label, value, onChange, prefix, error, type, disabled, ...rest }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  return (
    <div className="light-field">
      <label htmlFor={id}>{label}</label>
      <span
        className="light-input"
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <span className="light-input-icon">
          <LightIcon icon={prefix} />
        </span>
        <input
          {...rest}
          id={id}
          type={password && revealed ? 'text' : type}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {password && (
          <button
            type="button"
            className="light-input-toggle"
            aria-label={t(revealed ? 'login.hidePassword' : 'login.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <LightIcon icon={revealed ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        )}
      </span>
      <div id={`${id}-error`} className="light-field-error">
        {error}
      </div>
    </div>
  );
}
