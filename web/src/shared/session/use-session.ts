import { useSharedSelector } from '../store/shared-state.ts';

export function useSession() {
  return useSharedSelector((state) => state.session);
}
