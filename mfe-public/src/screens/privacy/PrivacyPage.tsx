import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/text-page/RichText';
import { Paragraph, TextPage, TextSection } from '../../components/text-page/TextPage';
import { NAMESPACE } from '../../locales';

/**
 * The nine sections of the privacy policy, the last with the contact e-mail and web site
 * (docs/product/public-pages.md#privacy-policy).
 */
export const PRIVACY_SECTIONS = [
  'collected',
  'purpose',
  'legal',
  'sharing',
  'storage',
  'security',
  'rights',
  'cookies',
  'contact',
] as const;

/** Privacy policy, at /privacy_policy and at /privacy (the sign-up link). */
export default function PrivacyPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TextPage title={t('privacy.title')} intro={t('privacy.intro')}>
      {PRIVACY_SECTIONS.map((id) => (
        <TextSection key={id} id={`privacy-${id}`} title={t(`privacy.sections.${id}.title`)}>
          <Paragraph>
            <RichText i18nKey={`privacy.sections.${id}.p1`} />
          </Paragraph>
        </TextSection>
      ))}
    </TextPage>
  );
}
