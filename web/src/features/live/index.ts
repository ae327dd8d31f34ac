// What the other features use of the live feed: the home page's panel.
export { LivePanel } from './components/live-panel.tsx';
