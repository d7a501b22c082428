import { Type } from 'typebox';
import { PROFILE_STATUSES, Password } from './entities';

/**
 * Request bodies and answers of the signed-in student's routes (prefix /student). The routes validate
 * and serialise with these; the front end's payload types are their Static<> (shared/src/api/types.ts).
 */

const Name = Type.String({ maxLength: 150, description: 'Trimmed; may not be blank' });

/** PATCH /student/student/update/: a partial update (docs/decisions/0160). */
export const ProfileUpdate = Type.Object(
  {
    first_name: Type.Optional(Name),
    last_name: Type.Optional(Name),
    // Only the choice is checked (no type), so a number or a list gets DRF's one ChoiceField message.
    status: Type.Optional(
      Type.Unsafe<(typeof PROFILE_STATUSES)[number] | null>({
        enum: [...PROFILE_STATUSES, null],
        description: "'individual', 'legal_entity', or null to clear it",
      }),
    ),
    residential_address: Type.Optional(Type.String({ maxLength: 255, description: "Trimmed; '' clears it" })),
    language: Type.Optional(
      Type.Unsafe<'en' | 'ru' | 'kk'>({
        type: 'string',
        enum: ['en', 'ru', 'kk'],
        description: 'The language the account’s mails and notifications are written in (the site’s choice)',
      }),
    ),
    taxpayer_id: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          "IIN/BIN: 12 digits, a real birth or registration date, a valid check digit (surrounding spaces trimmed); '' clears it",
      }),
    ),
  },
  {
    description:
      'Any subset of the fields (a partial update, as DRF with partial=True); unknown fields are ignored',
  },
);

/** PATCH /student/reset-password/: the current password is required (docs/decisions/0104). */
export const PasswordChangeBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  current_password: Password,
  new_password: Password,
});

/** Every other device is signed out; this one gets a fresh token pair (docs/decisions/0104). */
export const PasswordChanged = Type.Object({
  detail: Type.String(),
  access: Type.String(),
  refresh: Type.String(),
});
