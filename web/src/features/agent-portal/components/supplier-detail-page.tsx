import type { ReactNode } from 'react';
import { Button, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CallRegular, GlobeRegular, MailRegular, OpenRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router-dom';
import { portalPageDefinition } from '@tdp/shared/schemas/portal-page';
import { SUPPLIER_CATEGORY_LABELS, type Supplier } from '@tdp/shared/schemas/supplier';
import { AppLink } from '../../../components/app-link.tsx';
import { RichTextView, hasVisibleText } from '../../../components/rich-text-view.tsx';
import { emailHref, phoneHref } from '../../../lib/contact-links.ts';
import { PORTAL_PATHS } from '@tdp/shared/site-paths/portal-paths';
import { pathHref } from '@tdp/shared/site-paths/site-path';
import { portalMessages as messages } from '../messages.ts';
import { DocumentList } from './portal-attachments.tsx';
import { PortalPageFrame } from './portal-page-frame.tsx';
import { PortalEmpty, PortalLoadError, PortalLoading } from './portal-states.tsx';
import { SupplierLogo } from './supplier-panels.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { portalReadRoutes } from '@tdp/shared/api/routes/portal-read-routes';

const GUIDE = portalPageDefinition('SuppliersGuide')!;
const GUIDE_CRUMBS = [{ label: GUIDE.group }, { label: GUIDE.title, to: pathHref(PORTAL_PATHS.page, { slug: GUIDE.slug }) }];

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalL },
  },
  panelHeading: { margin: 0 },
  identity: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  categories: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyleType: 'none' },
  muted: { color: tokens.colorNeutralForeground3 },
  sites: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  contacts: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  contact: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  contactLine: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
});

function Panel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <Text as="h2" id={id} size={500} weight="semibold" className={styles.panelHeading}>
        {heading}
      </Text>
      {children}
    </section>
  );
}

function SupplierDetails({ supplier }: { supplier: Supplier }) {
  const styles = useStyles();
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        {hasVisibleText(supplier.bookingNotes) && (
          <Panel id="supplier-booking" heading={messages.bookingNotesHeading}>
            <RichTextView html={supplier.bookingNotes} />
          </Panel>
        )}
        {hasVisibleText(supplier.commissionNotes) && (
          <Panel id="supplier-commission" heading={messages.commissionNotesHeading}>
            <RichTextView html={supplier.commissionNotes} />
          </Panel>
        )}
        {supplier.documents.length > 0 && (
          <Panel id="supplier-documents" heading={messages.documentsHeading}>
            <DocumentList documents={supplier.documents} />
          </Panel>
        )}
      </div>
      <div className={styles.column}>
        <Panel id="supplier-contacts" heading={messages.contactsHeading}>
          {supplier.contacts.length === 0 ? (
            <Text className={styles.muted}>{messages.noContacts}</Text>
          ) : (
            <ul className={styles.contacts}>
              {supplier.contacts.map((contact) => (
                <li key={`${contact.name}-${contact.phone}-${contact.email}`} className={styles.contact}>
                  <Text weight="semibold">{contact.name}</Text>
                  {contact.role && <Text className={styles.muted}>{contact.role}</Text>}
                  {contact.phone && (
                    <span className={styles.contactLine}>
                      <CallRegular aria-hidden />
                      <Link href={phoneHref(contact.phone)}>{contact.phone}</Link>
                    </span>
                  )}
                  {contact.email && (
                    <span className={styles.contactLine}>
                      <MailRegular aria-hidden />
                      <Link href={emailHref(contact.email)}>{contact.email}</Link>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}

/** `SupplierDetail/{id}`: a supplier's logo, categories, sites, contacts, booking and commission notes, documents. */
export function SupplierDetailPage() {
  const styles = useStyles();
  const { id: idText = '' } = useParams();
  const id = /^[1-9][0-9]{0,15}$/.test(idText) ? Number(idText) : null;
  const { data, error, mutate } = useApi(portalReadRoutes.getPortalSupplier, id === null ? null : { params: { id } });
  const supplier = data?.data;

  if (id === null || (error?.status === 404 && !supplier)) {
    return (
      <PortalPageFrame title={messages.notFoundTitle} crumbs={GUIDE_CRUMBS}>
        <PortalEmpty>{messages.supplierNotFound}</PortalEmpty>
        <AppLink to={pathHref(PORTAL_PATHS.page, { slug: GUIDE.slug })}>{messages.backToGuide}</AppLink>
      </PortalPageFrame>
    );
  }
  if (!supplier) {
    return (
      <PortalPageFrame title={GUIDE.title} crumbs={GUIDE_CRUMBS.slice(0, 1)}>
        {error ? <PortalLoadError error={error} thing={messages.supplierThing} onRetry={() => void mutate()} /> : <PortalLoading />}
      </PortalPageFrame>
    );
  }

  const firstCategory = supplier.categories[0]!;
  return (
    <PortalPageFrame
      title={supplier.name}
      crumbs={[...GUIDE_CRUMBS, { label: SUPPLIER_CATEGORY_LABELS[firstCategory], to: pathHref(PORTAL_PATHS.supplierCategory, { category: firstCategory }) }]}
      aside={<SupplierLogo supplier={supplier} large />}
      lead={supplier.summary || undefined}
      details={
        <>
          <div className={styles.categories}>
            <Text size={200} className={styles.muted}>
              {messages.alsoIn}:
            </Text>
            {supplier.categories.map((category) => (
              <AppLink key={category} to={pathHref(PORTAL_PATHS.supplierCategory, { category })}>
                {SUPPLIER_CATEGORY_LABELS[category]}
              </AppLink>
            ))}
          </div>
          {(supplier.website || supplier.agentPortal) && (
            <div className={styles.sites}>
              {supplier.website && (
                <Button as="a" href={supplier.website} target="_blank" rel="noopener noreferrer" icon={<GlobeRegular />}>
                  {messages.website}
                </Button>
              )}
              {supplier.agentPortal && (
                <Button as="a" appearance="primary" href={supplier.agentPortal} target="_blank" rel="noopener noreferrer" icon={<OpenRegular />}>
                  {messages.agentPortal}
                </Button>
              )}
            </div>
          )}
        </>
      }
    >
      <SupplierDetails supplier={supplier} />
    </PortalPageFrame>
  );
}
