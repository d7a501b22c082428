import type { Language } from './messages';
import { type TextParams, interpolate } from './interpolate';

/** Messages of the staff (teaching) endpoints (en, ru, kk), apart from the shared DRF wording. */
const en = {
  staleRevision:
    'This essay was evaluated or resubmitted after you opened it. Reload it: your evaluation was not saved.',
  feedbackRequired: 'Write feedback before returning the essay for revision.',
  linkNotHttps: 'Enter a valid https:// link.',
  invalidDate: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  seminarCancelled: 'This seminar is cancelled and can no longer be changed.',
  courseUnknown: 'Invalid pk "{id}" - object does not exist.',
  openingBoth: 'Give either a number of days after the term starts or a fixed moment, not both.',
  singleNeedsOne: 'Question {number} is single-choice: mark exactly one choice correct.',
  multipleNeedsOne: 'Question {number}: mark at least one choice correct.',
  fileRequired: 'No file was submitted.',
  fileTooLarge: 'The file is too large. The maximum size is {max} MB.',
  fileWrongType: 'This type of file is not accepted here. Upload {types}.',
  certificateAlreadyRevoked: 'This certificate is already revoked.',
  reasonBlank: 'This field may not be blank.',
  captionNotUtf8: 'Line {line}: the file is not UTF-8 text. Save it as UTF-8 and upload it again.',
  captionHidden: 'Line {line}: the line holds a control or invisible character. Remove it and upload again.',
  captionMalformed:
    'Line {line}: this is not valid WebVTT here. The file starts with WEBVTT and a blank line, then cues.',
  captionBadTiming: 'Line {line}: the cue timing is malformed. Write it as 00:01:02.500 --> 00:01:05.000.',
  captionOutOfOrder:
    'Line {line}: this cue starts before the cue above it. Put the cues in the order they start.',
  captionPastEnd: 'Line {line}: this cue ends at {end}, after the end of the video ({minutes} min).',
  captionMarkup:
    'Line {line}: a cue may hold only WebVTT tags (c, i, b, u, v, lang, ruby, rt and timestamps), each closed.',
  captionEmpty: 'The file has no cues.',
} as const;

export type TeachingMessageKey = keyof typeof en;
type Catalog = Record<TeachingMessageKey, string>;

const ru: Catalog = {
  staleRevision:
    'Это эссе оценили или отправили заново после того, как вы его открыли. Обновите его: ваша оценка не сохранена.',
  feedbackRequired: 'Напишите отзыв, прежде чем вернуть эссе на доработку.',
  linkNotHttps: 'Введите правильную ссылку https://.',
  invalidDate: 'Неправильный формат даты. Используйте формат YYYY-MM-DD.',
  seminarCancelled: 'Этот семинар отменён, и изменить его уже нельзя.',
  courseUnknown: 'Недопустимый первичный ключ "{id}" - объект не существует.',
  openingBoth: 'Укажите либо число дней после начала потока, либо точный момент, но не оба сразу.',
  singleNeedsOne: 'Вопрос {number} с одним ответом: отметьте ровно один правильный вариант.',
  multipleNeedsOne: 'Вопрос {number}: отметьте хотя бы один правильный вариант.',
  fileRequired: 'Файл не был отправлен.',
  fileTooLarge: 'Файл слишком большой. Максимальный размер: {max} МБ.',
  fileWrongType: 'Файлы такого типа здесь не принимаются. Загрузите {types}.',
  certificateAlreadyRevoked: 'Этот сертификат уже отозван.',
  reasonBlank: 'Это поле не может быть пустым.',
  captionNotUtf8: 'Строка {line}: файл не в кодировке UTF-8. Сохраните его в UTF-8 и загрузите снова.',
  captionHidden:
    'Строка {line}: в строке есть управляющий или невидимый символ. Удалите его и загрузите снова.',
  captionMalformed:
    'Строка {line}: здесь нарушен формат WebVTT. Файл начинается с WEBVTT и пустой строки, затем идут реплики.',
  captionBadTiming:
    'Строка {line}: время реплики записано неправильно. Пишите так: 00:01:02.500 --> 00:01:05.000.',
  captionOutOfOrder:
    'Строка {line}: эта реплика начинается раньше предыдущей. Расположите реплики по времени начала.',
  captionPastEnd: 'Строка {line}: эта реплика заканчивается в {end}, после конца видео ({minutes} мин).',
  captionMarkup:
    'Строка {line}: в реплике допустимы только теги WebVTT (c, i, b, u, v, lang, ruby, rt и метки времени), каждый закрытый.',
  captionEmpty: 'В файле нет ни одной реплики.',
};

const kk: Catalog = {
  staleRevision:
    'Бұл эссе сіз ашқаннан кейін бағаланды немесе қайта жіберілді. Оны жаңартыңыз: сіздің бағаңыз сақталмады.',
  feedbackRequired: 'Эссені қайта өңдеуге қайтарар алдында пікір жазыңыз.',
  linkNotHttps: 'Дұрыс https:// сілтемесін енгізіңіз.',
  invalidDate: 'Күн пішімі қате. YYYY-MM-DD пішімін пайдаланыңыз.',
  seminarCancelled: 'Бұл семинар тоқтатылды, оны енді өзгертуге болмайды.',
  courseUnknown: '"{id}" бастапқы кілті жарамсыз - нысан жоқ.',
  openingBoth: 'Ағын басталғаннан кейінгі күн санын немесе нақты уақытты көрсетіңіз, екеуін бірге емес.',
  singleNeedsOne: '{number} сұрағы бір жауапты: дәл бір дұрыс нұсқаны белгілеңіз.',
  multipleNeedsOne: '{number} сұрағы: кемінде бір дұрыс нұсқаны белгілеңіз.',
  fileRequired: 'Файл жіберілмеді.',
  fileTooLarge: 'Файл тым үлкен. Ең үлкен өлшемі: {max} МБ.',
  fileWrongType: 'Мұнда мұндай түрдегі файл қабылданбайды. {types} жүктеңіз.',
  certificateAlreadyRevoked: 'Бұл сертификат әлдеқашан кері қайтарылған.',
  reasonBlank: 'Бұл өріс бос болмауы керек.',
  captionNotUtf8: '{line}-жол: файл UTF-8 мәтіні емес. Оны UTF-8 түрінде сақтап, қайта жүктеңіз.',
  captionHidden: '{line}-жол: жолда басқару немесе көрінбейтін таңба бар. Оны өшіріп, қайта жүктеңіз.',
  captionMalformed:
    '{line}-жол: мұнда WebVTT пішімі бұзылған. Файл WEBVTT пен бос жолдан басталады, содан кейін репликалар.',
  captionBadTiming: '{line}-жол: реплика уақыты қате жазылған. Былай жазыңыз: 00:01:02.500 --> 00:01:05.000.',
  captionOutOfOrder:
    '{line}-жол: бұл реплика алдыңғысынан бұрын басталады. Репликаларды басталу уақыты бойынша орналастырыңыз.',
  captionPastEnd: '{line}-жол: бұл реплика {end} уақытта, бейне аяқталғаннан кейін ({minutes} мин) бітеді.',
  captionMarkup:
    '{line}-жол: репликада тек WebVTT тегтері (c, i, b, u, v, lang, ruby, rt және уақыт белгілері) болады, әрқайсысы жабық.',
  captionEmpty: 'Файлда бірде-бір реплика жоқ.',
};

const catalogs: Record<Language, Catalog> = { en, ru, kk };

export function teachingMessage(
  language: Language,
  key: TeachingMessageKey,
  params: TextParams = {},
): string {
  return interpolate(catalogs[language][key], params);
}
