import type { EntityManager } from 'typeorm';
import { badRequest } from '@teleplan/kit/errors';
import type { MessageCode } from '@teleplan/proto/message-codes';
import type { Role } from '@teleplan/proto/roles';
import type { PersonRow } from '../data/entities/person.entity.ts';
import { PeopleRepository } from '../data/people.repository.ts';

/**
 * The person `id` from the replica of accounts, who must hold `role` (granted, whatever their current
 * role); otherwise 400 with `code`. A person accounts never announced is refused the same way. With `lock`,
 * their row stays locked until the transaction ends.
 */
export async function personWithRole(
  manager: EntityManager,
  id: string,
  role: Role,
  code: MessageCode,
  lock = false,
): Promise<PersonRow> {
  const person = await new PeopleRepository(manager).get(id, lock);
  if (!person || !person.roles.includes(role)) throw badRequest(code, `This person does not hold ${role}`);
  return person;
}
