import { Link as RouterLink } from 'react-router-dom';
import { useCatalogue } from '../i18n/catalogue.ts';
import { shellCatalogue } from '../i18n/catalogues/shell.ts';
import { sharedMessages } from './messages.ts';
import styles from './brand-logo.module.css';

/**
 * The "TBB Travel" brand (plus the area, e.g. "Connected Agent"): mark and name, linking to `to`, the home
 * page of the area. Its accessible name starts with the visible text, as WCAG 2.5.3 asks.
 */
export function BrandLogo({ to = '/', suffix }: { to?: string; suffix?: string }) {
  const i18n = useCatalogue(shellCatalogue);
  const name = i18n._(sharedMessages.brandName);
  const brand = suffix ? `${name} ${suffix}` : name;
  return (
    <RouterLink to={to} className={styles.root} aria-label={i18n._(sharedMessages.brandHomeLabel, { brand })}>
      <svg className={styles.mark} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="var(--colorBrandBackground)" />
        <path d="M8 9h16v3.5h-6.2V24h-3.6V12.5H8z" fill="var(--colorNeutralForegroundOnBrand)" />
      </svg>
      <span>{brand}</span>
    </RouterLink>
  );
}
