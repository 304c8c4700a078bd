import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import type { ReactNode } from 'react';
import { LightIcon } from './icon';
import './light.css';

type Props = { type: 'success' | 'error'; children: ReactNode; 'data-testid'?: string };

/** Ant Design's Alert with an icon: a success or an error, announced to screen readers. */
export function LightNotice({ type, children, ...rest }: Props) {
  return (
    <div
      {...rest}
      className={`light-notice light-notice-${type}`}
      role={type === 'error' ? 'alert' : 'status'}
    >
      <span className="light-notice-icon">
        <LightIcon icon={type === 'error' ? CloseCircleFilled : CheckCircleFilled} />
      </span>
      <span>{children}</span>
    </div>
  );
}
