import type { ServiceDefinition } from '@teleplan/kit/service-definition';
import { definition as authenticator } from '@teleplan/authenticator';
import { definition as accounts } from '@teleplan/accounts';
import { definition as schedule } from '@teleplan/schedule';

/** Every service as both modes mount it, in the order of `SERVICES`. */
export const DEFINITIONS: readonly ServiceDefinition[] = [authenticator, accounts, schedule];
