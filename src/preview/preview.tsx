/**
 * The staff preview panel (issue 14; spec footer "Staff preview panel", §4, §5, §8).
 *
 * Nothing renders until the auth check has said SUCCESS (stores/preview), and nothing again
 * after logout. Then a 'Preview settings' button opens the design-system modal (native dialog:
 * focus moves in and wraps, Escape, the close button and a click outside close it, focus goes
 * back to the button) with the date, the time, the A/B test block (Name and Group selects),
 * 'Set preview settings' and 'Logout'. Opening shows the active settings and loads the tests for
 * them; a new date or time loads the tests again.
 *
 * Accessibility: the fields have visible labels; the A/B selects are a fieldset named by its
 * legend; the group's Required error is tied to it (aria-invalid, aria-describedby); status
 * messages are notifications in live regions (info polite, errors assertive). A refused apply
 * (test without group) moves focus to the group select. Test and group names come from a service
 * and are rendered as text.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '../ds/button/index';
import { Modal } from '../ds/modal/index';
import { Notification } from '../ds/notification/index';
import { useTranslate, type Translate } from '../shared/shop-context';
import { useStyles } from '../shared/use-styles';
import {
  $staffPreview,
  applyPreviewSettings,
  changePreviewDate,
  changePreviewTime,
  chooseAbTest,
  chooseAbTestGroup,
  connectStaffPreview,
  findAbTest,
  logoutStaffPreview,
  openPreviewSettings,
  type PreviewState,
} from '../../stores/preview/index';
import { PreviewInput, PreviewSelect } from './preview-fields';
import {
  getAbTestOptions,
  getAbTestsNotice,
  getApplyNotice,
  type PreviewNotice,
} from './preview.logic';
import css from './preview.css?inline';

function PreviewNoticeView({
  notice,
  t,
}: {
  readonly notice: PreviewNotice;
  readonly t: Translate;
}) {
  return (
    <Notification state={notice.state} variant="copysize">
      {t(notice.message)}
    </Notification>
  );
}

function PreviewSettingsForm({
  state,
  t,
}: {
  readonly state: PreviewState;
  readonly t: Translate;
}) {
  const groupRef = useRef<HTMLSelectElement>(null);
  const { form } = state;
  const tests = getAbTestOptions(state.tests, state.testsStatus, form.testName, form.groupName);
  const chosenTest = findAbTest(tests, form.testName);
  const testsNotice = getAbTestsNotice(state.testsStatus);
  const applyNotice = getApplyNotice(state.applyStatus);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    // spec footer §5: the refused apply names the missing group; focus goes where it is chosen
    if ((await applyPreviewSettings()) === 'groupMissing') groupRef.current?.focus();
  }

  return (
    <form className="preview__form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="preview__when">
        <PreviewInput
          type="date"
          label={t('preview.settings.date')}
          value={form.date}
          onValueChange={changePreviewDate}
        />
        <PreviewInput
          type="time"
          label={t('preview.settings.time')}
          value={form.time}
          onValueChange={changePreviewTime}
        />
      </div>
      <fieldset className="preview__ab-test">
        <legend className="preview__legend">{t('preview.abTests.legend')}</legend>
        <PreviewSelect
          label={t('preview.abTests.name')}
          value={form.testName}
          noneLabel={t('preview.abTests.none')}
          names={tests.map((test) => test.name)}
          onValueChange={chooseAbTest}
        />
        <PreviewSelect
          ref={groupRef}
          label={t('preview.abTests.group')}
          value={form.groupName}
          noneLabel={t('preview.abTests.chooseGroup')}
          names={chosenTest?.groups.map((group) => group.name) ?? []}
          onValueChange={chooseAbTestGroup}
          disabled={chosenTest === undefined}
          required={chosenTest !== undefined}
          error={state.groupRequired ? t('preview.abTests.groupRequired') : undefined}
        />
        {testsNotice && <PreviewNoticeView notice={testsNotice} t={t} />}
      </fieldset>
      {applyNotice && <PreviewNoticeView notice={applyNotice} t={t} />}
      <div className="preview__actions">
        <Button type="submit">{t('preview.settings.apply')}</Button>
        <Button variant="secondary" onClick={() => void logoutStaffPreview()}>
          {t('preview.settings.logout')}
        </Button>
      </div>
    </form>
  );
}

export function StaffPreview() {
  useStyles(css);
  const t = useTranslate();
  const state = useStore($staffPreview);

  // the session (auth check, renewal) lives while the element is on the page
  useEffect(() => connectStaffPreview(), []);

  if (state.auth !== 'authorised') return null;
  return (
    <div part="preview" className="preview">
      <Modal
        title={t('preview.settings.title')}
        size="S"
        trigger={
          <Button variant="secondary" size="small">
            {t('preview.settings.title')}
          </Button>
        }
        onOpen={openPreviewSettings}
      >
        <PreviewSettingsForm state={state} t={t} />
      </Modal>
    </div>
  );
}
