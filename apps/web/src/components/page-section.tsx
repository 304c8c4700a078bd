import { useId, type ReactNode } from 'react';
import { Flex, theme, Typography } from 'antd';

type Props = { title: ReactNode; extra?: ReactNode; children: ReactNode };

/**
 * A titled block of a page, looking like a card: Ant Design's Card brings its tab bar's code
 * (about 11 kB gzipped) to every page that shows one. A region named by its title.
 */
export function PageSection({ title, extra, children }: Props) {
  const { token } = theme.useToken();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
      }}
    >
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: token.margin }}>
        <Typography.Title id={titleId} level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </section>
  );
}
