import { startEarlyRefresh } from './shared/session/early-refresh.ts';

// Imported first by main.tsx, so evaluated before the rest of the application's code.
startEarlyRefresh();
