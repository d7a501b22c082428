import type { Language } from './messages';
import { type TextParams, interpolate } from './interpolate';

/** Messages of the tests, essays and certificate endpoints (en, ru, kk), apart from the shared DRF wording. */
const en = {
  cooldown: 'You can take this test again in {seconds} seconds.',
  unknownQuestion: 'Question {question} is not part of this test.',
  repeatedQuestion: 'Question {question} is answered more than once.',
  unknownChoice: 'Choice {choice} is not an option of this question.',
  repeatedChoice: 'Choice {choice} is given more than once.',
  oneChoiceOnly: 'Question {question} takes exactly one choice.',
  essayReadOnly: 'This essay has been submitted and can no longer be changed.',
  essayBlank: 'Write the essay before submitting it.',
  essayTooLong: 'Ensure this essay has no more than {limit} words (it has {count}).',
  essayNotSubmitted: 'Only a submitted essay can be evaluated.',
  requirementsNotMet: 'The requirements for the certificate are not met yet.',
  nameRequired: 'Add your first and last name to your profile: the certificate is issued in that name.',
  certificateUnknown: 'No certificate with this number exists.',
  certificateRevoked: 'This certificate has been revoked.',
} as const;

export type CompletionMessageKey = keyof typeof en;
type Catalog = Record<CompletionMessageKey, string>;

const ru: Catalog = {
  cooldown: 'Пройти этот тест снова можно через {seconds} с.',
  unknownQuestion: 'Вопроса {question} нет в этом тесте.',
  repeatedQuestion: 'На вопрос {question} дан ответ больше одного раза.',
  unknownChoice: 'Варианта {choice} нет среди ответов на этот вопрос.',
  repeatedChoice: 'Вариант {choice} указан больше одного раза.',
  oneChoiceOnly: 'В вопросе {question} нужно выбрать ровно один вариант.',
  essayReadOnly: 'Эссе отправлено, и изменить его уже нельзя.',
  essayBlank: 'Напишите эссе, прежде чем отправлять его.',
  essayTooLong: 'Эссе должно содержать не более {limit} слов (сейчас {count}).',
  essayNotSubmitted: 'Оценить можно только отправленное эссе.',
  requirementsNotMet: 'Требования для получения сертификата ещё не выполнены.',
  nameRequired: 'Укажите в профиле имя и фамилию: сертификат выдаётся на это имя.',
  certificateUnknown: 'Сертификата с таким номером не существует.',
  certificateRevoked: 'Этот сертификат отозван.',
};

const kk: Catalog = {
  cooldown: 'Бұл тестті {seconds} секундтан кейін қайта тапсыруға болады.',
  unknownQuestion: '{question} сұрағы бұл тестке кірмейді.',
  repeatedQuestion: '{question} сұрағына бірнеше рет жауап берілген.',
  unknownChoice: '{choice} нұсқасы бұл сұрақтың жауаптарында жоқ.',
  repeatedChoice: '{choice} нұсқасы бірнеше рет көрсетілген.',
  oneChoiceOnly: '{question} сұрағында дәл бір нұсқа таңдалуы керек.',
  essayReadOnly: 'Эссе жіберілді, енді оны өзгертуге болмайды.',
  essayBlank: 'Жіберер алдында эссені жазыңыз.',
  essayTooLong: 'Эссе {limit} сөзден аспауы керек (қазір {count}).',
  essayNotSubmitted: 'Тек жіберілген эссені бағалауға болады.',
  requirementsNotMet: 'Сертификат алу талаптары әлі орындалмаған.',
  nameRequired: 'Профильде атыңыз бен тегіңізді көрсетіңіз: сертификат осы атқа беріледі.',
  certificateUnknown: 'Мұндай нөмірлі сертификат жоқ.',
  certificateRevoked: 'Бұл сертификат кері қайтарылды.',
};

const catalogs: Record<Language, Catalog> = { en, ru, kk };

export function completionMessage(
  language: Language,
  key: CompletionMessageKey,
  params: TextParams = {},
): string {
  return interpolate(catalogs[language][key], params);
}
