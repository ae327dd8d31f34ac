import { useTranslation } from 'react-i18next';
import { checkPassword, PASSWORD_MIN_LENGTH, type PasswordRule } from '@teleplan/proto/password-rules';
import { Icon } from './icon.tsx';
import { PASSWORD_RULES_NS } from './password-checklist-texts.ts';

const RULE_ORDER: PasswordRule[] = [
  'minLength',
  'uppercase',
  'lowercase',
  'digit',
  'special',
  'forbiddenChars',
];

interface ChecklistItemProps {
  met: boolean;
  label: string;
}

function ChecklistItem({ met, label }: ChecklistItemProps) {
  const { t } = useTranslation(PASSWORD_RULES_NS);
  return (
    <li className={`checklist__item checklist__item--${met ? 'met' : 'unmet'}`} data-met={met}>
      <Icon name={met ? 'check' : 'cross'} size={16} />
      <span>{label}</span>
      <span className="visually-hidden">: {met ? t('met') : t('notMet')}</span>
    </li>
  );
}

/** The password rules ticked live as the person types (the same function the server enforces). */
export function PasswordChecklist({
  id,
  password,
  confirmation,
}: {
  id: string;
  password: string;
  confirmation: string;
}) {
  const { t } = useTranslation(PASSWORD_RULES_NS);
  const checks = checkPassword(password);
  return (
    <div className="checklist" id={id}>
      <p className="checklist__title">{t('title')}</p>
      <ul className="checklist__items">
        {RULE_ORDER.map((rule) => (
          <ChecklistItem
            key={rule}
            met={checks[rule]}
            label={t(`rules.${rule}`, { min: PASSWORD_MIN_LENGTH })}
          />
        ))}
        <ChecklistItem
          met={confirmation.length > 0 && confirmation === password}
          label={t('rules.confirmation')}
        />
      </ul>
    </div>
  );
}
