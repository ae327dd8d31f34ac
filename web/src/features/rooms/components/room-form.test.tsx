import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoomType, Sector } from '@teleplan/proto/material-resources';
import type { CompositeProfile } from '@teleplan/proto/accounts';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { json, mockFetch } from '../../../testing/fetch-mock.ts';
import { RoomForm } from './room-form.tsx';
import type { RoomFormContext, RoomFormValues } from './room-form-schema.ts';

const roomType: RoomType = {
  id: '0190a0b0-0000-7000-8000-0000000000a1',
  name: 'CABINE',
  enabled: true,
  translations: { fr: 'Cabine', en: 'Booth' },
};
const sector: Sector = {
  id: '0190a0b0-0000-7000-8000-0000000000b1',
  name: 'Aube',
  enabled: true,
  manager: null,
  roomIds: [],
  doctorIds: [],
  doctors: [],
};
const managerId = '0190a0b0-0000-7000-8000-0000000000c1';
const manager: CompositeProfile = {
  profile: {
    id: managerId,
    firstName: 'Rémi',
    lastName: 'Gérant',
    email: 'remi@example.fr',
    telephoneNumber: null,
    sex: 'M',
    zone: 'Europe/Paris',
    staff: true,
    audit: { createdDate: 0 },
    accountId: managerId,
  },
  account: {
    id: managerId,
    enabled: true,
    grantedRoles: ['ROOM_MANAGER'],
    preferredRole: null,
    email: 'remi@example.fr',
  },
};

const empty: RoomFormValues = {
  name: '',
  roomType: '',
  telephoneNumber: '',
  zoneId: 'Europe/Paris',
  sectorsId: [],
  manager: '',
  email: '',
  url: '',
  dpiUrl: '',
  description: '',
  address: '',
  virtual: false,
  latitude: 0,
  longitude: 0,
  defaultOpeningPattern: true,
  prepDuration: '10',
};

interface Options {
  context?: RoomFormContext;
  showManager?: boolean;
  geocoderUrl?: string | null;
  initialValues?: Partial<RoomFormValues>;
}

function renderForm({
  context = { creating: true, choosesSectors: true },
  showManager = true,
  geocoderUrl = null,
  initialValues = {},
}: Options = {}) {
  const onSubmit = vi.fn(async (_values: RoomFormValues) => undefined);
  const { store } = renderWithStore(
    <RoomForm
      initialValues={{ ...empty, ...initialValues }}
      context={context}
      showManager={showManager}
      roomTypes={[roomType]}
      sectors={[sector]}
      managers={[manager]}
      geocoderUrl={geocoderUrl}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  const toasts = () => store.getState().toasts.items.map((toast) => `${toast.kind}: ${toast.text}`);
  return { onSubmit, toasts, user: userEvent.setup({ delay: null }) };
}

const save = () => screen.getByRole('button', { name: 'Enregistrer' });

/** Typing letter by letter re-validates the whole form each time: paste the text instead. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, address = '1 rue de Paris, Troyes') {
  await fill(user, screen.getByLabelText(/^Nom/), 'Salle A');
  await user.selectOptions(screen.getByLabelText('Type de salle'), roomType.id);
  await fill(user, screen.getByLabelText(/^Téléphone/), '03 25 00 00 00');
  await user.click(screen.getByLabelText('Aube'));
  await user.selectOptions(screen.getByLabelText('Gérant de la salle'), managerId);
  if (address) await fill(user, screen.getByLabelText(/^Adresse/), address);
}

// Each test walks a whole form through formik and yup in jsdom: slow on a shared machine.
describe('the room form', { timeout: 30_000 }, () => {
  it('requires the name, room type, phone, sectors (on create, for admins) and the address', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(save());
    expect(await screen.findAllByText('Champ obligatoire')).toHaveLength(4);
    expect(screen.getByText('Choisissez au moins un cabinet')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a badly formed email and DPI link with the spec messages', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    await fill(user, screen.getByLabelText('Email de contact'), 'not-an-email');
    await user.type(screen.getByLabelText('Lien du dossier patient (DPI)'), 'dossier patient');
    await user.click(save());
    expect(await screen.findByText("Le format de l'email n'est pas bon")).toBeInTheDocument();
    expect(screen.getByText("Le format de l'url n'est pas bon")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('blocks the submit with a toast asking for a room manager when none is chosen', async () => {
    const { onSubmit, toasts, user } = renderForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Gérant de la salle'), '');
    await user.click(save());
    await waitFor(() => expect(toasts()).toContain('warning: Veuillez sélectionner un gérant de salle'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives a virtual room the address "Virtual" and no coordinates, without asking for an address', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user, '');
    await user.click(screen.getByLabelText('Salle virtuelle'));
    expect(screen.getByLabelText(/^Adresse/)).toHaveValue('Virtual');
    expect(screen.getByLabelText(/^Adresse/)).toBeDisabled();
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      virtual: true,
      address: 'Virtual',
      latitude: 0,
      longitude: 0,
    });
  });

  it('needs no sectors when a sector manager creates (their own sector is used) nor when editing', async () => {
    const { onSubmit, user } = renderForm({ context: { creating: false, choosesSectors: false } });
    expect(screen.queryByLabelText('Aube')).toBeNull();
    await fill(user, screen.getByLabelText(/^Nom/), 'Salle A');
    await user.selectOptions(screen.getByLabelText('Type de salle'), roomType.id);
    await fill(user, screen.getByLabelText(/^Téléphone/), '03 25 00 00 00');
    await user.selectOptions(screen.getByLabelText('Gérant de la salle'), managerId);
    await fill(user, screen.getByLabelText(/^Adresse/), '1 rue de Paris');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('hides the manager select from room roles and then does not ask for one', async () => {
    const { onSubmit, user } = renderForm({
      showManager: false,
      context: { creating: false, choosesSectors: false },
    });
    expect(screen.queryByLabelText('Gérant de la salle')).toBeNull();
    await fill(user, screen.getByLabelText(/^Nom/), 'Salle A');
    await user.selectOptions(screen.getByLabelText('Type de salle'), roomType.id);
    await fill(user, screen.getByLabelText(/^Téléphone/), '03 25 00 00 00');
    await fill(user, screen.getByLabelText(/^Adresse/), '1 rue de Paris');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('warns and keeps coordinates 0 when no geocoder is configured, calling nothing', async () => {
    const { calls } = mockFetch();
    const { onSubmit, toasts, user } = renderForm({ initialValues: { latitude: 48, longitude: 4 } });
    await fillRequired(user);
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(toasts()).toContain(
      "warning: Aucun service de géolocalisation n'est configuré : les coordonnées restent à 0.",
    );
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ latitude: 0, longitude: 0 });
    expect(calls).toHaveLength(0);
  });

  it('locates the address with the configured geocoder and submits its coordinates', async () => {
    const { calls } = mockFetch((call) =>
      call.url.origin === 'http://geo.test'
        ? json(200, {
            type: 'FeatureCollection',
            features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [4.0744, 48.2973] } }],
          })
        : undefined,
    );
    const { onSubmit, user } = renderForm({ geocoderUrl: 'http://geo.test/search/' });
    await fillRequired(user, '12 rue de la République, 10000 Troyes');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ latitude: 48.2973, longitude: 4.0744 });
    expect(calls[0]!.url.searchParams.get('q')).toBe('12 rue de la République, 10000 Troyes');
    expect(calls[0]!.url.searchParams.get('limit')).toBe('1');
  });

  it('warns and sets coordinates 0 when the geocoder finds nothing', async () => {
    mockFetch(() => json(200, { type: 'FeatureCollection', features: [] }));
    const { toasts, user } = renderForm({
      geocoderUrl: 'http://geo.test/search/',
      initialValues: { latitude: 48, longitude: 4 },
    });
    await fill(user, screen.getByLabelText(/^Adresse/), 'nulle part');
    await user.tab();
    await waitFor(() =>
      expect(toasts()).toContain('warning: Adresse introuvable : les coordonnées restent à 0.'),
    );
    expect(screen.getByLabelText('Latitude')).toHaveValue('0');
  });

  it('disables the submit button while saving', async () => {
    let finish: () => void = () => undefined;
    const { onSubmit, user } = renderForm({
      showManager: false,
      context: { creating: false, choosesSectors: false },
    });
    onSubmit.mockImplementation(
      () => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))),
    );
    await fill(user, screen.getByLabelText(/^Nom/), 'Salle A');
    await user.selectOptions(screen.getByLabelText('Type de salle'), roomType.id);
    await fill(user, screen.getByLabelText(/^Téléphone/), '03 25 00 00 00');
    await fill(user, screen.getByLabelText(/^Adresse/), '1 rue de Paris');
    await user.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    finish();
    await waitFor(() => expect(save()).toBeEnabled());
  });
});
