import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../definitions.ts';
import { SERVICES, gatewayUpstreams } from '../services.ts';

describe('the list of services', () => {
  it('names the services the composition roots mount, with their aliases, in the same order', () => {
    expect(SERVICES.map((service) => [service.name, service.aliases])).toEqual(
      DEFINITIONS.map((definition) => [definition.name, definition.aliases ?? []]),
    );
  });

  it('routes each base path to the service owning it', () => {
    expect(gatewayUpstreams((name) => `http://${name}:8080`)).toBe(
      'authenticator=http://authenticator:8080,accounts=http://accounts:8080,user-profiles=http://accounts:8080,material-resources=http://material-resources:8080,licenses=http://licenses:8080,schedule=http://schedule:8080,notification=http://notification:8080,indicators=http://indicators:8080,logger=http://logger:8080,bug-hunter=http://logger:8080',
    );
  });
});
