import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { routeList } from '@tdp/shared/api/routes';
import { ApiStack, type ManifestRoutes } from './api-stack.ts';
import { DataStack } from './data-stack.ts';
import { stackNameOf } from './stack-names.ts';
import type { StageConfig } from './stage-config.ts';
import { WebStack } from './web-stack.ts';

export interface PlatformStageProps {
  config: StageConfig;
  /** The route manifest; tests pass their own. */
  routes?: ManifestRoutes;
  /** Code deployed instead of the bundled handler groups: for tests that only inspect templates. */
  prebuiltGroupCode?: lambda.Code;
}

/**
 * One deployment of the platform (dev, prod, ...): stacks `<stage>-Data`, `<stage>-Web`, `<stage>-Api`,
 * deployed in that order. Data holds everything stateful; Web is the distribution, the render function of the
 * public pages and the API's endpoint; Api is the functions and routes, last so they know the site's address and
 * the distribution whose pages their writes invalidate.
 *
 * A plain construct rather than a CDK `Stage`: the app synthesises one stage per run (`-c stage=<name>`),
 * and stacks inside a `Stage` are not selected by `cdk deploy --all`, the documented deploy command.
 */
export class PlatformStage extends Construct {
  readonly data: DataStack;
  readonly web: WebStack;
  readonly api: ApiStack;

  constructor(scope: Construct, props: PlatformStageProps) {
    const { config, routes = routeList } = props;
    // The account comes from the CLI's credentials when there are any; synth needs none.
    super(scope, config.name);
    const env = { region: config.region, account: process.env.CDK_DEFAULT_ACCOUNT };

    this.data = new DataStack(this, 'Data', {
      env,
      stackName: stackNameOf(config.name, 'Data'),
      stage: config,
      description: `TBB Travel ${config.name}: tables, media bucket, signing key, origin secret`,
      terminationProtection: config.protectData,
    });
    this.web = new WebStack(this, 'Web', {
      env,
      stackName: stackNameOf(config.name, 'Web'),
      stage: config,
      description: `TBB Travel ${config.name}: CloudFront, site bucket, render function, HTTP API endpoint`,
      mediaBucket: this.data.mediaBucket,
      contentTable: this.data.tables.content,
      routes,
      originSecretValue: this.data.originSecretCurrentValue,
    });
    this.api = new ApiStack(this, 'Api', {
      env,
      stackName: stackNameOf(config.name, 'Api'),
      stage: config,
      description: `TBB Travel ${config.name}: handler-group functions and API routes`,
      httpApi: this.web.httpApi,
      siteOrigin: this.web.siteOrigin,
      routes,
      prebuiltCode: props.prebuiltGroupCode,
      resources: {
        tables: this.data.tables,
        mediaBucket: this.data.mediaBucket,
        signingKeySecret: this.data.signingKeySecret,
        jwksJson: this.data.jwksJson,
        originVerifyDigests: this.data.originVerifyDigests,
        siteDistribution: this.web.distribution,
      },
    });
  }
}
