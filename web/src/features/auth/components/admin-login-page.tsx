import { makeStyles, tokens } from '@fluentui/react-components';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { authMessages } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: {
    display: 'flex',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL} 0`,
  },
  main: { flexGrow: 1 },
});

/** `/admin-login`, outside every shell: the brand, then the sign-in form on the admin role path. */
export function AdminLoginPage() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <BrandLogo suffix={authMessages.adminBrandSuffix} />
      </header>
      <main className={styles.main}>
        <AuthCard title={authMessages.adminLoginTitle} intro={authMessages.adminLoginIntro}>
          <LoginForm role="admin" />
        </AuthCard>
      </main>
    </div>
  );
}
