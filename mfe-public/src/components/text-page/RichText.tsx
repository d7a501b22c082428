import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL, siteAddress } from '../../lib/contact-details';
import { NAMESPACE } from '../../locales';

/** The tags a public text may use for its links; translators move them, never write HTML. */
const LINKS: Record<string, ReactElement> = {
  mail: <a href={`mailto:${CONTACT_EMAIL}`} />,
  site: <Link to="/" />,
  privacy: <Link to="/privacy_policy" />,
  terms: <Link to="/terms" />,
  course: <Link to="/aboutthecourse" />,
  certification: <Link to="/certification" />,
  signup: <Link to="/signup" />,
  waiver: <Link to="/tuition-waiver" />,
};

/** A translated text of the public namespace whose `<mail>`, `<privacy>`, ... tags become real links. */
export function RichText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ email: CONTACT_EMAIL, website: siteAddress() }}
      components={LINKS}
    />
  );
}
