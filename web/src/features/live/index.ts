// What the other features use of the live feed: the home page's panel.
export { LivePanel } from './components/live-panel.tsx';
// What the feed brought since sign-in (the doctor's dashboard refreshes its figures on each new event).
export { useLiveFeed } from './live-feed-context.ts';
