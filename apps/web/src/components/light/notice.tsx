import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import type { ReactNode } from 'react';
import { LightIcon } from './icon';
import './light.css';

type Props = { type: keyof typeof icons; children: ReactNode; 'data-testid'?: string };

const icons = {
  success: CheckCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

/** Ant Design's Alert with an icon: a success, a warning or an error, announced to screen readers. */
export function LightNotice({ type, children, ...rest }: Props) {
  return (
    <div
      {...rest}
      className={`light-notice light-notice-${type}`}
      role={type === 'error' ? 'alert' : 'status'}
    >
      <span className="light-notice-icon">
        <LightIcon icon={icons[type]} />
      </span>
      <span>{children}</span>
    </div>
  );
}
