import type { NotificationKind } from '@academy/contract/notifications';
import type { Language } from './messages';
import { type TextParams, interpolate } from './interpolate';

/**
 * What a notification says, in the site's list and in its mail (en, ru, kk): one sentence per kind,
 * the kind's name for the preferences and the unsubscribe page, and the mails' frame.
 */
const en = {
  question_answered: 'An instructor answered your question "{question}".',
  thread_reply: '{actor} replied in the thread "{question}".',
  essay_returned: 'Your essay ({essay}) was returned for revision.',
  essay_accepted: 'Your essay ({essay}) was accepted.',
  certificate_issued: 'Your certificate {number} for "{course}" has been issued.',
  certificate_revoked: 'Your certificate {number} for "{course}" has been revoked.',
  seminar_scheduled: 'New seminar: "{seminar}" on {when}.',
  seminar_moved: 'The seminar "{seminar}" has moved to {when}.',
  seminar_cancelled: 'The seminar "{seminar}" on {when} has been cancelled.',
  seminar_reminder: 'Tomorrow: the seminar "{seminar}" on {when}.',
  topic_opened: 'The topic "{topic}" is now open.',
  question_asked: '{actor} asked under "{lecture}": "{question}".',
  essay_submitted: '{actor} submitted an essay ({essay}) for evaluation.',

  label_question_answered: 'An instructor answered my question',
  label_thread_reply: 'A new reply in a thread I take part in',
  label_essay_returned: 'My essay was returned for changes',
  label_essay_accepted: 'My essay was accepted',
  label_certificate_issued: 'My certificate was issued',
  label_certificate_revoked: 'My certificate was revoked',
  label_seminar_scheduled: 'A seminar was scheduled',
  label_seminar_moved: 'A seminar was moved',
  label_seminar_cancelled: 'A seminar was cancelled',
  label_seminar_reminder: 'A reminder before a seminar',
  label_topic_opened: 'A new topic opened',
  label_question_asked: 'A student asked a question',
  label_essay_submitted: 'A student submitted an essay',

  someone: 'A student',
  finalEssay: 'the final essay',
  topicEssay: 'topic "{topic}"',
  seminarTime: '{date} at {time} (UTC+5)',
  mailOpen: 'Open it: {url}',
  mailFooter:
    'You receive this mail because of your notification settings: {preferences}\nTo stop mails of this kind: {unsubscribe}',
  digestSubject: 'Your day at the academy: {count} notifications ({day})',
  digestIntro: 'What happened on {day}:',
  unsubscribed: 'You will no longer receive mails of this kind. They stay in the site’s notifications.',
  unknownKind: 'Not a notification kind: "{kind}".',
  kindNotYours: 'Your account is not told of "{kind}".',
  digestStaffOnly: 'Only instructors can take a daily digest.',
} as const;

export type NotificationMessageKey = keyof typeof en;
type Catalog = Record<NotificationMessageKey, string>;

const ru: Catalog = {
  question_answered: 'Преподаватель ответил на ваш вопрос «{question}».',
  thread_reply: '{actor} ответил(а) в обсуждении «{question}».',
  essay_returned: 'Ваше эссе ({essay}) возвращено на доработку.',
  essay_accepted: 'Ваше эссе ({essay}) принято.',
  certificate_issued: 'Ваш сертификат {number} по курсу «{course}» выдан.',
  certificate_revoked: 'Ваш сертификат {number} по курсу «{course}» отозван.',
  seminar_scheduled: 'Новый семинар: «{seminar}», {when}.',
  seminar_moved: 'Семинар «{seminar}» перенесён на {when}.',
  seminar_cancelled: 'Семинар «{seminar}» ({when}) отменён.',
  seminar_reminder: 'Завтра семинар «{seminar}», {when}.',
  topic_opened: 'Тема «{topic}» открыта.',
  question_asked: '{actor} спрашивает в лекции «{lecture}»: «{question}».',
  essay_submitted: '{actor} отправил(а) эссе ({essay}) на проверку.',

  label_question_answered: 'Преподаватель ответил на мой вопрос',
  label_thread_reply: 'Новый ответ в обсуждении, в котором я участвую',
  label_essay_returned: 'Моё эссе возвращено на доработку',
  label_essay_accepted: 'Моё эссе принято',
  label_certificate_issued: 'Мне выдан сертификат',
  label_certificate_revoked: 'Мой сертификат отозван',
  label_seminar_scheduled: 'Назначен семинар',
  label_seminar_moved: 'Семинар перенесён',
  label_seminar_cancelled: 'Семинар отменён',
  label_seminar_reminder: 'Напоминание перед семинаром',
  label_topic_opened: 'Открылась новая тема',
  label_question_asked: 'Студент задал вопрос',
  label_essay_submitted: 'Студент сдал эссе',

  someone: 'Студент',
  finalEssay: 'итоговое эссе',
  topicEssay: 'тема «{topic}»',
  seminarTime: '{date} в {time} (UTC+5)',
  mailOpen: 'Открыть: {url}',
  mailFooter:
    'Вы получили это письмо по своим настройкам уведомлений: {preferences}\nЧтобы не получать письма этого вида: {unsubscribe}',
  digestSubject: 'Ваш день в академии: уведомлений — {count} ({day})',
  digestIntro: 'Что произошло {day}:',
  unsubscribed: 'Письма этого вида больше не придут. Уведомления останутся на сайте.',
  unknownKind: 'Неизвестный вид уведомлений: «{kind}».',
  kindNotYours: 'Вашей учётной записи не приходят уведомления «{kind}».',
  digestStaffOnly: 'Ежедневная сводка доступна только преподавателям.',
};

const kk: Catalog = {
  question_answered: 'Оқытушы сіздің «{question}» сұрағыңызға жауап берді.',
  thread_reply: '{actor} «{question}» талқылауында жауап жазды.',
  essay_returned: 'Сіздің эссеңіз ({essay}) пысықтауға қайтарылды.',
  essay_accepted: 'Сіздің эссеңіз ({essay}) қабылданды.',
  certificate_issued: '«{course}» курсы бойынша {number} сертификатыңыз берілді.',
  certificate_revoked: '«{course}» курсы бойынша {number} сертификатыңыз кері қайтарылды.',
  seminar_scheduled: 'Жаңа семинар: «{seminar}», {when}.',
  seminar_moved: '«{seminar}» семинары {when} уақытына ауыстырылды.',
  seminar_cancelled: '«{seminar}» семинары ({when}) тоқтатылды.',
  seminar_reminder: 'Ертең «{seminar}» семинары, {when}.',
  topic_opened: '«{topic}» тақырыбы ашылды.',
  question_asked: '{actor} «{lecture}» дәрісінде сұрады: «{question}».',
  essay_submitted: '{actor} эссені ({essay}) тексеруге жіберді.',

  label_question_answered: 'Оқытушы менің сұрағыма жауап берді',
  label_thread_reply: 'Мен қатысатын талқылауда жаңа жауап',
  label_essay_returned: 'Эссем түзетуге қайтарылды',
  label_essay_accepted: 'Эссем қабылданды',
  label_certificate_issued: 'Маған сертификат берілді',
  label_certificate_revoked: 'Менің сертификатым кері қайтарылды',
  label_seminar_scheduled: 'Семинар тағайындалды',
  label_seminar_moved: 'Семинар ауыстырылды',
  label_seminar_cancelled: 'Семинар болдырылмады',
  label_seminar_reminder: 'Семинар алдындағы еске салу',
  label_topic_opened: 'Жаңа тақырып ашылды',
  label_question_asked: 'Студент сұрақ қойды',
  label_essay_submitted: 'Студент эссе тапсырды',

  someone: 'Студент',
  finalEssay: 'қорытынды эссе',
  topicEssay: '«{topic}» тақырыбы',
  seminarTime: '{date}, {time} (UTC+5)',
  mailOpen: 'Ашу: {url}',
  mailFooter:
    'Бұл хат сіздің хабарландыру баптауларыңыз бойынша жіберілді: {preferences}\nОсы түрдегі хаттарды тоқтату: {unsubscribe}',
  digestSubject: 'Академиядағы күніңіз: {count} хабарландыру ({day})',
  digestIntro: '{day} күні не болды:',
  unsubscribed: 'Бұл түрдегі хаттар енді келмейді. Хабарландырулар сайтта қалады.',
  unknownKind: 'Мұндай хабарландыру түрі жоқ: «{kind}».',
  kindNotYours: 'Сіздің есептік жазбаңызға «{kind}» хабарландырулары келмейді.',
  digestStaffOnly: 'Күнделікті жиынтық тек оқытушыларға қолжетімді.',
};

const catalogs: Record<Language, Catalog> = { en, ru, kk };

export function notificationMessage(
  language: Language,
  key: NotificationMessageKey,
  params: TextParams = {},
): string {
  return interpolate(catalogs[language][key], params);
}

/** The kind's name, as the preferences and the unsubscribe page show it. */
export const kindLabel = (language: Language, kind: NotificationKind) =>
  notificationMessage(language, `label_${kind}`);
