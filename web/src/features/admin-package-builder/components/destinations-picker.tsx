import { useId, useMemo } from 'react';
import { Spinner, Tag, TagGroup, Text, Tree, TreeItem, TreeItemLayout, makeStyles, tokens } from '@fluentui/react-components';
import type { Continent } from '@tdp/shared/schemas/destination';
import { continentDisplayName, formatDestinationId, isCruiseContinent } from '@tdp/shared/catalogue/destination-ids';
import { formatMessage } from '../../../lib/intl.ts';
import { builderMessages as messages } from '../messages.ts';
import { useApi } from '../../../lib/use-api.ts';
import { asAdminRead, ADMIN_VIEW_QUERY } from '../../../lib/admin-read.ts';
import { catalogueReadRoutes } from '@tdp/shared/api/routes/catalogue-read-routes';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXXS },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, minHeight: '28px' },
  none: { color: tokens.colorNeutralForeground3 },
  tree: {
    maxHeight: '320px',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** A continent's name in the picker: cruise groups say so, since their names alone ("Ocean") read oddly among continents. */
function continentLabel(continent: Continent): string {
  return isCruiseContinent(continent) ? formatMessage(messages.cruiseGroup, { name: continentDisplayName(continent) }) : continent.continent_name;
}

/** Names of every destination id of the tree (`country-12` → `France`), for the chosen tags. */
function namesOf(continents: readonly Continent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const continent of continents) {
    names.set(formatDestinationId('continent', continent.continent_id), continentLabel(continent));
    for (const country of continent.countries) {
      names.set(formatDestinationId('country', country.id), country.name);
      for (const city of country.cities) names.set(formatDestinationId('city', city.id), `${city.name}, ${country.name}`);
    }
  }
  return names;
}

/** Props of {@link DestinationsPicker}. */
export interface DestinationsPickerProps {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/**
 * The package's destinations from the destination tree (continents and cruise groups, countries, cities),
 * ticked in a tree; the chosen ones are listed above as tags that can be removed. A continent stands for
 * everything in it, so the tree does not tick its countries for it.
 *
 * A fieldset with its legend, not a Fluent `Field`: a Field hands its one control id (and its label's `for`)
 * to every checkbox inside it, so all the tree's checkboxes shared an id and clicking the title ticked the
 * first continent.
 */
export function DestinationsPicker({ value, onChange, error }: DestinationsPickerProps) {
  const styles = useStyles();
  const tree = useApi(asAdminRead(catalogueReadRoutes.listContinents), { query: ADMIN_VIEW_QUERY });
  // Continents alphabetically, then the cruise groups.
  const continents = useMemo(
    () =>
      [...(tree.data ?? [])].sort(
        (a, b) => Number(isCruiseContinent(a)) - Number(isCruiseContinent(b)) || continentLabel(a).localeCompare(continentLabel(b), 'en-CA'),
      ),
    [tree.data],
  );
  const names = useMemo(() => namesOf(continents), [continents]);
  const chosen = new Set(value);
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...value.filter((entry) => entry !== id), id] : value.filter((entry) => entry !== id));
  const hintId = useId();
  const errorId = useId();

  return (
    <fieldset className={styles.group} aria-describedby={hintId} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>
        {messages.destinationsLabel}
        <span className={styles.required} aria-hidden>
          *
        </span>
      </legend>
      <Text id={hintId} className={styles.hint}>
        {messages.destinationsHint}
      </Text>
      <div className={styles.root}>
        <div className={styles.chosen} aria-label={messages.destinationsSelected} role="group">
          {value.length === 0 ? (
            <Text className={styles.none}>{messages.destinationsNone}</Text>
          ) : (
            <TagGroup onDismiss={(_, data) => toggle(String(data.value), false)} aria-label={messages.destinationsSelected}>
              {value.map((id) => (
                <Tag
                  key={id}
                  value={id}
                  dismissible
                  dismissIcon={{ 'aria-label': formatMessage(messages.removeDestination, { name: names.get(id) ?? id }) }}
                  size="small"
                  shape="circular"
                >
                  {names.get(id) ?? id}
                </Tag>
              ))}
            </TagGroup>
          )}
        </div>
        {!tree.data ? (
          <Spinner size="tiny" label={messages.loadingDestinations} />
        ) : (
          <Tree
            className={styles.tree}
            aria-label={messages.destinationsTree}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            aria-required
            selectionMode="multiselect"
            checkedItems={value}
            onCheckedChange={(_, data) => toggle(String(data.value), data.checked === true)}
          >
            {continents.map((continent) => {
              const continentId = formatDestinationId('continent', continent.continent_id);
              return (
                <TreeItem key={continentId} value={continentId} itemType={continent.countries.length > 0 ? 'branch' : 'leaf'}>
                  <TreeItemLayout>{continentLabel(continent)}</TreeItemLayout>
                  {continent.countries.length > 0 && (
                    <Tree>
                      {continent.countries.map((country) => {
                        const countryId = formatDestinationId('country', country.id);
                        return (
                          <TreeItem key={countryId} value={countryId} itemType={country.cities.length > 0 ? 'branch' : 'leaf'}>
                            <TreeItemLayout>{country.name}</TreeItemLayout>
                            {country.cities.length > 0 && (
                              <Tree>
                                {country.cities.map((city) => {
                                  const cityId = formatDestinationId('city', city.id);
                                  return (
                                    <TreeItem key={cityId} value={cityId} itemType="leaf">
                                      <TreeItemLayout>{chosen.has(cityId) ? <strong>{city.name}</strong> : city.name}</TreeItemLayout>
                                    </TreeItem>
                                  );
                                })}
                              </Tree>
                            )}
                          </TreeItem>
                        );
                      })}
                    </Tree>
                  )}
                </TreeItem>
              );
            })}
          </Tree>
        )}
      </div>
      {error && (
        <Text id={errorId} role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
