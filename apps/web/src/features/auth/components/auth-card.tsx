import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import '../../../components/light/light.css';

type Props = { title: string; children: ReactNode; footer?: ReactNode };

/**
 * The centred card of the pages a visitor sees before signing in (/login, /action), in plain
 * elements with Ant Design's tokens: the sign-in page loads no Ant Design (issue 7's 150 kB).
 */
export function AuthCard({ title, children, footer }: Props) {
  return (
    <main className="light-page">
      <div className="light-column">
        <div className="light-card">
          <Logo />
          <h1>{title}</h1>
          {children}
        </div>
        {footer}
      </div>
    </main>
  );
}

/** A line of secondary text under or inside the card. */
export function AuthNote({ children, center }: { children: ReactNode; center?: boolean }) {
  return <p className={center ? 'light-note light-note-center' : 'light-note'}>{children}</p>;
}
