import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PLANNING_DOCTORS } from '../hooks/use-planning-doctors.ts';
import './doctor-picker.css';

export interface DoctorChoice {
  id: string;
  name: string;
}

interface DoctorPickerProps {
  doctors: readonly DoctorChoice[];
  chosen: readonly string[];
  onToggle: (id: string) => void;
}

/** Chooses up to 3 doctors: a filter field, then one checkbox per doctor (the others lock once 3 are chosen). */
export function DoctorPicker({ doctors, chosen, onToggle }: DoctorPickerProps) {
  const { t } = useTranslation('calendar');
  const [filter, setFilter] = useState('');
  const full = chosen.length >= MAX_PLANNING_DOCTORS;
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = doctors.filter((doctor) => words.every((word) => doctor.name.toLowerCase().includes(word)));
  return (
    <fieldset className="doctor-picker card">
      <legend className="doctor-picker__legend">{t('multi.legend')}</legend>
      <input
        type="search"
        className="field__input"
        placeholder={t('multi.choose')}
        aria-label={t('multi.choose')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <p className="doctor-picker__count" aria-live="polite">
        {t('multi.chosen', { count: chosen.length })}
        {full ? ` — ${t('multi.max')}` : ''}
      </p>
      <ul className="doctor-picker__list">
        {shown.map((doctor) => {
          const checked = chosen.includes(doctor.id);
          return (
            <li key={doctor.id}>
              <label>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => onToggle(doctor.id)}
                />
                {doctor.name}
              </label>
            </li>
          );
        })}
        {shown.length === 0 && <li className="doctor-picker__empty">{t('multi.noDoctor')}</li>}
      </ul>
    </fieldset>
  );
}
