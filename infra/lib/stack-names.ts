/** The stacks of a stage, deployed in this order. */
export type PlatformStackId = 'Edge' | 'BackupCopy' | 'Data' | 'Web' | 'Api' | 'Monitoring' | 'EdgeMonitoring' | 'DeployAccess';

/** CloudFormation name of one stack of a stage (`dev-Data`): scripts find a deployed stage's outputs by it. */
export function stackNameOf(stage: string, stack: PlatformStackId): string {
  return `${stage}-${stack}`;
}

/** Stack outputs that operator scripts read (`npm run create-admin`, `npm run copy-restored-items`), by the stack that writes them. */
export const STACK_OUTPUTS = {
  /** Data stack: physical name of the identity table. */
  identityTableName: 'IdentityTableName',
  /** Data stack: physical name of the content table (`npm run copy-restored-items`). */
  contentTableName: 'ContentTableName',
  /** Data stack: physical name of the leads table (`npm run copy-restored-items`). */
  leadsTableName: 'LeadsTableName',
  /** Web stack: `https://` address of the site. */
  siteUrl: 'SiteUrl',
  /** Web stack: id of the site's CloudFront distribution (invalidations by hand, if ever needed). */
  distributionId: 'DistributionId',
} as const;
