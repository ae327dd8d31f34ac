import { useTranslation } from 'react-i18next';
import { PORTAL_STEPS, type PortalStep } from './portal-steps.ts';

interface PortalStepperProps {
  step: PortalStep;
  /** Whether the person may go back to an earlier step (before the booking). */
  canGoBackTo: (step: PortalStep) => boolean;
  onGoBack: (step: PortalStep) => void;
}

/** The four steps as an ordered list: the current one marked, the completed ones buttons leading back. */
export function PortalStepper({ step, canGoBackTo, onGoBack }: PortalStepperProps) {
  const { t } = useTranslation('booking');
  return (
    <nav className="portal-stepper" aria-label={t('portal.steps')}>
      <ol>
        {PORTAL_STEPS.map((candidate) => {
          const name = t(`portal.stepName.${candidate}`);
          const state = candidate === step ? 'current' : candidate < step ? 'done' : 'next';
          return (
            <li key={candidate} className={`portal-stepper__step portal-stepper__step--${state}`}>
              {canGoBackTo(candidate) ? (
                <button
                  type="button"
                  className="portal-stepper__target"
                  aria-label={t('portal.stepDone', { name })}
                  onClick={() => onGoBack(candidate)}
                >
                  <span className="portal-stepper__number" aria-hidden="true">
                    ✓
                  </span>
                  <span>{name}</span>
                </button>
              ) : (
                <span
                  className="portal-stepper__target"
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  <span className="portal-stepper__number" aria-hidden="true">
                    {state === 'done' ? '✓' : candidate}
                  </span>
                  <span>{name}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
