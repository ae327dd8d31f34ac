import type { ServiceDefinition } from '@teleplan/kit/service-definition';
import { definition as authenticator } from '@teleplan/authenticator';
import { definition as accounts } from '@teleplan/accounts';
import { definition as materialResources } from '@teleplan/material-resources';
import { definition as licenses } from '@teleplan/licenses';
import { definition as schedule } from '@teleplan/schedule';
import { definition as notification } from '@teleplan/notification';
import { definition as indicators } from '@teleplan/indicators';
import { definition as logger } from '@teleplan/logger';

/** Every service as both modes mount it, in the order of `SERVICES`. */
export const DEFINITIONS: readonly ServiceDefinition[] = [
  authenticator,
  accounts,
  materialResources,
  licenses,
  schedule,
  notification,
  indicators,
  logger,
];
