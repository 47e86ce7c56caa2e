import './auth-forms.css';
import { Card, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  readonly icon: IconName;
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
  /** Below the card: the way to the other form (sign up, sign in). */
  readonly footer?: ReactNode;
}

/** The frame of the sign-in, sign-up, verify and reset screens: one centred card. */
export function AuthCard({ icon, title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="page auth-page">
      <div className="auth-page__inner">
        <Card className="auth-card" elevation={2}>
          <div className="auth-card__badge" aria-hidden="true">
            <Icon icon={icon} size={22} />
          </div>
          <h1 className="auth-card__title">{title}</h1>
          {lead && <p className="auth-card__lead">{lead}</p>}
          {children}
        </Card>
        {footer && <p className="auth-page__footer">{footer}</p>}
      </div>
    </div>
  );
}
