/**
 * The deployment files (deploy/): Docker cannot run on the build machine, so what can be checked without it is
 * checked here: every YAML parses, and the promises docs/deploy.md makes hold in the files themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

const deploy = path.resolve(__dirname, '../../../deploy');
const read = (file: string) => fs.readFileSync(path.join(deploy, file), 'utf8');
type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed YAML of several shapes

const compose: Obj = parse(read('compose.yaml'), { merge: true });
const k8sFiles = fs.readdirSync(path.join(deploy, 'k8s')).filter((f) => f.endsWith('.yaml'));
const k8s: Array<Obj & { file: string }> = k8sFiles.flatMap((file) =>
  parseAllDocuments(read(`k8s/${file}`)).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
    return { ...(doc.toJS() as Obj), file };
  }),
);
const byKind = (kind: string) => k8s.filter((d) => d.kind === kind && d.file !== 'secret.example.yaml');
const nginxConf = read('nginx/nginx.conf');

describe('deploy/compose.yaml', () => {
  const services = compose.services as Record<string, Obj>;
  const apis = Object.entries(services).filter(([, s]) => s.image === 'afterwork-api:local');

  it('has PostgreSQL, two API instances, the job worker, a reverse proxy and a mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'mail', 'postgres', 'proxy', 'worker']);
    expect(apis.map(([name]) => name)).toEqual(['api-1', 'api-2', 'worker']);
  });

  it('runs the jobs in the worker (the same image, src/worker.ts, its secrets as files); the API instances only enqueue', () => {
    const { worker } = services;
    expect(worker.command).toEqual(['node', '--import', 'tsx', 'src/worker.ts']);
    expect(worker.environment.JOBS_IN_PROCESS).toBeUndefined();
    expect(worker.environment.DATABASE_URL_FILE).toBe('/run/secrets/database_url');
    expect(worker.environment.SMTP_URL).toBe('smtp://mail:1025');
    expect(worker.healthcheck.disable).toBe(true); // no HTTP port: the image's /api/health check does not apply
    for (const name of ['api-1', 'api-2']) expect(services[name].environment.JOBS_IN_PROCESS).toBe('false');
    expect(JSON.parse(fs.readFileSync(path.resolve(deploy, '../api/package.json'), 'utf8')).scripts.worker).toBe('node --import tsx src/worker.ts');
  });

  it('gives the API its secrets as files, never as values, and waits for a healthy database', () => {
    for (const [, api] of apis) {
      expect(api.environment.DATABASE_URL).toBeUndefined();
      expect(api.environment.SESSION_SECRET).toBeUndefined();
      expect(api.environment.DATABASE_URL_FILE).toBe('/run/secrets/database_url');
      expect(api.environment.SESSION_SECRET_FILE).toBe('/run/secrets/session_secret');
      expect(api.depends_on.postgres.condition).toBe('service_healthy');
      expect(api.environment.TRUST_PROXY).toBe('1');
    }
    expect(services.postgres.environment.POSTGRES_PASSWORD_FILE).toBe('/run/secrets/postgres_password');
    expect(services.postgres.healthcheck.test.join(' ')).toMatch(/pg_isready/);
    for (const secret of Object.values(compose.secrets as Record<string, { file: string }>)) expect(secret.file).toMatch(/^\.\/secrets\//);
    expect(fs.readFileSync(path.resolve(deploy, '../.gitignore'), 'utf8')).toMatch(/^deploy\/secrets\/$/m);
  });

  it('shares one REMOTES_DIR volume between the API instances', () => {
    const mounts = apis.filter(([name]) => name !== 'worker').map(([, s]) => s.volumes.find((v: string) => v.endsWith(`:${s.environment.REMOTES_DIR}`)));
    expect(mounts[0]).toBeDefined();
    expect(new Set(mounts).size).toBe(1);
  });

  it('puts nginx (deploy/nginx/nginx.conf, the file pnpm test:scale runs) in front of exactly the API services', () => {
    expect(services.proxy.volumes).toContain('./nginx/nginx.conf:/etc/nginx/nginx.conf:ro');
    const upstreams = [...nginxConf.matchAll(/^\s*server (api-\d+):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(upstreams).toEqual(apis.filter(([name]) => name !== 'worker').map(([name]) => `${name}:3000`));
    expect(nginxConf).toMatch(/listen 8080;/);
    expect(services.proxy.ports).toContain('8080:8080');
    // The edge proxy sets the client address itself (a client cannot spoof it past the sign-in throttle).
    expect(nginxConf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });
});

describe('deploy/*.Dockerfile', () => {
  const api = read('api.Dockerfile');
  const remotes = read('remotes.Dockerfile');
  const stages = (file: string) => [...file.matchAll(/^FROM .+ AS (\w+)$/gm)].map((m) => m[1]);

  it('builds the API in stages and runs it as one unprivileged process with a health check on /api/health', () => {
    expect(stages(api)).toEqual(['build', 'runtime']);
    const runtime = api.slice(api.indexOf('AS runtime'));
    expect(runtime).not.toMatch(/COPY \. \./); // only the built output reaches the final image
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
    expect(runtime).toMatch(/^CMD \["node", "--import", "tsx", "src\/server\.ts"\]$/m);
    expect(api).toMatch(/pnpm install --frozen-lockfile/);
  });

  it('serves the built remotes from nginx with its CORS and caching configuration', () => {
    expect(stages(remotes)).toEqual(['build', 'runtime']);
    expect(remotes).toMatch(/COPY deploy\/nginx\/remotes\.conf /);
    const conf = read('nginx/remotes.conf');
    expect(conf.match(/Access-Control-Allow-Origin "\*"/g)?.length).toBe(conf.match(/^\s*location /gm)?.length);
    expect(conf).toMatch(/mf-manifest[\s\S]*no-cache/);
    expect(conf).toMatch(/immutable/);
  });

  it('keeps local files out of the build context', () => {
    const ignore = fs.readFileSync(path.resolve(deploy, '../.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '.data', '.git', 'deploy/secrets']) expect(ignore).toContain(entry);
  });
});

describe('deploy/k8s', () => {
  const [deployment] = byKind('Deployment');
  const pod = deployment.spec.template;
  const [container] = pod.spec.containers;

  it('lists every manifest in the kustomization except the Secret example', () => {
    const [kustomization] = k8s.filter((d) => d.kind === 'Kustomization');
    expect([...kustomization.resources].sort()).toEqual(k8sFiles.filter((f) => !['kustomization.yaml', 'secret.example.yaml'].includes(f)).sort());
  });

  it('runs at least two API replicas, ready only when /api/health answers, with resource requests', () => {
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/api/health', port: 'http' });
    expect(container.livenessProbe.httpGet).toBeUndefined(); // a database outage must not restart every pod
    expect(container.resources.requests).toEqual(expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }));
    expect(pod.spec.terminationGracePeriodSeconds).toBeGreaterThan(10 + 5); // the API's 10 s drain + preStop
    expect(pod.spec.securityContext.runAsNonRoot).toBe(true);
  });

  it('takes its secrets from a Secret and keeps a PodDisruptionBudget over the same pods', () => {
    const env = Object.fromEntries(container.env.map((e: Obj) => [e.name, e]));
    expect(env.DATABASE_URL.valueFrom.secretKeyRef.name).toBe('afterwork');
    expect(env.SESSION_SECRET.valueFrom.secretKeyRef.name).toBe('afterwork');
    const [pdb] = byKind('PodDisruptionBudget');
    expect(pdb.spec.minAvailable).toBe(1);
    expect(pdb.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
    const [service] = byKind('Service');
    expect(service.spec.selector).toEqual(deployment.spec.selector.matchLabels);
    expect(pod.metadata.labels).toEqual(expect.objectContaining(deployment.spec.selector.matchLabels));
  });

  it('runs the job worker as its own Deployment of the same image; the API replicas only enqueue', () => {
    const worker = byKind('Deployment').find((d) => d.metadata.name === 'afterwork-worker')!;
    const [c] = worker.spec.template.spec.containers;
    expect(c.image).toBe(container.image);
    expect(c.command).toEqual(['node', '--import', 'tsx', 'src/worker.ts']);
    expect(worker.spec.selector.matchLabels).not.toEqual(deployment.spec.selector.matchLabels); // not in the API's Service or PDB
    const env = Object.fromEntries(c.env.map((e: Obj) => [e.name, e]));
    expect(env.DATABASE_URL.valueFrom.secretKeyRef.name).toBe('afterwork');
    const apiEnv = Object.fromEntries(container.env.map((e: Obj) => [e.name, e]));
    expect(apiEnv.JOBS_IN_PROCESS.value).toBe('false');
  });

  it('gives every container of every workload resource requests', () => {
    const workloads = [...byKind('Deployment').map((d) => d.spec.template.spec), ...byKind('CronJob').map((c) => c.spec.jobTemplate.spec.template.spec)];
    for (const spec of workloads) for (const c of spec.containers) expect(c.resources?.requests).toBeDefined();
  });
});
