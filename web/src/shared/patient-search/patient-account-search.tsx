import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Profile } from '@teleplan/proto/accounts';
import { useDebouncedValue } from '../api/use-debounced-value.ts';
import { formatPhone } from '../format/phone.ts';
import { useToast } from '../toast/use-toast.ts';
import { Spinner } from '../ui/spinner.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useSearchPatientsQuery } from './patient-search-api.ts';
import { patientSearchOf } from './patient-search-rules.ts';
import { PATIENT_SEARCH_NS } from './patient-search-texts.ts';
import './patient-account-search.css';

interface PatientAccountSearchProps {
  /** Called with the chosen patient. */
  onSelect: (patient: Profile) => void;
  /** Patients already chosen elsewhere (the booking wizard), left out of the results. */
  excludeIds?: readonly string[];
}

/** Finds a patient's profile by full name or email (the booking wizard; the patients list has its filters). */
export function PatientAccountSearch({ onSelect, excludeIds = [] }: PatientAccountSearchProps) {
  const { t } = useTranslation(PATIENT_SEARCH_NS);
  const toast = useToast();
  const [text, setText] = useState('');
  const search = patientSearchOf(useDebouncedValue(text));
  const found = useSearchPatientsQuery(search ?? skipToken);
  const failed = found.isError;

  useEffect(() => {
    if (failed) toast.error(t('failed'));
  }, [failed, toast, t]);

  const patients = (found.data ?? []).filter((patient) => !excludeIds.includes(patient.id));
  return (
    <div className="patient-search">
      <TextField
        label={t('label')}
        name="patient-search"
        type="search"
        autoComplete="off"
        hint={t('hint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {search && found.isFetching && <Spinner size="small" />}
      {search && !found.isFetching && found.isSuccess && (
        <div aria-live="polite">
          {patients.length === 0 ? (
            <p className="patient-search__empty">{t('empty')}</p>
          ) : (
            <ul className="patient-search__results" aria-label={t('results')}>
              {patients.map((patient) => (
                <li key={patient.id}>
                  <button type="button" className="patient-search__result" onClick={() => onSelect(patient)}>
                    <strong>
                      {patient.lastName} {patient.firstName}
                    </strong>
                    <span>{patient.email ?? t('noEmail')}</span>
                    {patient.telephoneNumber && <span>{formatPhone(patient.telephoneNumber)}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
