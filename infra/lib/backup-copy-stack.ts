import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import type { Construct } from 'constructs';
import { backupCopyVaultName, VAULT_LOCK } from './data-stack.ts';
import type { StageConfig } from './stage-config.ts';

export interface BackupCopyStackProps extends StackProps {
  stage: StageConfig;
}

/**
 * The vault in the stage's second region that its backup plan copies every recovery point to. Named (the data stack
 * computes its ARN without a cross-region reference), one per stage, kept when the stack is deleted, and locked as the
 * stage's own vault is ({@link VAULT_LOCK}): the copies meant to outlive the loss of the stage's region cannot be deleted
 * early either.
 */
export class BackupCopyStack extends Stack {
  constructor(scope: Construct, id: string, props: BackupCopyStackProps) {
    super(scope, id, props);
    new backup.BackupVault(this, 'BackupCopyVault', {
      backupVaultName: backupCopyVaultName(props.stage.name),
      removalPolicy: RemovalPolicy.RETAIN,
      lockConfiguration: VAULT_LOCK,
    });
  }
}
