import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSectorListQuery } from '../../../shared/places/places-api.ts';
import { HOME_PATH } from '../../../shared/routing/route-entry.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { ThemeToggle } from '../../../shared/ui/theme-toggle.tsx';
import { ConfirmationStep } from './confirmation-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { canGoBackTo, PORTAL_START, portalReducer } from './portal-steps.ts';
import { PortalStepper } from './portal-stepper.tsx';
import { RoomStep } from './room-step.tsx';
import { SlotStep } from './slot-step.tsx';
import { useUserPosition } from './use-user-position.ts';
import './booking-portal.css';

/** The time a patient should plan to spend at the room, told on every step (docs/constants.md). */
export const ESTIMATED_TIME_ON_SITE_MINUTES = 30;

/**
 * `/app/public-appointment`: the self-service booking portal, full screen, in four steps (room, time slot, doctor
 * and patient, confirmation). Open to admins, and to a sector manager once a sector is entrusted to them: the
 * rooms they may book are their sectors' (docs/screens.md#booking).
 */
export function BookingPortalPage() {
  const { t } = useTranslation('booking');
  const { claims } = useSession();
  const sectorManager = claims?.role === 'SECTOR_MANAGER';
  const sectors = useSectorListQuery(undefined, { skip: !sectorManager });
  const position = useUserPosition();
  const [state, dispatch] = useReducer(portalReducer, PORTAL_START);
  const { step, room } = state;

  // Each step's heading takes the focus when the step changes, so a screen reader says where the person is.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);

  const managedSectorIds = sectorManager ? (sectors.data ?? []).map((sector) => sector.id) : null;
  const headings = {
    1: t('portal.room.heading'),
    2: t('portal.slot.heading'),
    3: t('portal.details.heading'),
    4: t('portal.done.heading'),
  };

  function body() {
    if (sectorManager && sectors.isLoading) return <Spinner />;
    if (sectorManager && sectors.isError)
      return (
        <div className="notice notice--error" role="alert">
          <p>{t('portal.room.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void sectors.refetch()}>
            {t('portal.retry')}
          </Button>
        </div>
      );
    if (managedSectorIds?.length === 0)
      return <p className="notice notice--warning">{t('portal.noSector')}</p>;
    return (
      <>
        <PortalStepper
          step={step}
          canGoBackTo={(target) => canGoBackTo(state, target)}
          onGoBack={(target) => dispatch({ type: 'goTo', step: target })}
        />
        <section className="portal__step card" aria-labelledby="portal-step-heading">
          <p className="portal__muted">{t('portal.stepOf', { step, name: t(`portal.stepName.${step}`) })}</p>
          <h2 id="portal-step-heading" ref={heading} tabIndex={-1} className="portal__heading">
            {headings[step]}
          </h2>
          {step === 1 && (
            <RoomStep
              managedSectorIds={managedSectorIds}
              position={position}
              onChoose={(chosen) => dispatch({ type: 'room', room: chosen })}
            />
          )}
          {step === 2 && room && (
            <SlotStep
              room={room}
              slotTaken={state.slotTaken}
              onChoose={(start) => dispatch({ type: 'slot', start })}
            />
          )}
          {step === 3 && room && state.start && (
            <DetailsStep
              room={room}
              start={state.start}
              choice={state.choice}
              patient={state.patient}
              onChoice={(change) => dispatch({ type: 'choice', change })}
              onPatient={(patient) => dispatch({ type: 'patient', patient })}
              onBooked={(booked) => dispatch({ type: 'booked', booked })}
              onSlotGone={(message) => dispatch({ type: 'slotTaken', message })}
            />
          )}
          {step === 4 && room && state.booked && (
            <ConfirmationStep
              booked={state.booked}
              roomName={room.room.name}
              patient={state.patient}
              onAgain={() => dispatch({ type: 'restart' })}
            />
          )}
        </section>
      </>
    );
  }

  return (
    <div className="portal">
      <header className="portal__header">
        <div className="portal__title">
          <h1>{t('portal.title')}</h1>
          <p className="portal__on-site">{t('portal.onSite', { minutes: ESTIMATED_TIME_ON_SITE_MINUTES })}</p>
        </div>
        <div className="portal__tools">
          <Button variant="secondary" onClick={() => dispatch({ type: 'restart' })}>
            {t('portal.restart')}
          </Button>
          <Link className="btn btn--secondary" to={HOME_PATH}>
            {t('portal.quit')}
          </Link>
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <div className="portal__body">{body()}</div>
    </div>
  );
}
