import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { SessionState } from '../session/session-slice.ts';
import type { ToastState } from '../toast/toast-slice.ts';

/** The part of the store that shared code relies on; the app's store adds the API cache beside it. */
export interface SharedState {
  session: SessionState;
  toasts: ToastState;
}

export type SharedDispatch = ThunkDispatch<SharedState, unknown, UnknownAction>;
export type SharedThunk<R> = ThunkAction<Promise<R>, SharedState, unknown, UnknownAction>;

export const useSharedDispatch = useDispatch.withTypes<SharedDispatch>();
export const useSharedSelector = useSelector.withTypes<SharedState>();
