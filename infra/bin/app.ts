import { App, Validations } from 'aws-cdk-lib';
import { PlatformStage } from '../lib/platform-stage.ts';
import { RULE_PACKS } from '../lib/rule-findings.ts';
import { stageConfigFor } from '../lib/stage-config.ts';

/** The CDK app: `npx cdk deploy --all -c stage=<name>` deploys one stage of the platform. */
const app = new App();
new PlatformStage(app, { config: stageConfigFor(app.node.tryGetContext('stage')) });
// AWS's rule packs: a finding not acknowledged in code (infra/lib/rule-findings.ts) stops the synth.
Validations.of(app).addPlugins(...RULE_PACKS.map((Pack) => new Pack(app)));
app.synth();
