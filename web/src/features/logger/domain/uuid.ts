const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account, appointment, room... id as the services write them. */
export const isUuid = (value: string): boolean => UUID.test(value);
