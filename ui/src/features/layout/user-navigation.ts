import { navigateTo } from '../../app/navigation';

/** SPEC §2 user header links, in order, with Browse after Home. */
export const userNavigation = [
  { label: 'Home', href: '/recommendations', icon: 'home' },
  { label: 'Browse', href: '/browse', icon: 'grid-view' },
  { label: 'Watchlists', href: '/watchlists', icon: 'list' },
  { label: 'Favorites', href: '/favorites', icon: 'heart' },
  { label: 'Following', href: '/following', icon: 'people' },
  { label: 'Diary', href: '/diary', icon: 'book' },
] as const;

export const SUBSCRIPTION_SECTION_ID = 'subscription-plans-section';

/** Scrolls to the plans on /me; a page that is still loading may call it again once it has. */
export function scrollToSubscriptionSection(): boolean {
  const section = document.getElementById(SUBSCRIPTION_SECTION_ID);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return section !== null;
}

/**
 * SPEC §2: Subscription goes to /me#subscription-plans-section, and only scrolls when already on /me
 * (changing the hash alone would not move a page that is already open).
 */
export function goToSubscription(currentLocation: string): void {
  if (currentLocation === '/me') {
    window.history.replaceState(window.history.state, '', `/me#${SUBSCRIPTION_SECTION_ID}`);
    scrollToSubscriptionSection();
    return;
  }
  navigateTo(`/me#${SUBSCRIPTION_SECTION_ID}`);
}
