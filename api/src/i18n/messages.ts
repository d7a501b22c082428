import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type TextParams, interpolate } from './interpolate';

/**
 * The API's user-facing messages. English texts are Django's, dj-rest-auth's and
 * SimpleJWT's own wording, so a client written against DRF matches them; the
 * other languages follow the student's Accept-Language.
 */
export type Language = 'en' | 'ru' | 'kk';

/**
 * Texts the browser shows too (field and password-rule errors) are written once, in the
 * front-end kernel's `common` catalogs (shared/src/i18n/locales/<language>/common.json).
 */
function kernelTexts(language: Language) {
  const file = path.join(
    __dirname,
    '..',
    '..',
    '..',
    'shared',
    'src',
    'i18n',
    'locales',
    language,
    'common.json',
  );
  const { validation } = JSON.parse(readFileSync(file, 'utf8')) as {
    validation: Record<string, string | undefined>;
  };
  const text = (key: string): string => {
    const value = validation[key];
    if (!value) throw new Error(`${file} has no validation.${key}`);
    return value;
  };
  return {
    required: text('required'),
    blank: text('blank'),
    passwordTooShort: text('passwordTooShort'),
    passwordTooCommon: text('passwordTooCommon'),
    passwordNumeric: text('passwordEntirelyNumeric'),
    passwordChanged: text('passwordChanged'),
  };
}

const en = {
  ...kernelTexts('en'),
  nullCharacter: 'Null characters are not allowed.',
  notString: 'Not a valid string.',
  notInteger: 'A valid integer is required.',
  invalidEmail: 'Enter a valid email address.',
  maxLength: 'Ensure this field has no more than {max} characters.',
  invalidData: 'Invalid data. Expected a dictionary, but got {type}.',
  jsonParse: 'JSON parse error - {reason}',
  unsupportedMedia: 'Unsupported media type "{type}" in request.',
  notFound: 'Not found.',
  methodNotAllowed: 'Method "{method}" not allowed.',
  serverError: 'A server error occurred.',
  serviceUnavailable: 'Service temporarily unavailable, try again later.',
  throttled: 'Request was throttled. Expected available in {seconds} seconds.',
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenNotValidAnyType: 'Given token not valid for any token type',
  tokenInvalid: 'Token is invalid or expired',
  tokenBlacklisted: 'Token is blacklisted',
  userNotFound: 'User not found',
  noActiveAccount: 'No active account found with the given credentials',
  emailNotVerified: 'E-mail address is not verified.',
  duplicateEmail: 'A user is already registered with this e-mail address.',
  passwordMismatch: "The two password fields didn't match.",
  passwordMismatchForm: 'The two password fields didn’t match.',
  passwordSimilar: 'The password is too similar to the email address.',
  codeSent: 'Verification code sent.',
  codeWrong: 'The code is incorrect.',
  codeExpired: 'The code has expired. Request a new one.',
  codeTooManyTries: 'Too many wrong attempts. Request a new code.',
  codeFormat: 'Enter the 4-digit code.',
  codeFormatRecovery: 'Enter the 8-digit code.',
  noPendingVerification: 'No account awaiting verification with this e-mail address.',
  alreadyVerified: 'This e-mail address is already verified.',
  resendTooEarly: 'Please wait {seconds} seconds before requesting a new code.',
  codeLockout:
    'Too many codes were requested or entered for this e-mail address. Try again in {minutes} minutes.',
  resetCodeSent: 'If an account with this e-mail exists, a code has been sent to it.',
  resetTokenInvalid: 'The reset link is invalid or has expired. Start again.',
  passwordResetDone: 'Password has been reset with the new password.',
  notOwnEmail: 'This is not the e-mail address of your account.',
  currentPasswordWrong: 'Your old password was entered incorrectly. Please enter it again.',
  namesRequired: 'First name and last name cannot be empty',
  invalidChoice: '"{value}" is not a valid choice.',
  taxpayerIdInvalid:
    'Enter a valid IIN/BIN: 12 digits that start with a real date (of birth or registration) and end with a correct check digit.',
  invisibleCharacters:
    'Remove the invisible characters (such as text-direction marks or zero-width spaces) from this field.',
  photoRequired: 'No file was submitted.',
  photoInvalid: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  photoTooLarge: 'The file is too large. The maximum size is {max} MB.',
  notEnrolled: 'You do not have permission to perform this action.',
  lectureNotFound: 'Invalid pk "{id}" - object does not exist.',
  topicClosed: 'This topic is not open yet.',
  notNumber: 'A valid number is required.',
  nullValue: 'This field may not be null.',
  notBoolean: 'Must be a valid boolean.',
  minValue: 'Ensure this value is greater than or equal to {min}.',
  maxValue: 'Ensure this value is less than or equal to {max}.',
  invalidPage: 'Invalid page.',
  invalidCursor: 'Invalid cursor.',
  accountDeleted: 'Account deleted.',
  mailVerifySubject: 'Your Academy verification code',
  mailVerifyIntro: 'Enter this code to confirm your e-mail address:',
  mailResetSubject: 'Your Academy password recovery code',
  mailResetIntro: 'Enter this code to set a new password:',
  socialReturnToRefused: 'This address is not a page of the site.',
  socialFlowExpired: 'The sign-in took too long or was started in another browser. Start again.',
  socialCodeInvalid: 'The sign-in link is invalid or has expired. Start again.',
  mailCodeLifetime: 'The code is valid for 10 minutes. If you did not ask for it, ignore this e-mail.',
  notAList: 'Expected a list of items but got type "{type}".',
  maxItems: 'Ensure this field has no more than {max} elements.',
} as const;

export type MessageKey = keyof typeof en;
type Catalog = Record<MessageKey, string>;

const ru: Catalog = {
  ...kernelTexts('ru'),
  nullCharacter: 'Нулевые символы недопустимы.',
  notString: 'Некорректная строка.',
  notInteger: 'Требуется целочисленное значение.',
  invalidEmail: 'Введите правильный адрес электронной почты.',
  maxLength: 'Убедитесь, что это значение содержит не более {max} символов.',
  invalidData: 'Недопустимые данные. Ожидался словарь, но был получен {type}.',
  jsonParse: 'Ошибка разбора JSON - {reason}',
  unsupportedMedia: 'Неподдерживаемый тип данных "{type}" в запросе.',
  notFound: 'Не найдено.',
  methodNotAllowed: 'Метод "{method}" не разрешен.',
  serverError: 'Произошла ошибка сервера.',
  serviceUnavailable: 'Сервис временно недоступен, попробуйте позже.',
  throttled: 'Запрос был проигнорирован. Повторите через {seconds} секунд.',
  notAuthenticated: 'Учетные данные не были предоставлены.',
  tokenNotValidAnyType: 'Данный токен недействителен для любого типа токена',
  tokenInvalid: 'Токен недействителен или просрочен',
  tokenBlacklisted: 'Токен занесен в черный список',
  userNotFound: 'Пользователь не найден',
  noActiveAccount: 'Не найдено активной учетной записи с указанными данными',
  emailNotVerified: 'Адрес электронной почты не подтвержден.',
  duplicateEmail: 'Пользователь с таким адресом электронной почты уже зарегистрирован.',
  passwordMismatch: 'Пароли не совпадают.',
  passwordMismatchForm: 'Введенные пароли не совпадают.',
  passwordSimilar: 'Введённый пароль слишком похож на адрес электронной почты.',
  codeSent: 'Код подтверждения отправлен.',
  codeWrong: 'Неверный код.',
  codeExpired: 'Срок действия кода истек. Запросите новый.',
  codeTooManyTries: 'Слишком много неверных попыток. Запросите новый код.',
  codeFormat: 'Введите 4-значный код.',
  codeFormatRecovery: 'Введите 8-значный код.',
  noPendingVerification: 'Нет учетной записи, ожидающей подтверждения, с этим адресом.',
  alreadyVerified: 'Этот адрес электронной почты уже подтвержден.',
  resendTooEarly: 'Подождите {seconds} с, прежде чем запросить новый код.',
  codeLockout: 'Слишком много запросов и попыток ввода кода для этого адреса. Повторите через {minutes} мин.',
  resetCodeSent: 'Если учетная запись с этим адресом существует, на него отправлен код.',
  resetTokenInvalid: 'Ссылка для сброса недействительна или устарела. Начните заново.',
  passwordResetDone: 'Пароль изменен на новый.',
  notOwnEmail: 'Это не адрес электронной почты вашей учетной записи.',
  currentPasswordWrong: 'Ваш старый пароль введен неправильно. Пожалуйста, введите его снова.',
  namesRequired: 'Имя и фамилия не могут быть пустыми',
  invalidChoice: 'Значения "{value}" нет среди допустимых вариантов.',
  taxpayerIdInvalid:
    'Введите правильный ИИН/БИН: 12 цифр, которые начинаются с существующей даты (рождения или регистрации) и заканчиваются верной контрольной цифрой.',
  invisibleCharacters:
    'Уберите из этого поля невидимые символы (например, знаки направления текста или пробелы нулевой ширины).',
  photoRequired: 'Файл не был отправлен.',
  photoInvalid: 'Загрузите правильное изображение. Файл не является изображением или поврежден.',
  photoTooLarge: 'Файл слишком большой. Максимальный размер {max} МБ.',
  notEnrolled: 'У вас нет прав для выполнения этой операции.',
  lectureNotFound: 'Недопустимый первичный ключ "{id}" - объект не существует.',
  topicClosed: 'Эта тема еще не открыта.',
  notNumber: 'Требуется численное значение.',
  nullValue: 'Это поле не может быть null.',
  notBoolean: 'Требуется логическое значение.',
  minValue: 'Убедитесь, что это значение больше либо равно {min}.',
  maxValue: 'Убедитесь, что это значение меньше либо равно {max}.',
  invalidPage: 'Неправильная страница.',
  invalidCursor: 'Неправильный курсор.',
  accountDeleted: 'Учетная запись удалена.',
  mailVerifySubject: 'Код подтверждения Академии',
  mailVerifyIntro: 'Введите этот код, чтобы подтвердить адрес электронной почты:',
  mailResetSubject: 'Код восстановления пароля Академии',
  mailResetIntro: 'Введите этот код, чтобы задать новый пароль:',
  socialReturnToRefused: 'Этот адрес не является страницей сайта.',
  socialFlowExpired: 'Вход занял слишком много времени или был начат в другом браузере. Начните заново.',
  socialCodeInvalid: 'Ссылка для входа недействительна или устарела. Начните заново.',
  mailCodeLifetime: 'Код действует 10 минут. Если вы его не запрашивали, проигнорируйте это письмо.',
  notAList: 'Ожидался список элементов, но был получен "{type}".',
  maxItems: 'Убедитесь, что в этом поле не больше {max} элементов.',
};

const kk: Catalog = {
  ...kernelTexts('kk'),
  nullCharacter: 'Нөлдік таңбаларға рұқсат етілмейді.',
  notString: 'Жарамсыз жол.',
  notInteger: 'Бүтін сан қажет.',
  invalidEmail: 'Дұрыс электрондық пошта мекенжайын енгізіңіз.',
  maxLength: 'Бұл мән {max} таңбадан аспауы керек.',
  invalidData: 'Жарамсыз деректер. Сөздік күтілген, бірақ {type} алынды.',
  jsonParse: 'JSON талдау қатесі - {reason}',
  unsupportedMedia: 'Сұраудағы "{type}" деректер түріне қолдау көрсетілмейді.',
  notFound: 'Табылмады.',
  methodNotAllowed: '"{method}" әдісіне рұқсат жоқ.',
  serverError: 'Сервер қатесі орын алды.',
  serviceUnavailable: 'Қызмет уақытша қолжетімсіз, кейінірек қайталаңыз.',
  throttled: 'Сұрау шектелді. {seconds} секундтан кейін қайталаңыз.',
  notAuthenticated: 'Тіркелгі деректері берілмеген.',
  tokenNotValidAnyType: 'Берілген токен ешбір токен түріне жарамсыз',
  tokenInvalid: 'Токен жарамсыз немесе мерзімі өткен',
  tokenBlacklisted: 'Токен қара тізімге енгізілген',
  userNotFound: 'Пайдаланушы табылмады',
  noActiveAccount: 'Берілген деректермен белсенді тіркелгі табылмады',
  emailNotVerified: 'Электрондық пошта мекенжайы расталмаған.',
  duplicateEmail: 'Бұл электрондық пошта мекенжайымен пайдаланушы тіркелген.',
  passwordMismatch: 'Құпиясөздер сәйкес келмейді.',
  passwordMismatchForm: 'Екі құпиясөз өрісі сәйкес келмейді.',
  passwordSimilar: 'Құпиясөз электрондық пошта мекенжайына тым ұқсас.',
  codeSent: 'Растау коды жіберілді.',
  codeWrong: 'Код қате.',
  codeExpired: 'Кодтың мерзімі өтті. Жаңасын сұраңыз.',
  codeTooManyTries: 'Қате әрекеттер тым көп. Жаңа код сұраңыз.',
  codeFormat: '4 таңбалы кодты енгізіңіз.',
  codeFormatRecovery: '8 таңбалы кодты енгізіңіз.',
  noPendingVerification: 'Бұл мекенжаймен растауды күтіп тұрған тіркелгі жоқ.',
  alreadyVerified: 'Бұл электрондық пошта мекенжайы расталған.',
  resendTooEarly: 'Жаңа код сұрамас бұрын {seconds} секунд күтіңіз.',
  codeLockout:
    'Бұл мекенжай үшін кодтар тым көп сұралды немесе енгізілді. {minutes} минуттан кейін қайталаңыз.',
  resetCodeSent: 'Осы мекенжаймен тіркелгі болса, оған код жіберілді.',
  resetTokenInvalid: 'Қалпына келтіру сілтемесі жарамсыз немесе мерзімі өткен. Қайта бастаңыз.',
  passwordResetDone: 'Құпиясөз жаңасына ауыстырылды.',
  notOwnEmail: 'Бұл сіздің тіркелгіңіздің электрондық поштасы емес.',
  currentPasswordWrong: 'Ескі құпиясөз қате енгізілді. Қайта енгізіңіз.',
  namesRequired: 'Аты мен тегі бос болмауы керек',
  invalidChoice: '"{value}" жарамды нұсқа емес.',
  taxpayerIdInvalid:
    'Дұрыс ЖСН/БСН енгізіңіз: нақты күннен (туған не тіркелген күн) басталатын, бақылау цифры дұрыс 12 цифр.',
  invisibleCharacters:
    'Бұл өрістен көрінбейтін таңбаларды (мысалы, мәтін бағытының белгілерін немесе ені нөлдік бос орындарды) алып тастаңыз.',
  photoRequired: 'Файл жіберілмеді.',
  photoInvalid: 'Дұрыс сурет жүктеңіз. Файл сурет емес немесе бүлінген.',
  photoTooLarge: 'Файл тым үлкен. Ең үлкен өлшемі {max} МБ.',
  notEnrolled: 'Бұл әрекетті орындауға рұқсатыңыз жоқ.',
  lectureNotFound: 'Жарамсыз "{id}" кілті - нысан жоқ.',
  topicClosed: 'Бұл тақырып әлі ашылмаған.',
  notNumber: 'Жарамды сан қажет.',
  nullValue: 'Бұл өріс null бола алмайды.',
  notBoolean: 'Жарамды логикалық мән қажет.',
  minValue: 'Бұл мән {min} мәнінен кем болмауы керек.',
  maxValue: 'Бұл мән {max} мәнінен аспауы керек.',
  invalidPage: 'Жарамсыз бет.',
  invalidCursor: 'Жарамсыз курсор.',
  accountDeleted: 'Тіркелгі жойылды.',
  mailVerifySubject: 'Академияның растау коды',
  mailVerifyIntro: 'Электрондық поштаны растау үшін осы кодты енгізіңіз:',
  mailResetSubject: 'Академияның құпиясөзді қалпына келтіру коды',
  mailResetIntro: 'Жаңа құпиясөз орнату үшін осы кодты енгізіңіз:',
  socialReturnToRefused: 'Бұл мекенжай сайттың беті емес.',
  socialFlowExpired: 'Кіру тым ұзаққа созылды немесе басқа браузерде басталды. Қайта бастаңыз.',
  socialCodeInvalid: 'Кіру сілтемесі жарамсыз немесе мерзімі өткен. Қайта бастаңыз.',
  mailCodeLifetime: 'Код 10 минут жарамды. Егер сіз сұрамасаңыз, бұл хатты елемеңіз.',
  notAList: 'Элементтер тізімі күтілді, бірақ "{type}" алынды.',
  maxItems: 'Бұл өрісте {max} элементтен аспауы керек.',
};

const catalogs: Record<Language, Catalog> = { en, ru, kk };

/** Picks the first supported language of an Accept-Language header ("ru-RU,ru;q=0.9,en;q=0.8"), English otherwise. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { base, weight } of ranked) {
    if (weight > 0 && (base === 'en' || base === 'ru' || base === 'kk')) return base;
  }
  return 'en';
}

/** The language an account keeps (users.language), English for anything else. */
export function asLanguage(value: string): Language {
  return value === 'ru' || value === 'kk' ? value : 'en';
}

const languageByHeader = new Map<string, Language>();

/** pickLanguage remembered per header value: browsers send a handful of them, each on every request. */
export function languageFor(header: string | undefined): Language {
  if (header === undefined) return 'en';
  let language = languageByHeader.get(header);
  if (language === undefined) {
    language = pickLanguage(header);
    if (languageByHeader.size >= 1000) languageByHeader.clear();
    languageByHeader.set(header, language);
  }
  return language;
}

export function translate(language: Language, key: MessageKey, params: TextParams = {}): string {
  return interpolate(catalogs[language][key], params);
}
