import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A titled, bordered section of the sheet page, drawn like a small Ant Design Card. Not the Card
 * itself: it brings the Tabs component along, and the page must stay within a route's 400 kB.
 */
export function SheetPanel(props: {
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <section
      data-testid={props.testId}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        ...props.style,
      }}
    >
      {props.title && (
        <div
          style={{
            padding: `${token.paddingXS}px ${token.paddingSM}px`,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {props.title}
        </div>
      )}
      <div style={{ padding: token.paddingSM }}>{props.children}</div>
    </section>
  );
}
