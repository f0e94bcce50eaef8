import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, Field, Input, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowLeftRegular, DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';
import { CRUISE_CONTINENT_PREFIX } from '@tdp/shared/constants';
import { continentCreateInputSchema, type Continent, type ContinentCreateInput } from '@tdp/shared/schemas/destination';
import { continentDisplayName, isCruiseContinent } from '@tdp/shared/catalogue/destination-ids';
import { useNotify } from '../../../components/app-toaster.tsx';
import { formatMessage } from '../../../lib/intl.ts';
import { readKey } from '../../../lib/read-key.ts';
import { useRefreshRoutes } from '../../../lib/use-api.ts';
import type { DestinationKind } from '../destination-kind.ts';
import { continentDraftReducer, continentInputFrom, draftFromContinent, type ContinentDraft, type ContinentDraftAction } from '../continent-draft.ts';
import { AdminScreen } from '../../../components/admin-form/admin-screen.tsx';
import { AdminItemPage } from '../../../components/admin-kit/admin-item-page.tsx';
import { ProblemBar } from '../../../components/admin-form/problem-bar.tsx';
import { AdminSaveBar } from '../../../components/admin-form/save-bar.tsx';
import { useUnsavedChangesWarning } from '../../../components/admin-form/unsaved-changes-warning.tsx';
import { useAdminSave } from '../../../components/admin-form/use-admin-save.ts';
import { useSchemaForm } from '../../../components/admin-form/use-schema-form.ts';
import { destinationKindOf, destinationsHref } from '../destination-kind.ts';
import { catalogueMessages as messages } from '../messages.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogueRoutes } from '@tdp/shared/api/routes/catalogue-routes';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  nameCard: { padding: tokens.spacingHorizontalL },
  nameField: { maxWidth: '480px' },
  sectionHeader: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  sectionHeading: { margin: 0 },
  countries: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  countryCard: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  countryRow: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  countryField: { flexGrow: 1, maxWidth: '420px' },
  // Lines the button up with the input under the field's label.
  besideLabelledInput: { marginTop: '26px' },
  cities: {
    listStyleType: 'none',
    margin: 0,
    padding: `0 0 0 ${tokens.spacingHorizontalXL}`,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingVerticalS,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
  },
  cityRow: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS },
  cityField: { flexGrow: 1, minWidth: 0 },
  noCities: { color: tokens.colorNeutralForeground3 },
  countryActions: { paddingLeft: tokens.spacingHorizontalXL },
});

function labelFor(kind: DestinationKind) {
  return (path: string): string => {
    if (path === 'continent_name') return kind === 'cruise' ? messages.cruiseGroupNameLabel : messages.continentNameLabel;
    if (/^countries\.\d+\.cities\.\d+/.test(path)) return messages.cityNameLabel;
    if (/^countries\.\d+/.test(path)) return messages.countryNameLabel;
    return messages.countriesHeading;
  };
}

/** The tree editor; keyed by the loaded version, so a reload (or a save) starts it afresh. */
function ContinentEditor({ continent, kind, onReload }: { continent: Continent | null; kind: DestinationKind; onReload: () => void }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const refreshReads = useRefreshRoutes();
  const { mutate } = useSWRConfig();
  const toInput = useCallback((draft: ContinentDraft) => continentInputFrom(draft, kind), [kind]);
  const labelOf = useCallback((path: string) => labelFor(kind)(path), [kind]);
  const form = useSchemaForm<ContinentDraft, ContinentCreateInput>({
    initial: draftFromContinent(continent, kind),
    schema: continentCreateInputSchema,
    toInput,
    labelOf,
  });
  const warning = useUnsavedChangesWarning(form.isDirty);
  const { saving, problem, submit } = useAdminSave(form, kind === 'cruise' ? messages.cruiseGroupThing : messages.continentThing);
  const nextKey = useRef(0);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const cruise = kind === 'cruise';
  const listHref = destinationsHref(kind);

  useEffect(() => {
    if (focusKey) document.getElementById(`place-${focusKey}`)?.focus();
  }, [focusKey]);

  const dispatch = (action: ContinentDraftAction) => form.update((draft) => continentDraftReducer(draft, action));

  function addPlace(action: (key: string) => ContinentDraftAction) {
    nextKey.current += 1;
    const key = `new-${nextKey.current}`;
    dispatch(action(key));
    setFocusKey(key);
  }

  function save(event: FormEvent) {
    return submit(event, async (body) => {
      const saved = continent
        ? await apiFetch(catalogueRoutes.updateContinent, { params: { id: continent.continent_id }, body: { ...body, version: continent.version } })
        : await apiFetch(catalogueRoutes.createContinent, { body });
      notify('success', formatMessage(messages.continentSaved, { name: continentDisplayName(saved) }));
      await refreshReads([catalogueReadRoutes.listContinents, catalogueReadRoutes.getContinent, catalogueReadRoutes.listTopPicks]);
      if (continent) {
        // The new version re-keys the editor: it starts again, clean, from what was saved.
        await mutate(readKey(catalogueReadRoutes.getContinent, { params: { id: saved.continent_id } }), saved, { revalidate: false });
      } else {
        warning.allowNextNavigation();
        await navigate(listHref);
      }
    });
  }

  const { draft, errors } = form;
  const nameLabel = cruise ? messages.cruiseGroupNameLabel : messages.continentNameLabel;
  const title = continent
    ? formatMessage(messages.editContinentTitle, { name: continentDisplayName(continent) })
    : cruise
      ? messages.newCruiseGroupTitle
      : messages.newContinentTitle;

  return (
    <AdminScreen
      title={title}
      before={
        <div>
          <LinkButton to={listHref} appearance="transparent" icon={<ArrowLeftRegular />}>
            {cruise ? messages.backToCruiseDestinations : messages.backToDestinations}
          </LinkButton>
        </div>
      }
    >
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-label={title}>
        {problem && <ProblemBar problem={problem} onReload={onReload} />}
        <Card className={styles.nameCard}>
          <Field
            className={styles.nameField}
            label={nameLabel}
            required
            hint={cruise ? formatMessage(messages.cruiseGroupNameHint, { name: draft.name.trim().replaceAll(' ', '_') || '…' }) : undefined}
            validationState={errors.continent_name ? 'error' : 'none'}
            validationMessage={errors.continent_name}
          >
            <Input
              value={draft.name}
              contentBefore={cruise ? <Text>{CRUISE_CONTINENT_PREFIX}</Text> : undefined}
              onChange={(_, data) => dispatch({ type: 'rename', name: data.value })}
            />
          </Field>
        </Card>

        <div className={styles.sectionHeader}>
          <Text as="h2" size={500} weight="semibold" className={styles.sectionHeading}>
            {cruise ? messages.cruiseRegionsHeading : messages.countriesHeading} ({draft.countries.length})
          </Text>
          <Button icon={<AddRegular />} onClick={() => addPlace((key) => ({ type: 'addCountry', key }))}>
            {messages.addCountry}
          </Button>
        </div>

        <ol className={styles.countries}>
          {draft.countries.map((country, countryIndex) => {
            const countryName = country.name.trim() || messages.unnamedCountry;
            const countryError = errors[`countries.${countryIndex}.name`];
            return (
              <li key={country.key}>
                <Card className={styles.countryCard} role="group" aria-label={countryName}>
                  <div className={styles.countryRow}>
                    <Field
                      className={styles.countryField}
                      label={formatMessage(messages.countryNumberLabel, { number: countryIndex + 1 })}
                      required
                      validationState={countryError ? 'error' : 'none'}
                      validationMessage={countryError}
                    >
                      <Input
                        id={`place-${country.key}`}
                        value={country.name}
                        onChange={(_, data) => dispatch({ type: 'renameCountry', countryKey: country.key, name: data.value })}
                      />
                    </Field>
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      className={styles.besideLabelledInput}
                      aria-label={formatMessage(messages.removeCountry, { name: countryName })}
                      onClick={() => dispatch({ type: 'removeCountry', countryKey: country.key })}
                    >
                      {messages.remove}
                    </Button>
                  </div>
                  {country.cities.length === 0 ? (
                    <Text className={mergeClasses(styles.noCities, styles.countryActions)}>{messages.noCitiesYet}</Text>
                  ) : (
                    <ul className={styles.cities}>
                      {country.cities.map((city, cityIndex) => {
                        const cityError = errors[`countries.${countryIndex}.cities.${cityIndex}.name`];
                        const cityLabel = formatMessage(messages.cityInCountryLabel, { number: cityIndex + 1, country: countryName });
                        return (
                          <li key={city.key} className={styles.cityRow}>
                            <Field className={styles.cityField} validationState={cityError ? 'error' : 'none'} validationMessage={cityError}>
                              <Input
                                id={`place-${city.key}`}
                                aria-label={cityLabel}
                                value={city.name}
                                onChange={(_, data) => dispatch({ type: 'renameCity', countryKey: country.key, cityKey: city.key, name: data.value })}
                              />
                            </Field>
                            <Button
                              appearance="subtle"
                              icon={<DismissRegular />}
                              aria-label={formatMessage(messages.removeCity, { name: city.name.trim() || cityLabel })}
                              title={formatMessage(messages.removeCity, { name: city.name.trim() || cityLabel })}
                              onClick={() => dispatch({ type: 'removeCity', countryKey: country.key, cityKey: city.key })}
                            />
                          </li>
                        );
                      })}
                    </ul>
                  )}
                  <div className={styles.countryActions}>
                    <Button
                      appearance="secondary"
                      size="small"
                      icon={<AddRegular />}
                      aria-label={formatMessage(messages.addCityTo, { country: countryName })}
                      onClick={() => addPlace((key) => ({ type: 'addCity', countryKey: country.key, key }))}
                    >
                      {messages.addCity}
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ol>

        <AdminSaveBar saving={saving} label={messages.saveContinent} savingLabel={messages.saving} cancelTo={listHref} cancelLabel={messages.cancel} sticky />
      </form>
      {warning.dialog}
    </AdminScreen>
  );
}

/**
 * `/admin-dashboard/packages/destinations/new` and `.../edit/{id}`: a continent (or cruise group) with its
 * countries and cities, added, renamed and removed at each level, saved as one tree with the version read.
 * Removing a place published packages use is refused by the API, which names them.
 */
export function ContinentEditorPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const read = (text: string) => (/^[1-9][0-9]*$/.test(text) ? { params: { id: Number(text) } } : null);
  return (
    <AdminItemPage
      route={catalogueReadRoutes.getContinent}
      id={id}
      read={read}
      title={messages.destinationsTitle}
      notFound={messages.continentNotFound}
      thing={messages.continentThing}
    >
      {(continent, onReload) => {
        const kind: DestinationKind = continent ? (isCruiseContinent(continent) ? 'cruise' : 'regular') : (destinationKindOf(search) ?? 'regular');
        return <ContinentEditor continent={continent} kind={kind} onReload={onReload} />;
      }}
    </AdminItemPage>
  );
}
