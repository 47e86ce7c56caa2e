import './layout.css';
import type { ReactNode } from 'react';
import { UpgradeDialog } from '../library/UpgradeDialog';
import { WatchlistDialog } from '../watchlists/WatchlistDialog';
import { Footer } from './Footer';
import { useScreenChange } from './screen-change';
import { SkipLink } from './SkipLink';
import { UserHeader } from './UserHeader';

/** The signed-in screens: the user header, the screen, the footer. */
export function UserLayout({ children }: { children: ReactNode }) {
  useScreenChange();
  return (
    <div className="app-shell">
      <SkipLink />
      <UserHeader />
      <main className="app-main" id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <WatchlistDialog />
      <UpgradeDialog />
    </div>
  );
}
