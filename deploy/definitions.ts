import type { ServiceDefinition } from '@teleplan/kit/service-definition';
import { definition as authenticator } from '@teleplan/authenticator';
import { definition as accounts } from '@teleplan/accounts';
import { definition as licenses } from '@teleplan/licenses';

/** Every service as both modes mount it, in the order of `SERVICES`. */
export const DEFINITIONS: readonly ServiceDefinition[] = [authenticator, accounts, licenses];
