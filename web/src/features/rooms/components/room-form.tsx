import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { RoomType, Sector } from '@teleplan/proto/material-resources';
import type { CompositeProfile } from '@teleplan/proto/accounts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextAreaField } from '../../../shared/ui/text-area-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { geocodeAddress } from '../api/geocode.ts';
import {
  roomFormSchema,
  VIRTUAL_ADDRESS,
  type RoomFormContext,
  type RoomFormValues,
} from './room-form-schema.ts';
import { roomTypeLabel } from './room-type-label.ts';
import { fieldError } from '../../../shared/ui/formik-field.ts';

interface RoomFormProps {
  initialValues: RoomFormValues;
  context: RoomFormContext;
  /** The manager select (hidden for room roles; required when shown). */
  showManager: boolean;
  roomTypes: readonly RoomType[];
  sectors: readonly Sector[];
  managers: readonly CompositeProfile[];
  geocoderUrl: string | null;
  onSubmit: (values: RoomFormValues) => Promise<void>;
  onCancel: () => void;
}

const ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

/** The room form (docs/screens.md#forms): fields, rules, geocoding of the address, virtual rooms. */
export function RoomForm(props: RoomFormProps) {
  const { initialValues, context, showManager, roomTypes, sectors, managers, geocoderUrl } = props;
  const { t, i18n } = useTranslation('rooms');
  const toast = useToast();
  const [locating, setLocating] = useState(false);
  // A submit right after leaving the address field waits for its coordinates.
  const pendingLocation = useRef<Promise<{ latitude: number; longitude: number } | null>>(
    Promise.resolve(null),
  );
  const schema = useMemo(() => roomFormSchema(context), [context]);
  const form = useFormik<RoomFormValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values) => {
      if (showManager && !values.manager) {
        toast.warning(t('errors.managerMissing'));
        return;
      }
      const located = await pendingLocation.current;
      await props.onSubmit(located && !values.virtual ? { ...values, ...located } : values);
    },
  });
  const error = (name: keyof RoomFormValues) => fieldError(form, name, t);
  const field = (name: keyof RoomFormValues) => ({
    name,
    value: String(form.values[name] ?? ''),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: error(name),
  });

  const locate = async (address: string) => {
    setLocating(true);
    const result = await geocodeAddress(geocoderUrl, address.trim());
    setLocating(false);
    const position = result.found
      ? { latitude: result.latitude, longitude: result.longitude }
      : { latitude: 0, longitude: 0 };
    if (!result.found)
      toast.warning(
        t(result.reason === 'not-configured' ? 'formPage.geocodeUnavailable' : 'formPage.geocodeNotFound'),
      );
    await form.setValues((values) => ({ ...values, ...position }), false);
    return position;
  };
  const [locatedAddress, setLocatedAddress] = useState(initialValues.address);

  const setVirtual = (virtual: boolean) =>
    void form.setValues(
      (values) => ({
        ...values,
        virtual,
        address: virtual ? VIRTUAL_ADDRESS : values.address === VIRTUAL_ADDRESS ? '' : values.address,
        latitude: virtual ? 0 : values.latitude,
        longitude: virtual ? 0 : values.longitude,
      }),
      false,
    );

  const section = (title: string, children: ReactNode) => (
    <fieldset className="rooms-form__section">
      <legend>{title}</legend>
      <div className="rooms-form__grid">{children}</div>
    </fieldset>
  );
  const sectorsError = error('sectorsId');

  return (
    <form className="form rooms-form" noValidate onSubmit={form.handleSubmit}>
      {section(
        t('formPage.contact'),
        <>
          <TextField label={t('fields.name')} required {...field('name')} />
          <SelectField label={t('fields.roomType')} required {...field('roomType')}>
            <option value="">{t('fields.chooseRoomType')}</option>
            {roomTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {roomTypeLabel(type, i18n.language)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            required
            {...field('telephoneNumber')}
          />
          <TextField label={t('fields.email')} type="email" {...field('email')} />
          <TextField label={t('fields.url')} type="url" {...field('url')} />
          <TextField label={t('fields.dpiUrl')} type="url" {...field('dpiUrl')} />
          {showManager && (
            <SelectField label={t('fields.manager')} required {...field('manager')}>
              <option value="">{t('fields.chooseManager')}</option>
              {managers.map(({ profile, account }) => (
                <option key={profile.id} value={account?.id ?? profile.id}>
                  {`${profile.firstName} ${profile.lastName} (${account?.email ?? profile.email ?? ''})`}
                </option>
              ))}
            </SelectField>
          )}
          <SelectField label={t('fields.zone')} required={context.creating} {...field('zoneId')}>
            {ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </SelectField>
        </>,
      )}

      {context.creating &&
        context.choosesSectors &&
        section(
          t('fields.sectors'),
          <div className="rooms-form__wide">
            <div className="rooms-form__checks" role="group" aria-label={t('fields.sectors')}>
              {sectors.map((sector) => (
                <Checkbox
                  key={sector.id}
                  name="sectorsId"
                  value={sector.id}
                  label={sector.name}
                  checked={form.values.sectorsId.includes(sector.id)}
                  onChange={form.handleChange}
                />
              ))}
            </div>
            {sectorsError && <p className="field__error">{sectorsError}</p>}
          </div>,
        )}

      {section(
        t('formPage.place'),
        <>
          <Checkbox
            name="virtual"
            className="rooms-form__wide"
            label={t('fields.virtual')}
            checked={form.values.virtual}
            onChange={(event) => setVirtual(event.target.checked)}
          />
          <TextField
            className="rooms-form__wide"
            label={t('fields.address')}
            autoComplete="street-address"
            required={!form.values.virtual}
            disabled={form.values.virtual}
            hint={locating ? t('formPage.geocoding') : t('fields.addressHint')}
            {...field('address')}
            onBlur={(event) => {
              form.handleBlur(event);
              const address = event.target.value;
              if (address !== locatedAddress && address.trim() && !form.values.virtual) {
                setLocatedAddress(address);
                pendingLocation.current = locate(address);
              }
            }}
          />
          <TextField
            label={t('fields.latitude')}
            name="latitude"
            value={String(form.values.latitude)}
            readOnly
          />
          <TextField
            label={t('fields.longitude')}
            name="longitude"
            value={String(form.values.longitude)}
            readOnly
          />
          <TextAreaField
            label={t('fields.description')}
            className="rooms-form__wide"
            rows={3}
            {...field('description')}
          />
        </>,
      )}

      {section(
        t('formPage.settings'),
        <>
          <TextField
            label={t('fields.prepDuration')}
            type="number"
            min={0}
            step={10}
            inputMode="numeric"
            hint={t('fields.prepDurationHint')}
            {...field('prepDuration')}
          />
          {context.creating && (
            <Checkbox
              name="defaultOpeningPattern"
              className="rooms-form__wide"
              label={t('fields.defaultOpeningPattern')}
              checked={form.values.defaultOpeningPattern}
              onChange={form.handleChange}
            />
          )}
        </>,
      )}

      <div className="rooms-form__actions">
        <Button variant="secondary" onClick={props.onCancel}>
          {t('formPage.cancel')}
        </Button>
        <Button type="submit" busy={form.isSubmitting}>
          {t('formPage.save')}
        </Button>
      </div>
    </form>
  );
}
