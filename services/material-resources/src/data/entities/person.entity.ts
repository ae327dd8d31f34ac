// Accounts' people as this service keeps them: the kit's replica table, which schedule and material-resources share.
export { PersonEntity, type PersonRow } from '@teleplan/kit/db/person-replica.entity';
