import type { Language } from '../i18n/messages';
import { paymentMessage } from '../i18n/payment-messages';
import { escapeHtml, html, paragraphs } from './mail-html';
import type { MailMessage } from './mailer';

/** Mails of the contact form, of payments and of refusals; what the academy reads is in English, what a student reads in their language. */
export const paymentMail = {
  feedback(input: {
    to: string;
    name: string;
    email: string;
    message: string;
    language: Language;
    id: number;
  }): MailMessage {
    const subject = paymentMessage('en', 'feedbackMailSubject', { name: input.name });
    const text =
      `From: ${input.name} <${input.email}>\nLanguage: ${input.language}\nMessage #${input.id}:\n\n` +
      `${input.message}\n`;
    return {
      to: input.to,
      subject,
      replyTo: input.email,
      text,
      html: html(
        'en',
        `<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;<br>` +
          `<strong>Language:</strong> ${input.language}<br><strong>Message #${input.id}</strong></p>` +
          paragraphs(input.message),
      ),
    };
  },

  /** The student's receipt for a payment that opened the course, in the language their account keeps. */
  receipt(input: {
    student: string;
    course: string;
    paymentId: string;
    amount: string;
    card: string;
    paidOn: string;
    refusalDeadline: string;
    language: Language;
  }): MailMessage {
    const text = paymentMessage(input.language, 'receiptMailStudent', {
      course: input.course,
      amount: input.amount,
      card: input.card,
      payment: input.paymentId,
      date: input.paidOn,
      deadline: input.refusalDeadline,
    });
    return {
      to: input.student,
      subject: paymentMessage(input.language, 'receiptMailSubject', { course: input.course }),
      text: `${text}\n`,
      html: html(input.language, paragraphs(text)),
    };
  },

  /** The student's notice that the money went back to their card and the course closed. */
  refund(input: {
    student: string;
    course: string;
    paymentId: string;
    amount: string;
    /** What the academy kept for services already provided; null when it refunded in full. */
    withheld: string | null;
    language: Language;
  }): MailMessage {
    const lines = [
      paymentMessage(input.language, 'refundMailStudent', {
        course: input.course,
        amount: input.amount,
        payment: input.paymentId,
      }),
      ...(input.withheld
        ? [paymentMessage(input.language, 'refundMailWithheld', { withheld: input.withheld })]
        : []),
    ];
    const text = lines.join('\n\n');
    return {
      to: input.student,
      subject: paymentMessage(input.language, 'refundMailSubject', { course: input.course }),
      text: `${text}\n`,
      html: html(input.language, paragraphs(text)),
    };
  },

  refusal(input: {
    academy: string;
    student: string;
    studentName: string;
    course: string;
    paymentId: string;
    amount: string;
    reason: string;
    language: Language;
  }): MailMessage[] {
    const toStudent = paymentMessage(input.language, 'refusalMailStudent', {
      course: input.course,
      payment: input.paymentId,
    });
    const forAcademy =
      `Refusal requested by ${input.studentName || input.student} <${input.student}>\n` +
      `Course: ${input.course}\nPayment: ${input.paymentId} (${input.amount})\n` +
      `Reason: ${input.reason || '(none given)'}\n\n` +
      'Confirm or reject it; the refund is due within 14 calendar days of the confirmation.\n';
    return [
      {
        to: input.academy,
        subject: `${paymentMessage('en', 'refusalMailSubject')}: ${input.paymentId}`,
        replyTo: input.student,
        text: forAcademy,
        html: html('en', paragraphs(forAcademy)),
      },
      {
        to: input.student,
        subject: paymentMessage(input.language, 'refusalMailSubject'),
        text: `${toStudent}\n`,
        html: html(input.language, paragraphs(toStudent)),
      },
    ];
  },
};
