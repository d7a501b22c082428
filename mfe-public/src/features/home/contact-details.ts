/** The address the terms name for the administrator (public catalog `terms.administrator`). */
export const CONTACT_EMAIL = 'info@academy.test';

/** SPEC 2: five social networks, shown as plain labels, not links. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'telegram', 'youtube'] as const;
