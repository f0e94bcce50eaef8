import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { acknowledgeFindings } from './rule-findings.ts';
import type { DeployAccess, StageConfig } from './stage-config.ts';

/** GitHub's OpenID Connect issuer, as IAM names it. */
export const GITHUB_OIDC_HOST = 'token.actions.githubusercontent.com';
/** Output naming the role the workflow assumes (`AWS_DEPLOY_ROLE_ARN` of the GitHub environment). */
export const DEPLOY_ROLE_OUTPUT = 'DeployRoleArn';
/** Output naming the read-only role the diff job assumes (`AWS_DIFF_ROLE_ARN` of the `<environment>-diff` GitHub environment). */
export const DIFF_ROLE_OUTPUT = 'DiffRoleArn';

/**
 * The GitHub environment of the job that shows the stage's `cdk diff` before its deploy is approved (`prod-diff`): an
 * environment without reviewers, so the diff is on the run's page while the approval waits.
 */
export function diffEnvironmentOf(access: DeployAccess): string {
  return `${access.githubEnvironment}-diff`;
}

export interface DeployAccessStackProps extends StackProps {
  stage: StageConfig;
}

/**
 * The role GitHub Actions deploys the stage with (docs/decisions/deploy-pipeline.md): assumable only through GitHub's
 * OIDC provider, only by a workflow of the configured repository running in the stage's GitHub environment (which
 * holds the approval rule for prod), and able only to assume the CDK bootstrap roles of this account, which do the
 * deploying. No long-lived keys anywhere. Deployed once by hand (README, "Deploy a stage"), then by the pipeline.
 */
export class DeployAccessStack extends Stack {
  readonly role: iam.Role;
  /** Reads what is deployed, through the stage's lookup role only: the diff job before the approval. */
  readonly diffRole: iam.Role;

  constructor(scope: Construct, id: string, props: DeployAccessStackProps) {
    super(scope, id, props);
    const access = props.stage.deployAccess;
    const provider = access.createOidcProvider
      ? new iam.OidcProviderNative(this, 'GithubOidcProvider', { url: `https://${GITHUB_OIDC_HOST}`, clientIds: ['sts.amazonaws.com'] })
      : iam.OidcProviderNative.fromOidcProviderArn(
          this,
          'GithubOidcProvider',
          this.formatArn({ service: 'iam', region: '', resource: 'oidc-provider', resourceName: GITHUB_OIDC_HOST }),
        );
    this.role = new iam.Role(this, 'DeployRole', {
      description: `GitHub Actions deploys the ${props.stage.name} stage from ${access.githubRepository} (environment ${access.githubEnvironment})`,
      assumedBy: new iam.OpenIdConnectPrincipal(provider, {
        StringEquals: {
          [`${GITHUB_OIDC_HOST}:aud`]: 'sts.amazonaws.com',
          [`${GITHUB_OIDC_HOST}:sub`]: `repo:${access.githubRepository}:environment:${access.githubEnvironment}`,
        },
      }),
    });
    // The bootstrap roles (deploy, file and image publishing, lookup) of the stage's own bootstrap, in every region the
    // stage uses: another stage of the account has its own qualifier, so this role cannot deploy it.
    this.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['sts:AssumeRole'],
        resources: [`arn:${this.partition}:iam::${this.account}:role/cdk-${props.stage.bootstrapQualifier}-*`],
      }),
    );
    acknowledgeFindings(this.role, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "The CDK bootstrap roles (deploy, file and image publishing, lookup) have a name per purpose and region: the pattern names only this account's bootstrap roles.",
        grants: [/:role\/cdk-[a-z0-9]+-\*$/],
      },
    ]);
    new CfnOutput(this, DEPLOY_ROLE_OUTPUT, { value: this.role.roleArn, description: 'AWS_DEPLOY_ROLE_ARN of the GitHub environment' });

    // The diff shown before the approval (`cdk diff --method template`) reads the deployed templates through the
    // bootstrap's lookup role (read-only); this role may assume that one and nothing else, so the job that runs before
    // anyone approved cannot change the stage.
    const diffEnvironment = diffEnvironmentOf(access);
    this.diffRole = new iam.Role(this, 'DiffRole', {
      description: `GitHub Actions shows the ${props.stage.name} stage's pending changes from ${access.githubRepository} (environment ${diffEnvironment}): read-only`,
      assumedBy: new iam.OpenIdConnectPrincipal(provider, {
        StringEquals: {
          [`${GITHUB_OIDC_HOST}:aud`]: 'sts.amazonaws.com',
          [`${GITHUB_OIDC_HOST}:sub`]: `repo:${access.githubRepository}:environment:${diffEnvironment}`,
        },
      }),
    });
    this.diffRole.addToPolicy(
      new iam.PolicyStatement({
        actions: ['sts:AssumeRole'],
        resources: [`arn:${this.partition}:iam::${this.account}:role/cdk-${props.stage.bootstrapQualifier}-lookup-role-*`],
      }),
    );
    acknowledgeFindings(this.diffRole, [
      {
        id: 'AwsSolutions-IAM5',
        reason: "The CDK bootstrap's lookup role (read-only) has a name per region: the pattern names only this stage's lookup roles.",
        grants: [/:role\/cdk-[a-z0-9]+-lookup-role-\*$/],
      },
    ]);
    new CfnOutput(this, DIFF_ROLE_OUTPUT, { value: this.diffRole.roleArn, description: `AWS_DIFF_ROLE_ARN of the ${diffEnvironment} GitHub environment` });
  }
}
