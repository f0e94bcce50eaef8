import { DefaultStackSynthesizer, Duration, Tags, type StackProps } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { routeList } from '@tdp/shared/api/routes';
import { ApiStack, type ManifestRoutes } from './api-stack.ts';
import { BackupCopyStack } from './backup-copy-stack.ts';
import { boundCustomResourceWaits } from './custom-resource-timeouts.ts';
import { DataStack } from './data-stack.ts';
import { DeployAccessStack } from './deploy-access-stack.ts';
import { EdgeMonitoringStack } from './edge-monitoring-stack.ts';
import { EDGE_REGION, EdgeStack } from './edge-stack.ts';
import { MonitoringStack } from './monitoring-stack.ts';
import { stackNameOf } from './stack-names.ts';
import { assertDeployable, STAGE_TAG, type StageConfig } from './stage-config.ts';
import { WebStack } from './web-stack.ts';

export interface PlatformStageProps {
  config: StageConfig;
  /** The route manifest; tests pass their own. */
  routes?: ManifestRoutes;
  /** Code deployed instead of the bundled handler groups: for tests that only inspect templates. */
  prebuiltGroupCode?: lambda.Code;
  /**
   * The pipeline's release synth (`-c release=true`): the assembly is deployed later without synthesising again, so
   * what only an account would refuse (the placeholder zone id) is refused now.
   */
  release?: boolean;
}

/**
 * One deployment of the platform (dev, prod, ...), its stacks deployed in this order:
 * - `<stage>-Edge` (us-east-1, when the stage has its own domain or edge protection): certificate and WAF web ACL;
 * - `<stage>-BackupCopy` (the backup copy region, when set): the vault backups are copied to;
 * - `<stage>-Data`: everything stateful (tables, media and log buckets, secrets, SES configuration set, backup plan);
 * - `<stage>-Web`: the distribution, the render function of the public pages and the API's endpoint;
 * - `<stage>-Api`: the functions, routes and the API's stage, last of the serving stacks so they know the site's
 *   address and the distribution whose pages their writes invalidate; also the hourly scheduled jobs;
 * - `<stage>-Monitoring` and `<stage>-EdgeMonitoring` (us-east-1): alarms, dashboard, budget;
 * - `<stage>-DeployAccess`: the GitHub Actions deploy role (deployed once by hand, then by the pipeline).
 *
 * A plain construct rather than a CDK `Stage`: stacks inside a `Stage` are not selected by `cdk deploy --all`, the
 * documented deploy command of one stage. The pipeline synthesises dev and prod into one assembly and selects each
 * stage's stacks by this construct's id (`cdk deploy --app cdk.out 'prod/*'`).
 */
export class PlatformStage extends Construct {
  readonly edge?: EdgeStack;
  readonly backupCopy?: BackupCopyStack;
  readonly data: DataStack;
  readonly web: WebStack;
  readonly api: ApiStack;
  readonly monitoring: MonitoringStack;
  readonly edgeMonitoring: EdgeMonitoringStack;
  readonly deployAccess: DeployAccessStack;

  constructor(scope: Construct, props: PlatformStageProps) {
    const { config, routes = routeList } = props;
    // The account comes from the CLI's credentials when there are any; synth needs none.
    super(scope, config.name);
    const account = process.env.CDK_DEFAULT_ACCOUNT;
    // A production stage without its domain or mail identity stops here, before anything goes live without mail.
    assertDeployable(config, account, props.release);
    // Every resource carries its stage: the budget counts only its own stage's cost (a cost allocation tag, README).
    Tags.of(this).add(STAGE_TAG, config.name);
    boundCustomResourceWaits(this);
    // Every stack deploys through the stage's own bootstrap (its qualifier): one synthesizer per stack.
    const inStage = (region: string): Pick<StackProps, 'env' | 'synthesizer'> => ({
      env: { region, account },
      synthesizer: new DefaultStackSynthesizer({ qualifier: config.bootstrapQualifier }),
    });
    const name = config.name;

    if (config.siteDomain || config.edgeProtection) {
      this.edge = new EdgeStack(this, 'Edge', {
        ...inStage(EDGE_REGION),
        stackName: stackNameOf(name, 'Edge'),
        stage: config,
        description: `TBB Travel ${name}: site certificate and WAF web ACL (us-east-1, for CloudFront)`,
      });
    }
    const backupCopy = (this.backupCopy =
      config.protectData && config.backupCopyRegion
        ? new BackupCopyStack(this, 'BackupCopy', {
            ...inStage(config.backupCopyRegion),
            stackName: stackNameOf(name, 'BackupCopy'),
            stage: config,
            description: `TBB Travel ${name}: backup copy vault (${config.backupCopyRegion})`,
            terminationProtection: true,
          })
        : undefined);

    this.data = new DataStack(this, 'Data', {
      ...inStage(config.region),
      stackName: stackNameOf(name, 'Data'),
      stage: config,
      description: `TBB Travel ${name}: tables, media and log buckets, signing key, origin secret, mail configuration, backups`,
      terminationProtection: config.protectData,
    });
    if (backupCopy) this.data.addDependency(backupCopy, 'backups are copied to its vault');
    this.web = new WebStack(this, 'Web', {
      ...inStage(config.region),
      stackName: stackNameOf(name, 'Web'),
      stage: config,
      description: `TBB Travel ${name}: CloudFront, site bucket, render function, HTTP API endpoint`,
      mediaBucket: this.data.mediaBucket,
      contentTable: this.data.tables.content,
      routes,
      originSecretValue: this.data.originSecretCurrentValue,
      certificate: this.edge?.certificate,
      webAclArn: this.edge?.webAcl?.attrArn,
      logBucket: this.data.logBucket,
    });
    this.api = new ApiStack(this, 'Api', {
      ...inStage(config.region),
      stackName: stackNameOf(name, 'Api'),
      stage: config,
      description: `TBB Travel ${name}: handler-group functions, API routes and stage, mail-events function, scheduled jobs`,
      httpApi: this.web.httpApi,
      httpApiAccessLogs: this.web.httpApiAccessLogs,
      siteOrigin: this.web.siteOrigin,
      routes,
      mailEventsTopic: this.data.mailEventsTopic,
      prebuiltCode: props.prebuiltGroupCode,
      resources: {
        tables: this.data.tables,
        mediaBucket: this.data.mediaBucket,
        signingKeySecret: this.data.signingKeySecret,
        jwksJson: this.data.jwksJson,
        originVerifyDigests: this.data.originVerifyDigests,
        siteDistribution: this.web.distribution,
        mailConfigurationSetName: this.data.mailConfigurationSet.configurationSetName,
      },
    });
    this.monitoring = new MonitoringStack(this, 'Monitoring', {
      ...inStage(config.region),
      stackName: stackNameOf(name, 'Monitoring'),
      stage: config,
      description: `TBB Travel ${name}: alert topic, alarms, dashboard, budget`,
      functions: [
        ...[...this.api.functions].map(([group, fn]) => ({ name: group, fn, timeout: fn.timeout ?? Duration.seconds(10) })),
        { name: 'mail-events', fn: this.api.mailEventsFunction, timeout: this.api.mailEventsFunction.timeout ?? Duration.seconds(30) },
        { name: 'scheduled-jobs', fn: this.api.scheduledJobsFunction, timeout: this.api.scheduledJobsFunction.timeout ?? Duration.minutes(5) },
        // The first-contact clock's own alarm: a failed run (an ERROR, then the run throws) rings within the minute.
        { name: 'lead-deadlines', fn: this.api.leadDeadlinesFunction, timeout: this.api.leadDeadlinesFunction.timeout ?? Duration.seconds(50) },
        // A failing sender shows here too; the mail queue's own alarms watch what it leaves behind.
        { name: 'mail-sender', fn: this.api.mailQueue.sender, timeout: this.api.mailQueue.sender.timeout ?? Duration.seconds(20) },
        { name: 'render', fn: this.web.renderFunction, timeout: this.web.renderFunction.timeout ?? Duration.seconds(15) },
        { name: 'image', fn: this.web.imageFunction, timeout: this.web.imageFunction.timeout ?? Duration.seconds(30) },
        ...(this.data.restoreTesting
          ? [{ name: 'restore-validation', fn: this.data.restoreTesting.validator, timeout: this.data.restoreTesting.validator.timeout ?? Duration.minutes(1) }]
          : []),
      ],
      tables: this.data.tables,
      httpApi: this.web.httpApi,
      distributionId: this.web.distribution.distributionId,
      mailQueue: this.api.mailQueue,
    });
    this.monitoring.addDependency(this.api, 'alarms watch its functions');
    this.edgeMonitoring = new EdgeMonitoringStack(this, 'EdgeMonitoring', {
      ...inStage(EDGE_REGION),
      stackName: stackNameOf(name, 'EdgeMonitoring'),
      stage: config,
      description: `TBB Travel ${name}: CloudFront alarm and its alert topic (us-east-1)`,
      distribution: this.web.distribution,
    });
    this.deployAccess = new DeployAccessStack(this, 'DeployAccess', {
      ...inStage(config.region),
      stackName: stackNameOf(name, 'DeployAccess'),
      stage: config,
      description: `TBB Travel ${name}: the GitHub Actions deploy role (OIDC)`,
    });
  }
}
