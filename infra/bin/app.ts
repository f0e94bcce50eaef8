import { App, Validations } from 'aws-cdk-lib';
import { PlatformStage } from '../lib/platform-stage.ts';
import { RULE_PACKS } from '../lib/rule-findings.ts';
import { stageConfigsFor } from '../lib/stage-config.ts';

/**
 * The CDK app: `npx cdk deploy --all -c stage=<name>` deploys one stage of the platform. The pipeline synthesises
 * `-c stage=dev,prod -c release=true` once into one cloud assembly and deploys it stage by stage
 * (docs/decisions/deploy-pipeline.md); `release` refuses what only an account would refuse (the placeholder zone id).
 */
const app = new App();
const release = String(app.node.tryGetContext('release') ?? '') === 'true';
for (const config of stageConfigsFor(app.node.tryGetContext('stage'))) new PlatformStage(app, { config, release });
// AWS's rule packs: a finding not acknowledged in code (infra/lib/rule-findings.ts) stops the synth.
Validations.of(app).addPlugins(...RULE_PACKS.map((Pack) => new Pack(app)));
app.synth();
