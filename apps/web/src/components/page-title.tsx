import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A page's heading, drawn as Ant Design's `Typography.Title level={2}` with no margin, from the
 * same tokens. Typography and its editable-text machinery weigh 8 kB gzipped: a page that shows
 * no other Typography (user management) stays within the 400 kB a route may load (issue 7).
 */
export function PageTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <h2
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token.fontSizeHeading2,
        lineHeight: token.lineHeightHeading2,
        wordBreak: 'break-word',
      }}
    >
      {children}
    </h2>
  );
}
