import type { User } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../locales';
import defaultPhoto from './default-photo.svg';

/**
 * The student's photo, or the default image when there is none (docs/product/profile.md#card) or none is
 * known yet (null).
 */
export function ProfilePhoto({ user, className }: { user: User | null; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return user?.photo ? (
    <img className={className} src={user.photo} alt={t('card.photoAlt', { name: name || user.email })} />
  ) : (
    <img className={className} src={defaultPhoto} alt={t('card.defaultPhotoAlt')} data-default-photo="" />
  );
}
