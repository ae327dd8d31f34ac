import { useTranslation } from 'react-i18next';
import { formatPhone } from '../format/phone.ts';
import { CopyButton } from './copy-button.tsx';
import { UI_NS } from './ui-texts.ts';
import './contact-facts.css';

interface ContactFactsProps {
  email: string | null | undefined;
  /** As stored (E.164 or typed); shown and copied in French national format. */
  phone: string | null | undefined;
}

/** The email (mailto) and phone (tel) rows of a person's `<dl>`, each with a copy button. */
export function ContactFacts({ email, phone }: ContactFactsProps) {
  const { t } = useTranslation(UI_NS);
  const shownPhone = formatPhone(phone);
  const copyTexts = (what: string) => ({
    label: t('copy', { what: what.toLowerCase() }),
    copied: t('copied', { what }),
    failed: t('copyFailed'),
  });
  const none = <span className="contact-facts__none">{t('contact.none')}</span>;
  return (
    <>
      <dt>{t('contact.email')}</dt>
      <dd className="contact-facts__row">
        {email ? (
          <>
            <a href={`mailto:${email}`} aria-label={t('contact.writeTo', { email })}>
              {email}
            </a>
            <CopyButton value={email} {...copyTexts(t('contact.email'))} />
          </>
        ) : (
          none
        )}
      </dd>
      <dt>{t('contact.phone')}</dt>
      <dd className="contact-facts__row">
        {shownPhone ? (
          <>
            <a href={`tel:${phone}`} aria-label={t('contact.call', { phone: shownPhone })}>
              {shownPhone}
            </a>
            <CopyButton value={shownPhone} {...copyTexts(t('contact.phone'))} />
          </>
        ) : (
          none
        )}
      </dd>
    </>
  );
}
