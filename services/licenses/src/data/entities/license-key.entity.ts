import { EntitySchema } from 'typeorm';

/** A licence key issued here; `sectorId` is set once a sector consumed it. */
export interface LicenseKeyRow {
  id: string;
  /** The key as handed out (`TPL1.<payload>.<signature>`). */
  license: string;
  nbRooms: number;
  issuedAt: Date;
  /** The issuing account's id, or `cli`. */
  issuedBy: string;
  sectorId: string | null;
  consumedAt: Date | null;
}

export const LicenseKeyEntity = new EntitySchema<LicenseKeyRow>({
  name: 'LicenseKey',
  tableName: 'license_key',
  columns: {
    id: { type: 'uuid', primary: true },
    license: { type: 'text' },
    nbRooms: { type: 'integer', name: 'nb_rooms' },
    issuedAt: { type: 'timestamptz', name: 'issued_at' },
    issuedBy: { type: 'varchar', length: 64, name: 'issued_by' },
    sectorId: { type: 'uuid', name: 'sector_id', nullable: true },
    consumedAt: { type: 'timestamptz', name: 'consumed_at', nullable: true },
  },
});
