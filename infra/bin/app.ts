import { App } from 'aws-cdk-lib';
import { PlatformStage } from '../lib/platform-stage.ts';
import { stageConfigFor } from '../lib/stage-config.ts';

/** The CDK app: `npx cdk deploy --all -c stage=<name>` deploys one stage of the platform. */
const app = new App();
new PlatformStage(app, { config: stageConfigFor(app.node.tryGetContext('stage')) });
app.synth();
