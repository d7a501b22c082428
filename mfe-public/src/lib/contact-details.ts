/** The academy's contact address: the contact section, the terms (administrator) and the privacy policy. */
export const CONTACT_EMAIL = 'info@academy.test';

/** Five social networks, shown as plain labels, not links (docs/product/constants.md#contact-details). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'telegram', 'youtube'] as const;

/** The web site the policies name: the site the visitor is on, whatever its deployment address. */
export function siteAddress(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}
