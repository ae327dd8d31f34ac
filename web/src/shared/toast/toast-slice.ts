import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  /** Already translated: the text is fixed when the event happens. */
  text: string;
}

export interface ToastState {
  items: Toast[];
}

const initialState: ToastState = { items: [] };
const MAX_VISIBLE = 4;

export const toastSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
        if (state.items.length > MAX_VISIBLE) state.items.splice(0, state.items.length - MAX_VISIBLE);
      },
      prepare(kind: ToastKind, text: string) {
        return { payload: { id: nanoid(), kind, text } };
      },
    },
    /** Drops every toast, e.g. the failed attempts once a sign-in succeeds. */
    toastsCleared(state) {
      state.items = [];
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed, toastsCleared } = toastSlice.actions;
