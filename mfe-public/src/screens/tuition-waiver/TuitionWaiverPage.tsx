import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/text-page/RichText';
import { Paragraph, TextList, TextPage, TextSection } from '../../components/text-page/TextPage';
import { SCHOLARSHIPS } from '../../lib/academy-facts';
import { NAMESPACE } from '../../locales';

const ELIGIBILITY = ['age', 'study', 'english', 'motivation'] as const;
const APPLY_STEPS = ['account', 'letter', 'decision'] as const;

/** The header's Tuition Waiver entry: scholarships, the waiver, who may apply and how. */
export default function TuitionWaiverPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TextPage title={t('tuitionWaiver.title')} intro={t('tuitionWaiver.intro')}>
      <TextSection id="waiver-scholarships" title={t('tuitionWaiver.scholarshipsTitle')}>
        <Paragraph>{t('tuitionWaiver.scholarships', { count: SCHOLARSHIPS })}</Paragraph>
      </TextSection>
      <TextSection id="waiver-waiver" title={t('tuitionWaiver.waiverTitle')}>
        <Paragraph>{t('tuitionWaiver.waiver')}</Paragraph>
      </TextSection>
      <TextSection id="waiver-eligibility" title={t('tuitionWaiver.eligibilityTitle')}>
        <TextList items={ELIGIBILITY.map((key) => ({ key, text: t(`tuitionWaiver.eligibility.${key}`) }))} />
      </TextSection>
      <TextSection id="waiver-apply" title={t('tuitionWaiver.applyTitle')}>
        <TextList
          numbered
          items={APPLY_STEPS.map((key) => ({
            key,
            text: <RichText i18nKey={`tuitionWaiver.apply.${key}`} />,
          }))}
        />
      </TextSection>
      <Paragraph>
        <RichText i18nKey="tuitionWaiver.more" />
      </Paragraph>
    </TextPage>
  );
}
