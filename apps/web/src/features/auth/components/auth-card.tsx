import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';
import { Logo } from '../../../components/logo';

type Props = { title: string; children: ReactNode; footer?: ReactNode };

/**
 * The centred card of the pages a visitor sees before signing in (/login, /action). Plain
 * elements instead of Card and Typography: they pull in tabs, menus and tooltips that these
 * pages do not need (see STACK.md on keeping the sign-in page light).
 */
export function AuthCard({ title, children, footer }: Props) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, background: token.colorBgLayout }}
    >
      <Flex vertical gap={16} style={{ width: '100%', maxWidth: 400 }}>
        <Flex
          vertical
          gap={20}
          style={{
            padding: 32,
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowTertiary,
          }}
        >
          <Logo />
          <h1
            style={{
              margin: 0,
              fontSize: token.fontSizeHeading3,
              fontWeight: token.fontWeightStrong,
              color: token.colorTextHeading,
            }}
          >
            {title}
          </h1>
          {children}
        </Flex>
        {footer}
      </Flex>
    </Flex>
  );
}

/** A line of secondary text under or inside the card. */
export function AuthNote({ children, center }: { children: ReactNode; center?: boolean }) {
  const { token } = theme.useToken();
  return (
    <p style={{ margin: 0, textAlign: center ? 'center' : undefined, color: token.colorTextSecondary }}>
      {children}
    </p>
  );
}
