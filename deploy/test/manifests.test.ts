import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { DEPLOYABLES, SERVICES, type Topology } from '../services.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Names whose values are credentials, and URLs that carry a password. */
const SENSITIVE_NAME = /(PASSWORD|_PASS|SECRET|HMAC_KEY|TOKEN|PRIVATE_KEY|CREDENTIALS?)$/i;
const URL_WITH_PASSWORD = /:\/\/[^:/@\s]+:([^@\s]+)@/;
/** A compose value that only refers to the .env file: `${NAME}` / `${NAME:?message}` / `${NAME:-default}`. */
const ENV_REFERENCE = /^\$\{[A-Z0-9_]+(?::[?-][^}]*)?\}$/;

/**
 * A container topology (SMTP, no outbox, no demo seeding): the keys each service is given a value for are the
 * environment compose and k8s must set too (the distributed starter and the standalone root set them already).
 */
const CONTAINER_TOPOLOGY: Topology = {
  publicUrl: 'https://teleplan.example.org',
  serviceUrl: (name) => `http://${name}/api/${name}`,
  mailOutboxDir: '',
  smtpUrl: 'smtp://mailpit:1025',
  secrets: {
    keyEncryption: 'x',
    captchaHmac: 'x',
    notificationSecrets: 'x',
    loggerSecrets: 'x',
    materialResourcesClient: 'x',
    notificationClient: 'x',
    indicatorsClient: 'x',
  },
};
const requiredEnv = (service: (typeof SERVICES)[number]) =>
  Object.entries(service.env(CONTAINER_TOPOLOGY))
    .filter(([, value]) => value !== '')
    .map(([key]) => key);

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string | number | boolean>;
  healthcheck?: { test?: string[] | string };
  profiles?: string[];
}

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const services = compose.services;

  it('runs postgres, rabbitmq and a mail catcher beside the platform', () => {
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.rabbitmq?.image).toMatch(/^rabbitmq:/);
    expect(services.mailpit?.image).toMatch(/mailpit/);
  });

  it.each(DEPLOYABLES)('builds %s from deploy/Dockerfile by argument and checks its health', (name) => {
    const service = services[name];
    expect(service, `${name} missing from docker-compose.yml`).toBeDefined();
    expect(service!.build).toMatchObject({
      context: '.',
      dockerfile: 'deploy/Dockerfile',
      args: { SERVICE: name },
    });
    const probe = [service!.healthcheck?.test ?? []].flat().join(' ');
    expect(probe).toMatch(new RegExp(`/api/${name}/(ready|health)`));
  });

  it('creates one database per service and gives each service its own', () => {
    const databases = String(services.postgres!.environment!.TELEPLAN_DATABASES).split(/\s+/);
    for (const { name } of SERVICES) {
      expect(databases).toContain(`teleplan_${name}`);
      expect(String(services[name]!.environment!.DATABASE_URL)).toMatch(new RegExp(`/teleplan_${name}$`));
    }
    expect(read('deploy/compose/init-databases.sh')).toContain('TELEPLAN_DATABASES');
  });

  it('routes every base path of every service through the gateway', () => {
    const upstreams = String(services.gateway!.environment!.GATEWAY_UPSTREAMS);
    for (const service of SERVICES) {
      for (const base of [service.name, ...service.aliases]) {
        expect(upstreams).toContain(`${base}=http://${service.name}:8080`);
      }
    }
  });

  it('holds no password or secret literally, only ${...} references to the .env file', () => {
    const offenders: string[] = [];
    for (const [serviceName, service] of Object.entries(services)) {
      for (const [key, raw] of Object.entries(service.environment ?? {})) {
        const value = String(raw);
        if (SENSITIVE_NAME.test(key) && !ENV_REFERENCE.test(value)) offenders.push(`${serviceName}.${key}`);
        const password = URL_WITH_PASSWORD.exec(value)?.[1];
        if (password !== undefined && !ENV_REFERENCE.test(password))
          offenders.push(`${serviceName}.${key} (URL)`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it.each(SERVICES)('gives $name every variable the platform gives it', (service) => {
    const environment = Object.keys(services[service.name]!.environment ?? {});
    for (const key of requiredEnv(service)) expect(environment, key).toContain(key);
  });

  it('registers every calling service as a client of the authenticator', () => {
    const clients = String(services.authenticator!.environment!.AUTHENTICATOR_SERVICE_CLIENTS);
    expect(clients).toContain('material-resources:${MATERIAL_RESOURCES_CLIENT_SECRET:?');
    expect(clients).toContain('notification:${NOTIFICATION_CLIENT_SECRET:?');
  });

  it('documents every referenced variable in .env.example', () => {
    const example = read('.env.example');
    const referenced = new Set(
      [...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((match) => match[1]!),
    );
    expect(referenced.size).toBeGreaterThan(0);
    for (const name of referenced) expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: Record<string, unknown>;
}

interface Container {
  name: string;
  image: string;
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

function yamlFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(relative);
    return /\.ya?ml$/.test(entry.name) ? [relative] : [];
  });
}

describe('k8s manifests', () => {
  const files = yamlFiles('k8s');
  const objects = files
    .filter((file) => path.basename(file) !== 'kustomization.yaml')
    .flatMap((file) => parseAllDocuments(read(file)).map((document) => document.toJS() as K8sObject))
    .filter(Boolean);
  const find = (kind: string, name: string) =>
    objects.find((object) => object.kind === kind && object.metadata.name === name);
  const podSpec = (deployment: K8sObject) =>
    (deployment.spec as { template: { spec: { containers: Container[] } } }).template.spec;

  it.each(DEPLOYABLES)(
    'deploys %s with readiness and liveness probes, resources, a Service and a ConfigMap',
    (name) => {
      const deployment = find('Deployment', name);
      expect(deployment, `Deployment ${name}`).toBeDefined();
      const container = podSpec(deployment!).containers.find((candidate) => candidate.name === name)!;
      expect(container.image).toBe(`teleplan/${name}`);
      expect(container.readinessProbe?.httpGet?.path).toBe(`/api/${name}/ready`);
      expect(container.livenessProbe?.httpGet?.path).toBe(`/api/${name}/health`);
      expect(container.resources?.requests?.cpu).toBeDefined();
      expect(container.resources?.limits?.memory).toBeDefined();
      expect(container.envFrom?.map((source) => source.configMapRef?.name)).toContain(name);
      expect(find('Service', name), `Service ${name}`).toBeDefined();
      expect(find('ConfigMap', name), `ConfigMap ${name}`).toBeDefined();
    },
  );

  it.each(DEPLOYABLES)(
    'stops %s only once Kubernetes stopped routing to it, within the grace period with its 10 s drain',
    (name) => {
      const spec = podSpec(find('Deployment', name)!) as {
        terminationGracePeriodSeconds?: number;
        containers: Container[];
      };
      const container = spec.containers.find((candidate) => candidate.name === name)!;
      const pause = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
      expect(pause).toBeGreaterThanOrEqual(3);
      expect(pause + 10).toBeLessThan(spec.terminationGracePeriodSeconds ?? 30);
    },
  );

  it('exposes the gateway, and only the gateway, through an Ingress', () => {
    const ingresses = objects.filter((object) => object.kind === 'Ingress');
    expect(ingresses).toHaveLength(1);
    expect(JSON.stringify(ingresses[0]!.spec)).toContain('"service":{"name":"gateway"');
  });

  it('routes every base path of every service through the gateway', () => {
    const upstreams = find('ConfigMap', 'gateway')!.data!.GATEWAY_UPSTREAMS!;
    for (const service of SERVICES) {
      for (const base of [service.name, ...service.aliases])
        expect(upstreams).toContain(`${base}=http://${service.name}`);
    }
  });

  it('reads every credential from a Secret reference, never from a literal', () => {
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
    const offenders: string[] = [];
    for (const object of objects) {
      if (object.kind === 'ConfigMap') {
        for (const [key, value] of Object.entries(object.data ?? {})) {
          if (SENSITIVE_NAME.test(key) || URL_WITH_PASSWORD.test(value))
            offenders.push(`ConfigMap ${object.metadata.name}.${key}`);
        }
      }
      if (object.kind === 'Deployment' || object.kind === 'Job') {
        for (const container of podSpec(object).containers) {
          for (const variable of container.env ?? []) {
            const sensitive =
              SENSITIVE_NAME.test(variable.name) || /DATABASE_URL|AMQP_URL|SMTP_URL/.test(variable.name);
            if (variable.value !== undefined && (sensitive || URL_WITH_PASSWORD.test(variable.value))) {
              offenders.push(`${object.kind} ${object.metadata.name}.${variable.name}`);
            }
            if (sensitive && !variable.valueFrom?.secretKeyRef)
              offenders.push(`${object.kind} ${object.metadata.name}.${variable.name}`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it.each(SERVICES)('gives $name every variable the platform gives it', (service) => {
    const container = podSpec(find('Deployment', service.name)!).containers[0]!;
    const environment = [
      ...Object.keys(find('ConfigMap', service.name)!.data ?? {}),
      ...(container.env ?? []).map((variable) => variable.name),
    ];
    for (const key of requiredEnv(service)) expect(environment, key).toContain(key);
  });

  it('lists every Secret key the manifests read in the dev secrets.env.example', () => {
    const example = read('k8s/overlays/dev/secrets.env.example');
    const keys = [
      ...objects
        .map((object) => JSON.stringify(object))
        .join()
        .matchAll(/"secretKeyRef":\{"name":"teleplan-secrets","key":"([^"]+)"/g),
    ].map((match) => match[1]!);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(example, key).toMatch(new RegExp(`^${key}=`, 'm'));
    expect(example).toMatch(/^authenticator-service-clients=.*\bnotification:/m);
  });

  it('has a kustomize base listing every manifest beside it, and overlays built on it', () => {
    const base = parse(read('k8s/base/kustomization.yaml')) as { resources: string[] };
    const manifests = readdirSync(path.join(root, 'k8s/base')).filter(
      (file) => file !== 'kustomization.yaml',
    );
    expect([...base.resources].sort()).toEqual(manifests.sort());
    for (const overlay of ['dev', 'prod']) {
      const kustomization = parse(read(`k8s/overlays/${overlay}/kustomization.yaml`)) as {
        resources: string[];
        secretGenerator?: { envs?: string[]; literals?: string[] }[];
      };
      expect(kustomization.resources).toContain('../../base');
      for (const resource of kustomization.resources.filter((entry) => !entry.startsWith('..'))) {
        expect(existsSync(path.join(root, 'k8s/overlays', overlay, resource)), resource).toBe(true);
      }
      for (const generator of kustomization.secretGenerator ?? []) expect(generator.literals).toBeUndefined();
    }
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = read('deploy/Dockerfile');

  it('builds any deployable chosen by the SERVICE argument, as a non-root user, with a health check', () => {
    const nodeMajor = Number(/^ARG NODE_IMAGE=node:(\d+)-slim$/m.exec(dockerfile)?.[1]);
    expect(nodeMajor).toBeGreaterThanOrEqual(24);
    expect(dockerfile).toMatch(/^ARG SERVICE$/m);
    expect(dockerfile).toMatch(/npm ci/);
    expect(dockerfile).toMatch(/"\$\{SERVICE\}" = gateway .*npm run build -w web/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/'\+process\.env\.SERVICE\+'\/health/m);
  });

  it("starts every process with Node's own type stripping, without a transpiler", () => {
    expect(read('deploy/docker/start.sh')).toMatch(/^exec node "\$entry"$/m);
    const launchers = [
      read('deploy/docker/start.sh'),
      read('docker-compose.yml'),
      read('k8s/overlays/dev/seed-job.yaml'),
      read('deploy/distributed/spawn-platform.ts'),
      ...['package.json', 'gateway/package.json', 'services/accounts/package.json'].map((file) =>
        JSON.stringify((JSON.parse(read(file)) as { scripts: object }).scripts),
      ),
    ];
    for (const launcher of launchers) expect(launcher).not.toMatch(/\btsx\b/);
  });

  it.each(DEPLOYABLES)('finds the entry point of %s', (name) => {
    const entry = name === 'gateway' ? 'gateway/src/main.ts' : `services/${name}/src/main.ts`;
    expect(existsSync(path.join(root, entry)), entry).toBe(true);
  });
});
