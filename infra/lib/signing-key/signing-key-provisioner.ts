import { CrossStackReferences, CustomResource, Duration, ReferenceStrength } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { BundledFunction, CUSTOM_RESOURCE_SERVICE_TIMEOUT } from '../bundled-function.ts';
import type { StageConfig } from '../stage-config.ts';

export interface SigningKeyProvisionerProps {
  secret: ISecret;
  stage: StageConfig;
}

/**
 * Generates the access-token signing key into its secret at deploy (first deploy, and again whenever the
 * stage's `signingKeyGeneration` changes) and exposes the public JWKS for the handler groups' `JWKS_JSON`.
 * Only this function and the auth group can read the private key.
 */
export class SigningKeyProvisioner extends Construct {
  /** The public keys as JSON text (`{"keys":[...]}`), resolved at deploy. */
  readonly jwksJson: string;

  constructor(scope: Construct, id: string, props: SigningKeyProvisionerProps) {
    super(scope, id);
    const provisioner = new BundledFunction(this, 'Function', {
      entry: new URL('./provision-signing-key.ts', import.meta.url).pathname,
      description: `Provisions the access-token signing key (${props.stage.name})`,
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
    const resource = new CustomResource(this, 'Key', {
      serviceToken: provisioner.functionArn,
      serviceTimeout: CUSTOM_RESOURCE_SERVICE_TIMEOUT,
      resourceType: 'Custom::SigningKey',
      properties: { SecretArn: props.secret.secretArn, Generation: props.stage.signingKeyGeneration },
    });
    // The JWKS changes when the key rotates, and CloudFormation cannot change an export while it is imported:
    // other stacks read it as a weak reference (the output itself) instead.
    CrossStackReferences.of(resource).produce(ReferenceStrength.WEAK);
    this.jwksJson = resource.getAttString('Jwks');
  }
}
