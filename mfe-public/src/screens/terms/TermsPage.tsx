import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/text-page/RichText';
import { Paragraph, TextPage, TextSection } from '../../components/text-page/TextPage';
import { NAMESPACE } from '../../locales';

/** The sections of the public offer and how many paragraphs each has in the catalogs (`terms.sections.<id>.p<n>`). */
export const TERMS_SECTIONS = [
  ['general', 2],
  ['subject', 2],
  ['account', 2],
  ['payment', 2],
  ['refund', 3],
  ['conduct', 1],
  ['deletion', 1],
  ['changes', 1],
] as const;

/**
 * The terms of use as a public offer (docs/product/public-pages.md#terms-of-use), with the administrator's
 * details; links are real links.
 */
export default function TermsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TextPage title={t('terms.title')} intro={t('terms.intro')}>
      {TERMS_SECTIONS.map(([id, paragraphs]) => (
        <TextSection key={id} id={`terms-${id}`} title={t(`terms.sections.${id}.title`)}>
          {Array.from({ length: paragraphs }, (_, index) => (
            <Paragraph key={index}>
              <RichText i18nKey={`terms.sections.${id}.p${index + 1}`} />
            </Paragraph>
          ))}
        </TextSection>
      ))}
      <TextSection id="terms-administrator" title={t('terms.administratorTitle')}>
        <Paragraph>{t('terms.administrator.name')}</Paragraph>
        <Paragraph>
          <RichText i18nKey="terms.administrator.email" />
        </Paragraph>
        <Paragraph>
          <RichText i18nKey="terms.administrator.website" />
        </Paragraph>
      </TextSection>
      <Paragraph>
        <em>{t('terms.updated')}</em>
      </Paragraph>
    </TextPage>
  );
}
