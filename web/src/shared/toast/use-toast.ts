import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown, toastsCleared } from './toast-slice.ts';

/** Shows translated texts as toasts. */
export function useToast() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      success: (text: string) => dispatch(toastShown('success', text)),
      error: (text: string) => dispatch(toastShown('error', text)),
      warning: (text: string) => dispatch(toastShown('warning', text)),
      info: (text: string) => dispatch(toastShown('info', text)),
      clear: () => dispatch(toastsCleared()),
    }),
    [dispatch],
  );
}
