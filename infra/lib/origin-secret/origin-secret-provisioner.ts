import { CrossStackReferences, CustomResource, Duration, ReferenceStrength, SecretValue } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { BundledFunction, CUSTOM_RESOURCE_SERVICE_TIMEOUT } from '../bundled-function.ts';
import type { StageConfig } from '../stage-config.ts';

export interface OriginSecretProvisionerProps {
  secret: ISecret;
  stage: StageConfig;
}

/**
 * Writes the origin secret's three values (previous, current, next) at deploy: on the first deploy, and one
 * rotation step whenever the stage's `originSecretGeneration` changes. Only this function reads or writes the
 * secret; CloudFormation resolves the value CloudFront sends, and the functions get only digests.
 */
export class OriginSecretProvisioner extends Construct {
  /** SHA-256 digests (hex) of previous, current and next, comma-separated: the functions' `ORIGIN_VERIFY_DIGESTS`. */
  readonly digests: string;
  /**
   * The `current` value as a CloudFormation dynamic reference pinned to the secret version the provisioner wrote:
   * resolved at deploy (never in the template), and a rotation changes the reference, so CloudFormation updates
   * the distribution.
   */
  readonly currentValue: SecretValue;

  constructor(scope: Construct, id: string, props: OriginSecretProvisionerProps) {
    super(scope, id);
    const provisioner = new BundledFunction(this, 'Function', {
      entry: new URL('./provision-origin-secret.ts', import.meta.url).pathname,
      description: `Provisions the CloudFront origin secret (${props.stage.name})`,
      stage: props.stage,
      memorySize: 256,
      timeout: Duration.seconds(60),
    });
    provisioner.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
        resources: [props.secret.secretArn],
      }),
    );
    const resource = new CustomResource(this, 'Values', {
      serviceToken: provisioner.functionArn,
      serviceTimeout: CUSTOM_RESOURCE_SERVICE_TIMEOUT,
      resourceType: 'Custom::OriginSecret',
      properties: { SecretArn: props.secret.secretArn, Generation: props.stage.originSecretGeneration },
    });
    // Both attributes change when the secret rotates, and CloudFormation cannot change an export while it is imported:
    // the Web and Api stacks read them as weak references (the outputs themselves) instead.
    CrossStackReferences.of(resource).produce(ReferenceStrength.WEAK);
    this.digests = resource.getAttString('Digests');
    this.currentValue = SecretValue.secretsManager(props.secret.secretArn, { jsonField: 'current', versionId: resource.getAttString('VersionId') });
  }
}
