import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, Stage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '@tdp/shared/runtime-config';
import { RUNTIME_CONFIG_ENV, SITE_URL_ENV } from '../../web/server/render-settings.ts';
import { OBSERVABILITY, ownLogGroupAndRole } from './bundled-function.ts';
import { WEB_DIST_DIR, WEB_SERVER_DIST_DIR } from './repository-paths.ts';
import { acknowledgeFindings } from './rule-findings.ts';
import type { StageConfig } from './stage-config.ts';
import { CATALOGUE_VERSION_MEMO_ENV, CATALOGUE_VERSION_MEMO_MS } from '@tdp/shared/catalogue-version-memo';

/** The module and export Lambda runs: `web/server/render-function.ts`, built by `npm run build`. */
export const RENDER_FUNCTION_HANDLER = 'render-function.handler';

/** Rendering is CPU work (React, every lazily loaded part of the page); Lambda's CPU grows with memory. */
const RENDER_MEMORY_MB = 1024;

/** Above the renderer's own 10 s limit (src/entry-server.tsx), below CloudFront's 30 s origin timeout. */
const RENDER_TIMEOUT = Duration.seconds(15);

export interface RenderFunctionProps {
  stage: StageConfig;
  /** The stage's runtime config, the object CDK writes to `/config.json`: the pages hand it to the browser. */
  runtimeConfig: RuntimeConfig;
  /** The site's own origin when the stage has its own domain (else the edge function tells the distribution's). */
  siteUrl?: string;
  /** Concurrent executions reserved for (and capping) the renderer, so a flood of page views cannot starve the API. */
  reservedConcurrentExecutions?: number;
}

/**
 * The code: the built server side (`web/dist-server`: `render-function.js`, the renderer and their chunks) with the
 * built `index.html` beside it (the pages' template, whose asset names are the client build's), staged in the cloud
 * assembly. When the site is not built, a function that answers a notice instead, and synth warns, as for the site
 * bucket (`npm run deploy` always builds first).
 */
function renderFunctionCodeDir(scope: Construct): string {
  const outdir = Stage.of(scope)?.outdir ?? 'cdk.out';
  const built = existsSync(path.join(WEB_SERVER_DIST_DIR, 'render-function.js')) && existsSync(path.join(WEB_DIST_DIR, 'index.html'));
  const dir = path.join(outdir, built ? 'render-function' : 'render-function-not-built');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // ES modules: Lambda's Node runs `.js` files as ESM under a package.json that says so.
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}\n');
  if (built) {
    cpSync(WEB_SERVER_DIST_DIR, dir, { recursive: true });
    cpSync(path.join(WEB_DIST_DIR, 'index.html'), path.join(dir, 'index.html'));
    return dir;
  }
  Annotations.of(scope).addWarningV2(
    'tdp:renderer-not-built',
    'web/dist-server is missing: this synth deploys a render function that answers a notice. Run `npm run build` before deploying.',
  );
  const notice =
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>TBB Travel</title>' +
    '<p>This stage was deployed without its site. Run <code>npm run build</code>, then deploy again.</p></html>\n';
  writeFileSync(
    path.join(dir, 'render-function.js'),
    `export const handler = async () => ({ statusCode: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body: ${JSON.stringify(notice)} });\n`,
  );
  return dir;
}

/**
 * The render function: CloudFront sends it the public pages (docs/decisions/public-pages-at-the-edge.md), and it
 * renders them with their data, read in process by the public group's handler that it bundles. Built by Vite with the
 * renderer (not esbuild like the handler groups: the pages' CSS module class names must be the client build's), run
 * as every function of the platform is: Node 24 on arm64, its own log group with the stage's retention and its own
 * role that starts with nothing but writing those logs (grants: group-permissions.ts, `RENDER_FUNCTION_ACCESS`).
 *
 * No `ORIGIN_VERIFY`: the public group's events here are direct calls made by this function itself (an origin secret
 * would have nothing to prove), and no JWKS: pages read public routes only.
 */
export class RenderFunction extends lambda.Function {
  constructor(scope: Construct, id: string, props: RenderFunctionProps) {
    const description = `render function: the public pages (${props.stage.name})`;
    const { logGroup, role } = ownLogGroupAndRole(scope, id, props.stage, description);
    super(scope, id, {
      description,
      code: lambda.Code.fromAsset(renderFunctionCodeDir(scope)),
      handler: RENDER_FUNCTION_HANDLER,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: RENDER_MEMORY_MB,
      timeout: RENDER_TIMEOUT,
      role,
      logGroup,
      ...OBSERVABILITY,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      environment: {
        STAGE: props.stage.name,
        // React and the libraries it brings pick their production builds at run time from this.
        NODE_ENV: 'production',
        [RUNTIME_CONFIG_ENV]: JSON.stringify(props.runtimeConfig),
        ...(props.siteUrl ? { [SITE_URL_ENV]: props.siteUrl } : {}),
        // Pages trust the catalogue version read in the last five seconds, as the public reads do.
        [CATALOGUE_VERSION_MEMO_ENV]: String(CATALOGUE_VERSION_MEMO_MS),
      },
    });
    acknowledgeFindings(this, [
      {
        id: 'Serverless-LambdaDLQ',
        reason: 'Invoked synchronously by CloudFront through its function URL: a dead-letter queue only ever receives failed asynchronous invocations.',
      },
    ]);
  }
}
