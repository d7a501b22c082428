import type { Language } from '../../i18n/messages';
import { type CardField, type CardForm, type CardProblem, SANDBOX_3DS_CODE, TEST_CARDS } from './cards';
import { PAGE_LANGUAGES, type PageKey, pageText } from './texts';

/** HTML of the sandbox's hosted pages: self-contained (no external resource), one nonce for its style and script. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU', kk: 'kk-KZ' };

export function formatAmount(amount: string, currency: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(Number(amount));
}

const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  color:#1d2433;background:#eef1f7;line-height:1.45}
.top{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap;
  max-width:480px;margin:0 auto;padding:16px 16px 0}
.provider{display:flex;align-items:center;gap:8px;font-weight:700;font-size:17px;color:#2f3a8f}
.provider svg{flex:none}
.langs{display:flex;gap:4px;margin:0;padding:0;list-style:none}
.langs a{display:inline-block;min-width:40px;padding:6px 8px;border-radius:6px;text-align:center;
  color:#2f3a8f;text-decoration:none;font-size:14px;font-weight:600}
.langs a[aria-current="true"]{background:#2f3a8f;color:#fff}
.langs a:hover{text-decoration:underline}
main{max-width:480px;margin:12px auto 32px;padding:0 16px}
.card{background:#fff;border-radius:14px;box-shadow:0 6px 24px rgba(29,36,51,.10);padding:24px}
@media (max-width:400px){.card{padding:18px}}
.badge{display:inline-block;margin:0 0 16px;padding:4px 10px;border-radius:999px;background:#fff4d6;
  color:#6b4d00;font-size:13px;font-weight:600}
.merchant{margin:0;color:#5b6478;font-size:14px}
h1{margin:4px 0 2px;font-size:22px;line-height:1.25}
.amount-label{margin:12px 0 0;color:#5b6478;font-size:14px}
.amount{margin:0 0 4px;font-size:30px;font-weight:700;letter-spacing:-.5px;overflow-wrap:anywhere}
.description{margin:0 0 20px;color:#5b6478;font-size:14px}
.brands{display:flex;align-items:center;gap:8px;margin:0 0 18px;color:#5b6478;font-size:13px}
.brands svg{flex:none;border-radius:4px;box-shadow:0 0 0 1px #dde2ec}
form{margin:0}
.field{margin:0 0 16px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
label{display:block;margin:0 0 6px;font-size:14px;font-weight:600}
.hint{font-weight:400;color:#5b6478}
input{display:block;width:100%;min-height:46px;padding:10px 12px;border:1.5px solid #c5ccda;border-radius:8px;
  font:inherit;font-size:17px;color:inherit;background:#fff}
input:focus{outline:3px solid #9aa4f3;outline-offset:1px;border-color:#2f3a8f}
input[aria-invalid="true"]{border-color:#c62828;background:#fff8f8}
.error{margin:6px 0 0;color:#b71c1c;font-size:14px}
.summary{margin:0 0 16px;padding:12px 14px;border-radius:8px;background:#fdecec;color:#8e1616;font-size:14px}
.summary:focus{outline:3px solid #e7a1a1}
button,.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:12px 16px;
  border:0;border-radius:8px;background:#2f3a8f;color:#fff;font:inherit;font-size:17px;font-weight:700;
  cursor:pointer;text-decoration:none;text-align:center}
button:hover,.button:hover{background:#252e74}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #9aa4f3;outline-offset:2px}
.secondary{margin-top:10px;background:transparent;color:#2f3a8f;border:1.5px solid #c5ccda;font-weight:600;font-size:15px}
.secondary:hover{background:#f2f4fb}
.note{margin:16px 0 0;color:#5b6478;font-size:13px}
details{margin-top:16px;background:#fff;border-radius:14px;padding:14px 18px;box-shadow:0 2px 10px rgba(29,36,51,.06)}
summary{cursor:pointer;font-weight:600;font-size:15px}
summary:focus-visible{outline:3px solid #9aa4f3;outline-offset:2px}
.cards{margin:10px 0 0;padding:0;list-style:none;font-size:14px}
.cards li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:2px 12px;padding:7px 0;border-top:1px solid #edf0f5}
.cards code,.code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:14px;white-space:nowrap}
.cards span{color:#5b6478}
.bank{display:flex;align-items:center;gap:10px;margin:0 0 12px;font-weight:700;color:#2f3a8f}
.sandbox-hint{margin:0 0 16px;padding:10px 12px;border-radius:8px;background:#f2f4fb;font-size:14px}
`;

const SHIELD = `<svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true"><path fill="#2f3a8f" d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3z"/><path fill="#fff" d="m10.6 15.2-3-3 1.3-1.3 1.7 1.7 4.5-4.5 1.3 1.3z"/></svg>`;
const VISA = `<svg width="44" height="28" viewBox="0 0 44 28" role="img" aria-label="Visa"><rect width="44" height="28" fill="#1a1f71"/><text x="22" y="19" fill="#fff" font-family="Arial,sans-serif" font-size="13" font-style="italic" font-weight="700" text-anchor="middle">VISA</text></svg>`;
const MASTERCARD = `<svg width="44" height="28" viewBox="0 0 44 28" role="img" aria-label="Mastercard"><rect width="44" height="28" fill="#fff"/><circle cx="18" cy="14" r="8" fill="#eb001b"/><circle cx="26" cy="14" r="8" fill="#f79e1b" fill-opacity=".9"/></svg>`;

const SCRIPT = `
(function(){
  var number=document.getElementById('number');
  if(number){number.addEventListener('input',function(){
    if(number.selectionStart!==number.value.length)return;
    var digits=number.value.replace(/\\D/g,'').slice(0,19);
    number.value=digits.replace(/(\\d{4})(?=\\d)/g,'$1 ');
  });}
  var expiry=document.getElementById('expiry');
  if(expiry){expiry.addEventListener('input',function(e){
    if(e.inputType&&e.inputType.indexOf('delete')===0)return;
    var d=expiry.value.replace(/\\D/g,'').slice(0,4);
    expiry.value=d.length>2?d.slice(0,2)+'/'+d.slice(2):d.length===2?d+'/':d;
  });}
  var summary=document.getElementById('summary');
  if(summary)summary.focus();
  var forms=document.querySelectorAll('form[data-once]');
  for(var i=0;i<forms.length;i++){forms[i].addEventListener('submit',function(ev){
    var f=ev.currentTarget;if(f.dataset.sent){ev.preventDefault();return;}f.dataset.sent='1';
  });}
})();`;

export interface PageShell {
  language: Language;
  nonce: string;
  /** The same page in another language. */
  languageUrl: (language: Language) => string;
}

function layout(shell: PageShell, title: string, body: string): string {
  const { language } = shell;
  const langs = PAGE_LANGUAGES.map(
    (code) =>
      `<li><a href="${escapeHtml(shell.languageUrl(code))}" lang="${code}" hreflang="${code}"${
        code === language ? ' aria-current="true"' : ''
      }>${code.toUpperCase()}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox Pay</title>
<style nonce="${shell.nonce}">${STYLE}</style>
</head>
<body>
<header class="top">
<div class="provider">${SHIELD}<span>Sandbox Pay</span></div>
<nav aria-label="${escapeHtml(pageText(language, 'languageLabel'))}"><ul class="langs">${langs}</ul></nav>
</header>
<main>
${body}
</main>
<script nonce="${shell.nonce}">${SCRIPT}</script>
</body>
</html>`;
}

export interface CheckoutSummary {
  amount: string;
  currency: string;
  description: string;
  expiresAt: Date;
}

function summaryBlock(shell: PageShell, checkout: CheckoutSummary, heading: string): string {
  const t = (key: PageKey) => escapeHtml(pageText(shell.language, key));
  return `<p class="badge">${t('sandboxBadge')}</p>
<p class="merchant">${t('merchant')}</p>
<h1>${escapeHtml(heading)}</h1>
<p class="amount-label">${t('amountLabel')}</p>
<p class="amount">${escapeHtml(formatAmount(checkout.amount, checkout.currency, shell.language))}</p>
<p class="description">${escapeHtml(checkout.description)}</p>`;
}

export interface CardPageView {
  checkout: CheckoutSummary;
  values: Partial<CardForm>;
  problems: Partial<Record<CardField, CardProblem>>;
  action: string;
  cancelAction: string;
  now: Date;
}

function field(
  shell: PageShell,
  view: CardPageView,
  name: CardField,
  label: PageKey,
  input: string,
  hint?: PageKey,
): string {
  const problem = view.problems[name];
  const hintId = hint ? `${name}-hint` : '';
  const errorId = problem ? `${name}-error` : '';
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  const value = name === 'cvc' ? '' : (view.values[name] ?? '');
  return `<div class="field">
<label for="${name}">${escapeHtml(pageText(shell.language, label))}${
    hint ? ` <span class="hint" id="${hintId}">(${escapeHtml(pageText(shell.language, hint))})</span>` : ''
  }</label>
<input id="${name}" name="${name}" ${input} value="${escapeHtml(value)}"${
    describedBy ? ` aria-describedby="${describedBy}"` : ''
  }${problem ? ' aria-invalid="true"' : ''} required>
${problem ? `<p class="error" id="${errorId}">${escapeHtml(pageText(shell.language, problem))}</p>` : ''}
</div>`;
}

const OUTCOME_TEXT: Record<string, PageKey> = {
  paid: 'outcomePaid',
  card_declined: 'outcomeDeclined',
  insufficient_funds: 'outcomeInsufficient',
  challenge: 'outcomeChallenge',
};

function testCards(shell: PageShell): string {
  const t = (key: PageKey, params: Record<string, string | number> = {}) =>
    escapeHtml(pageText(shell.language, key, params));
  const rows = TEST_CARDS.map((card) => {
    const behaviour = card.behaviour;
    const key =
      behaviour.kind === 'declined'
        ? (OUTCOME_TEXT[behaviour.reason] ?? 'outcomeDeclined')
        : OUTCOME_TEXT[behaviour.kind];
    const brand = card.brand === 'visa' ? 'Visa' : 'Mastercard';
    return `<li><code>${groupDigits(card.number)}</code><span>${brand}: ${t(key ?? 'outcomePaid')}</span></li>`;
  }).join('');
  return `<details>
<summary>${t('testCardsTitle')}</summary>
<p class="note">${t('testCardsIntro')} ${t('tdsSandboxHint', { code: SANDBOX_3DS_CODE })}</p>
<ul class="cards">${rows}</ul>
</details>`;
}

export function cardPage(shell: PageShell, view: CardPageView): string {
  const { language } = shell;
  const t = (key: PageKey, params: Record<string, string | number> = {}) =>
    escapeHtml(pageText(language, key, params));
  const hasProblems = Object.keys(view.problems).length > 0;
  const minutes = Math.max(1, Math.ceil((view.checkout.expiresAt.getTime() - view.now.getTime()) / 60_000));
  const amount = formatAmount(view.checkout.amount, view.checkout.currency, language);
  const body = `<div class="card">
${summaryBlock(shell, view.checkout, pageText(language, 'pageTitle'))}
<p class="brands">${VISA}${MASTERCARD}<span>${t('accepted')}</span></p>
${hasProblems ? `<p class="summary" id="summary" role="alert" tabindex="-1">${t('errorSummary')}</p>` : ''}
<form method="post" action="${escapeHtml(view.action)}" novalidate data-once>
${field(shell, view, 'number', 'numberLabel', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"')}
<div class="row">
${field(shell, view, 'expiry', 'expiryLabel', `type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="${t('expiryHint')}"`, 'expiryHint')}
${field(shell, view, 'cvc', 'cvcLabel', 'type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', 'cvcHint')}
</div>
${field(shell, view, 'holder', 'holderLabel', 'type="text" autocomplete="cc-name" maxlength="100" spellcheck="false" autocapitalize="characters"')}
<button type="submit">${t('pay', { amount })}</button>
</form>
<form method="post" action="${escapeHtml(view.cancelAction)}" data-once>
<button type="submit" class="secondary">${t('cancel')}</button>
</form>
<p class="note">${t('secureNote')} ${t('closesIn', { minutes })}</p>
</div>
${testCards(shell)}`;
  return layout(shell, pageText(language, 'pageTitle'), body);
}

export interface ChallengePageView {
  checkout: CheckoutSummary;
  brand: string;
  last4: string;
  problem: 'codeRequired' | 'codeWrong' | null;
  attemptsLeft: number;
  action: string;
  cancelAction: string;
}

export function challengePage(shell: PageShell, view: ChallengePageView): string {
  const { language } = shell;
  const t = (key: PageKey, params: Record<string, string | number> = {}) =>
    escapeHtml(pageText(language, key, params));
  const brand = view.brand === 'visa' ? 'Visa' : 'Mastercard';
  const error = view.problem
    ? `<p class="error" id="code-error">${t(view.problem, { left: view.attemptsLeft })}</p>`
    : '';
  const body = `<div class="card">
${summaryBlock(shell, view.checkout, pageText(language, 'tdsTitle'))}
<p class="bank">${view.brand === 'visa' ? `${VISA}<span>Visa Secure</span>` : `${MASTERCARD}<span>Mastercard ID Check</span>`}</p>
<p id="code-intro">${t('tdsIntro', { brand, last4: view.last4 })}</p>
<p class="sandbox-hint">${t('tdsSandboxHint', { code: SANDBOX_3DS_CODE })}</p>
<form method="post" action="${escapeHtml(view.action)}" novalidate data-once>
<div class="field">
<label for="code">${t('codeLabel')}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" spellcheck="false" autofocus required aria-describedby="code-intro${
    view.problem ? ' code-error' : ''
  }"${view.problem ? ' aria-invalid="true"' : ''}>
${error}
</div>
<button type="submit">${t('confirm')}</button>
</form>
<form method="post" action="${escapeHtml(view.cancelAction)}" data-once>
<button type="submit" class="secondary">${t('cancel')}</button>
</form>
</div>`;
  return layout(shell, pageText(language, 'tdsTitle'), body);
}

export function messagePage(shell: PageShell, title: PageKey, text: PageKey, link: string | null): string {
  const t = (key: PageKey) => escapeHtml(pageText(shell.language, key));
  const body = `<div class="card">
<p class="badge">${t('sandboxBadge')}</p>
<h1>${t(title)}</h1>
<p>${t(text)}</p>
${link ? `<a class="button" href="${escapeHtml(link)}">${t('backToSite')}</a>` : ''}
</div>`;
  return layout(shell, pageText(shell.language, title), body);
}
