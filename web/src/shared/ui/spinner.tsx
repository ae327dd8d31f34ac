import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  size?: 'small' | 'large';
  /** Inside a control that already says what is happening: hide it from screen readers. */
  decorative?: boolean;
  label?: string;
}

export function Spinner({ size = 'large', decorative = false, label }: SpinnerProps) {
  const { t } = useTranslation();
  if (decorative) return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return <span className={`spinner spinner--${size}`} role="status" aria-label={label ?? t('loading')} />;
}

/** A full-area waiting screen with its reason in words. */
export function LoadingScreen({ text }: { text: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Spinner decorative />
      <p>{text}</p>
    </div>
  );
}
