import { allowOwnNavigation } from './back-guard';

/**
 * The few navigations outside react-router (full reloads, the OAuth2 in-app login). One mutable
 * object so tests can replace the methods: jsdom cannot reload or navigate.
 */
export const browserLocation = {
  reload(): void {
    allowOwnNavigation();
    window.location.reload();
  },
  assign(url: string): void {
    allowOwnNavigation();
    window.location.assign(url);
  },
  /** Leaves without a history entry (the in-app sign-in's authorize round trip, issue 8). */
  replace(url: string): void {
    allowOwnNavigation();
    window.location.replace(url);
  },
  /** pathname + search + hash, the "full path" the redirect query carries. */
  fullPath(): string {
    const { pathname, search, hash } = window.location;
    return `${pathname}${search}${hash}`;
  },
  userAgent(): string {
    return typeof navigator === 'undefined' ? '' : navigator.userAgent;
  },
};
