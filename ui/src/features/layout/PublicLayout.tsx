import './layout.css';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { PublicHeader } from './PublicHeader';
import { useScreenChange } from './screen-change';
import { SkipLink } from './SkipLink';

export function PublicLayout({ children }: { children: ReactNode }) {
  useScreenChange();
  return (
    <div className="app-shell">
      <SkipLink />
      <PublicHeader />
      <main className="app-main" id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
