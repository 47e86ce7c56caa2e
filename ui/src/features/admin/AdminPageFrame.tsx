import type { ReactNode } from 'react';

export interface AdminPageFrameProps {
  readonly title: string;
  /** Above the title, e.g. the dashboard's welcome. */
  readonly kicker?: ReactNode;
  /** Beside the title: the page's own buttons. */
  readonly tools?: ReactNode;
  readonly children: ReactNode;
}

/** An admin page: its h1 (the one heading the top bar's section title stands above) and its tools. */
export function AdminPageFrame({ title, kicker, tools, children }: AdminPageFrameProps) {
  return (
    <div className="admin-page admin-page--wide">
      <div className="admin-page__head">
        <div>
          {kicker}
          <h1 className="admin-page__title" id="admin-page-title">
            {title}
          </h1>
        </div>
        {tools && <div className="admin-page__tools">{tools}</div>}
      </div>
      {children}
    </div>
  );
}
