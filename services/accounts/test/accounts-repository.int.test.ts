import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountsRepository } from '../src/data/accounts.repository.ts';
import { ProfilesRepository } from '../src/data/profiles.repository.ts';
import { startAccounts, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => h?.close());

describe('AccountsRepository.findByEmail', () => {
  it('reads the account and its profile in one statement, as the separate reads give them', async () => {
    const person = await h.person(['ROOM_USER', 'DOCTOR']);
    const runner = h.service.dataSource.createQueryRunner();
    try {
      const statements = vi.spyOn(runner, 'query');
      const found = await new AccountsRepository(runner.manager).findByEmail(person.email.toUpperCase());
      expect(statements).toHaveBeenCalledTimes(1);

      const manager = h.service.dataSource.manager;
      expect(found).toEqual({
        account: await new AccountsRepository(manager).find(person.id),
        profile: await new ProfilesRepository(manager).find(person.id),
      });
      expect(found?.account.grantedRoles).toEqual(['ROOM_USER', 'DOCTOR']);
    } finally {
      await runner.release();
    }
  });

  it('finds nothing for an email no profile holds, nor for a patient without account', async () => {
    const patient = await h.patient();
    const accounts = new AccountsRepository(h.service.dataSource.manager);
    expect(await accounts.findByEmail('nobody@test.teleplan.fr')).toBeNull();
    expect(await accounts.findByEmail(patient.email!)).toBeNull();
  });
});
