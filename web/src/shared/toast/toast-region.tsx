import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { toastDismissed, type Toast, type ToastState } from './toast-slice.ts';

const LIFETIME_MS: Record<Toast['kind'], number> = { success: 5000, info: 5000, warning: 8000, error: 8000 };

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), LIFETIME_MS[toast.kind]);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.kind]);
  return (
    <li className={`toast toast--${toast.kind}`} data-testid="toast">
      <span className="toast__text">{toast.text}</span>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toast.close')}
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        ×
      </button>
    </li>
  );
}

/**
 * Where toasts appear. Two live regions so screen readers announce errors at once and the rest politely;
 * they stay in the DOM when empty, as live regions must exist before their content changes.
 */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useSelector((state: { toasts: ToastState }) => state.toasts.items);
  const errors = toasts.filter((x) => x.kind === 'error');
  const others = toasts.filter((x) => x.kind !== 'error');
  return (
    <section className="toast-region" aria-label={t('toast.region')}>
      {/* The live regions wrap the lists: a role on the <ul> itself would take its list semantics away. */}
      <div role="alert" aria-live="assertive">
        <ul className="toast-list">
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </ul>
      </div>
      <div role="status" aria-live="polite">
        <ul className="toast-list">
          {others.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </ul>
      </div>
    </section>
  );
}
