import type { Language } from './messages';
import { type TextParams, interpolate } from './interpolate';

/** Messages of the payment, refusal and feedback endpoints (en, ru, kk), apart from the shared DRF wording. */
const en = {
  alreadyOwned: 'You already have access to this course; it cannot be bought again.',
  courseNotFound: 'Invalid pk "{id}" - object does not exist.',
  providerUnavailable: 'The payment provider is not available. Please try again in a few minutes.',
  callbackSignature: 'Invalid signature.',
  callbackMalformed: 'Malformed notification.',
  callbackUnknown: 'Unknown payment.',
  callbackMismatch: 'The notification does not match the payment.',
  refusalNotPaid: 'Only a paid course can be refused.',
  refusalWindowClosed: 'The 14-day refusal period ended on {date}.',
  refusalAlreadyRequested: 'A refusal has already been requested for this payment.',
  nullCharacters: 'Null characters are not allowed.',
  feedbackSent: 'Thank you! Your message has been sent.',
  feedbackMailSubject: 'Contact form: message from {name}',
  refusalMailSubject: 'Refusal of the course contract',
  refusalMailStudent:
    'We have recorded your refusal of "{course}" (payment {payment}). Under the public offer, the refund is made within 14 calendar days after the academy confirms the refusal, minus services already provided.',
  receiptMailSubject: 'Payment received: {course}',
  receiptMailStudent:
    'Thank you: your payment for "{course}" has been received and the course is open to you.\n\nAmount: {amount}\nCard: {card}\nPayment: {payment}\nPaid on: {date}\n\nUnder the public offer you may refuse the course until {deadline} (inclusive) from the payments section of your profile.',
  refundMailSubject: 'Refund made: {course}',
  refundMailStudent:
    '{amount} has been returned to the card you paid for "{course}" with (payment {payment}). Your access to the course has ended. Depending on your bank, the money reaches the card within a few working days.',
  refundMailWithheld: 'Withheld for the services already provided, under the public offer: {withheld}.',
} as const;

export type PaymentMessageKey = keyof typeof en;
type Catalog = Record<PaymentMessageKey, string>;

const ru: Catalog = {
  alreadyOwned: 'У вас уже есть доступ к этому курсу; повторно купить его нельзя.',
  courseNotFound: 'Недопустимый первичный ключ "{id}" - объект не существует.',
  providerUnavailable: 'Платёжный провайдер недоступен. Попробуйте через несколько минут.',
  callbackSignature: 'Неверная подпись.',
  callbackMalformed: 'Некорректное уведомление.',
  callbackUnknown: 'Неизвестный платёж.',
  callbackMismatch: 'Уведомление не соответствует платежу.',
  refusalNotPaid: 'Отказаться можно только от оплаченного курса.',
  refusalWindowClosed: 'Срок отказа в 14 дней истёк {date}.',
  refusalAlreadyRequested: 'Отказ по этому платежу уже запрошен.',
  nullCharacters: 'Нулевые символы не допускаются.',
  feedbackSent: 'Спасибо! Ваше сообщение отправлено.',
  feedbackMailSubject: 'Форма обратной связи: сообщение от {name}',
  refusalMailSubject: 'Отказ от договора о курсе',
  refusalMailStudent:
    'Мы зарегистрировали ваш отказ от «{course}» (платёж {payment}). По публичной оферте возврат производится в течение 14 календарных дней после подтверждения отказа академией, за вычетом уже оказанных услуг.',
  receiptMailSubject: 'Оплата получена: {course}',
  receiptMailStudent:
    'Спасибо: ваша оплата курса «{course}» получена, курс открыт.\n\nСумма: {amount}\nКарта: {card}\nПлатёж: {payment}\nДата оплаты: {date}\n\nПо публичной оферте вы можете отказаться от курса до {deadline} включительно в разделе платежей вашего профиля.',
  refundMailSubject: 'Возврат произведён: {course}',
  refundMailStudent:
    '{amount} возвращено на карту, которой вы оплатили «{course}» (платёж {payment}). Доступ к курсу закрыт. В зависимости от банка деньги поступят на карту в течение нескольких рабочих дней.',
  refundMailWithheld: 'Удержано за уже оказанные услуги по публичной оферте: {withheld}.',
};

const kk: Catalog = {
  alreadyOwned: 'Сізде бұл курсқа қолжетімділік бар; оны қайта сатып алу мүмкін емес.',
  courseNotFound: 'Жарамсыз бастапқы кілт "{id}" - нысан жоқ.',
  providerUnavailable: 'Төлем провайдері қолжетімсіз. Бірнеше минуттан кейін қайталаңыз.',
  callbackSignature: 'Қолтаңба жарамсыз.',
  callbackMalformed: 'Хабарлама пішімі қате.',
  callbackUnknown: 'Белгісіз төлем.',
  callbackMismatch: 'Хабарлама төлемге сәйкес келмейді.',
  refusalNotPaid: 'Тек төленген курстан бас тартуға болады.',
  refusalWindowClosed: '14 күндік бас тарту мерзімі {date} аяқталды.',
  refusalAlreadyRequested: 'Бұл төлем бойынша бас тарту сұралып қойған.',
  nullCharacters: 'Нөлдік таңбаларға рұқсат етілмейді.',
  feedbackSent: 'Рахмет! Хабарламаңыз жіберілді.',
  feedbackMailSubject: 'Кері байланыс формасы: {name} хабарламасы',
  refusalMailSubject: 'Курс шартынан бас тарту',
  refusalMailStudent:
    '«{course}» курсынан бас тартуыңыз тіркелді (төлем {payment}). Жария оферта бойынша қаражат академия бас тартуды растағаннан кейін 14 күнтізбелік күн ішінде, көрсетілген қызметтер шегеріліп қайтарылады.',
  receiptMailSubject: 'Төлем қабылданды: {course}',
  receiptMailStudent:
    'Рахмет: «{course}» курсы үшін төлеміңіз қабылданды, курс сізге ашық.\n\nСомасы: {amount}\nКарта: {card}\nТөлем: {payment}\nТөленген күні: {date}\n\nЖария оферта бойынша {deadline} күнін қоса алғанда курстан профильдегі төлемдер бөлімінде бас тарта аласыз.',
  refundMailSubject: 'Қаражат қайтарылды: {course}',
  refundMailStudent:
    '{amount} «{course}» курсын төлеген картаңызға қайтарылды (төлем {payment}). Курсқа қолжетімділік жабылды. Банкіңізге байланысты қаражат картаға бірнеше жұмыс күні ішінде түседі.',
  refundMailWithheld: 'Жария оферта бойынша көрсетілген қызметтер үшін ұсталды: {withheld}.',
};

const catalogs: Record<Language, Catalog> = { en, ru, kk };

export function paymentMessage(language: Language, key: PaymentMessageKey, params: TextParams = {}): string {
  return interpolate(catalogs[language][key], params);
}
