import { useState, type Dispatch, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Radio,
  RadioGroup,
  Tab,
  TabList,
  Text,
  Toolbar,
  ToolbarButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular, ArrowLeftRegular, ArrowRightRegular, DeleteRegular, RenameRegular } from '@fluentui/react-icons';
import { addTab, tabsInOrder, type PackageTabsAction, type PackageTabsState } from '@tdp/shared/catalogue/package-tabs-state';
import { getLayout, LAYOUTS } from '@tdp/shared/layouts/layout-registry';
import { formatMessage } from '../../../lib/intl.ts';
import { errorsUnder, type DraftErrors } from '../package-draft.ts';
import { builderMessages as messages } from '../messages.ts';
import { LayoutFieldsForm } from './fields/layout-fields-form.tsx';
import { RenameTabDialog, TAB_NAME_MAX, TAB_NAME_REFUSALS } from './rename-tab-dialog.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  strip: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  tabList: { overflowX: 'auto', maxWidth: '100%' },
  toolbar: { flexWrap: 'wrap', padding: 0 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  panelHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  layoutNote: { color: tokens.colorNeutralForeground3 },
  layoutChoice: { display: 'flex', flexDirection: 'column' },
  layoutDescription: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    marginLeft: '32px',
    marginTop: '-6px',
    marginBottom: tokens.spacingVerticalXS,
  },
  radioGroup: { maxHeight: '45vh', overflowY: 'auto' },
});

/** Props of {@link TabsEditor}. */
export interface TabsEditorProps {
  state: PackageTabsState;
  dispatch: Dispatch<PackageTabsAction>;
  /** Problems of the whole package; this editor shows those under `tabs.<index>`. */
  errors: DraftErrors;
}

/**
 * The package's tabs (the shared tab-state reducer): a tab strip marking tabs with problems, the chosen
 * tab's form from its layout, and the tab operations: add choosing a layout, rename (saying why a name is
 * refused), move earlier or later, remove, and start again from the single Overview tab.
 */
export function TabsEditor({ state, dispatch, errors }: TabsEditorProps) {
  const styles = useStyles();
  const tabs = tabsInOrder(state);
  const [selectedName, setSelectedName] = useState(tabs[0]?.tabName ?? '');
  const [dialog, setDialog] = useState<'add' | 'rename' | 'remove' | 'clear' | null>(null);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.tabName === selectedName),
  );
  const selected = tabs[selectedIndex];
  const problemsOf = (index: number) => Object.keys(errorsUnder(errors, `tabs.${index}`)).length;

  return (
    <div className={styles.root}>
      <div className={styles.strip}>
        <TabList
          className={styles.tabList}
          selectedValue={selected?.tabName}
          onTabSelect={(_, data) => setSelectedName(String(data.value))}
          aria-label={messages.tabsList}
        >
          {tabs.map((tab, index) => (
            <Tab
              key={tab.tabName}
              value={tab.tabName}
              aria-label={problemsOf(index) > 0 ? formatMessage(messages.tabHasProblems, { name: tab.tabName }) : undefined}
            >
              {tab.tabName}
              {problemsOf(index) > 0 && (
                <Badge size="small" color="danger" appearance="filled" style={{ marginLeft: tokens.spacingHorizontalXS }} aria-hidden>
                  {problemsOf(index)}
                </Badge>
              )}
            </Tab>
          ))}
        </TabList>
        <Toolbar className={styles.toolbar} aria-label={messages.tabsHeading} size="small">
          <ToolbarButton appearance="primary" icon={<AddRegular />} onClick={() => setDialog('add')}>
            {messages.addTab}
          </ToolbarButton>
          <ToolbarButton icon={<ArrowClockwiseRegular />} onClick={() => setDialog('clear')}>
            {messages.clearTabs}
          </ToolbarButton>
        </Toolbar>
      </div>

      {selected && (
        <section className={styles.panel} aria-label={selected.tabName}>
          <div className={styles.panelHead}>
            <Text className={styles.layoutNote}>
              {formatMessage(messages.tabLayout, { layout: getLayout(selected.layoutName)?.label ?? selected.layoutName })}
            </Text>
            <Toolbar size="small" aria-label={formatMessage(messages.tabActions, { name: selected.tabName })}>
              <ToolbarButton icon={<RenameRegular />} onClick={() => setDialog('rename')}>
                {messages.renameTab}
              </ToolbarButton>
              <ToolbarButton
                icon={<ArrowLeftRegular />}
                disabled={selectedIndex === 0}
                onClick={() => dispatch({ type: 'move', tabName: selected.tabName, toIndex: selectedIndex - 1 })}
              >
                {messages.moveTabLeft}
              </ToolbarButton>
              <ToolbarButton
                icon={<ArrowRightRegular />}
                disabled={selectedIndex === tabs.length - 1}
                onClick={() => dispatch({ type: 'move', tabName: selected.tabName, toIndex: selectedIndex + 1 })}
              >
                {messages.moveTabRight}
              </ToolbarButton>
              <ToolbarButton
                icon={<DeleteRegular />}
                disabled={tabs.length === 1}
                title={tabs.length === 1 ? messages.lastTab : undefined}
                onClick={() => setDialog('remove')}
              >
                {messages.removeTab}
              </ToolbarButton>
            </Toolbar>
          </div>
          <LayoutFieldsForm
            key={`${selected.tabName}|${selected.layoutName}`}
            layoutName={selected.layoutName}
            fields={selected.fields}
            errors={errorsUnder(errors, `tabs.${selectedIndex}`)}
            onChange={(key, value) => dispatch({ type: 'update', tabName: selected.tabName, changes: { fields: { [key]: value } } })}
          />
        </section>
      )}

      {dialog === 'add' && (
        <AddTabDialog
          state={state}
          onAdd={(tabName, layoutName) => {
            dispatch({ type: 'add', tabName, layoutName });
            setSelectedName(tabName);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'rename' && selected && (
        <RenameTabDialog
          state={state}
          oldName={selected.tabName}
          onRename={(newName) => {
            dispatch({ type: 'rename', oldName: selected.tabName, newName });
            setSelectedName(newName);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'remove' && selected && (
        <ConfirmDialog
          title={formatMessage(messages.removeTabTitle, { name: selected.tabName })}
          message={messages.removeTabMessage}
          confirmLabel={messages.confirmRemove}
          onConfirm={() => {
            dispatch({ type: 'remove', tabName: selected.tabName });
            setSelectedName(tabs[selectedIndex === 0 ? 1 : selectedIndex - 1]?.tabName ?? '');
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'clear' && (
        <ConfirmDialog
          title={messages.clearTabsTitle}
          message={messages.clearTabsMessage}
          confirmLabel={messages.confirmClear}
          onConfirm={() => {
            dispatch({ type: 'clear' });
            setSelectedName('');
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** Asks a tab's name and layout; a name another tab has (any case) is refused, saying so. */
function AddTabDialog({ state, onAdd, onClose }: { state: PackageTabsState; onAdd: (tabName: string, layoutName: string) => void; onClose: () => void }) {
  const styles = useStyles();
  const [name, setName] = useState('');
  const [layoutName, setLayoutName] = useState<string>(LAYOUTS[0]!.name);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = addTab(state, name, layoutName);
    if (!result.ok) {
      setError(formatMessage(TAB_NAME_REFUSALS[result.reason], { name: name.trim() }));
      return;
    }
    onAdd(name.trim(), layoutName);
    onClose();
  }

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{messages.addTabTitle}</DialogTitle>
            <DialogContent>
              <Field label={messages.tabNameLabel} validationMessage={error ?? undefined} required>
                <Input
                  value={name}
                  autoFocus
                  maxLength={TAB_NAME_MAX}
                  onChange={(_, data) => {
                    setName(data.value);
                    setError(null);
                  }}
                />
              </Field>
              <Field label={messages.layoutLabel} required>
                <RadioGroup className={styles.radioGroup} value={layoutName} onChange={(_, data) => setLayoutName(data.value)}>
                  {LAYOUTS.map((layout) => (
                    <div key={layout.name} className={styles.layoutChoice}>
                      <Radio value={layout.name} label={layout.label} />
                      <span className={styles.layoutDescription}>{layout.description}</span>
                    </div>
                  ))}
                </RadioGroup>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {messages.cancel}
              </Button>
              <Button appearance="primary" type="submit">
                {messages.addTabButton}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** A yes/no question before a change that loses fields (remove a tab, start the tabs again). */
function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {messages.cancel}
            </Button>
            <Button
              appearance="primary"
              onClick={() => {
                onConfirm();
                onClose();
              }}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
