/**
 * The demo course's questions and answers (decision 0185): what the demo student and three
 * classmates asked, and what they and the instructor answered, lecture by lecture in course order.
 *
 * Every lecture has at least the three questions the curriculum previews
 * (`CURRICULUM_QUESTIONS_PER_LECTURE`, decision 0183), most with answers, some still waiting, so the
 * course page, the questions tab and the teaching desk show a course in use. "Formation and validity
 * of the arbitration agreement" holds more than a page of them (`DEFAULT_PAGE_SIZE`), most about the
 * clause itself, so paging, search and filters have something to do on the demo too, and
 * `bench:scale` compares the same response shapes at both data sizes (decision 0195).
 *
 * Each lecture's questions are listed oldest first; `seedDemoQuestions` in seed.ts dates them.
 */

export type DemoAuthor = 'student' | 'timur' | 'madina' | 'erlan' | 'instructor';

export interface DemoAnswer {
  by: DemoAuthor;
  text: string;
}

export interface DemoQuestion {
  by: Exclude<DemoAuthor, 'instructor'>;
  title: string;
  text: string;
  answers: DemoAnswer[];
}

const q = (
  by: DemoQuestion['by'],
  title: string,
  text: string,
  ...answers: [DemoAuthor, string][]
): DemoQuestion => ({
  by,
  title,
  text,
  answers: answers.map(([author, answer]) => ({ by: author, text: answer })),
});

/** One entry per lecture of `TOPICS` (demo-content.ts), in course order: 35 in all. */
export const DEMO_QUESTIONS: DemoQuestion[][] = [
  // What arbitration is and why parties choose it
  [
    q(
      'timur',
      'Is arbitration always cheaper than going to court?',
      'The lecture lists cost among the reasons to arbitrate, but the fees of three arbitrators look high to me.',
      [
        'instructor',
        'Not always. Arbitrators and the institution are paid by the parties; what usually saves money is one final award instead of two appeals.',
      ],
      ['madina', 'In our firm the saving came from enforcement abroad, not from the fees.'],
      [
        'erlan',
        'Fees are also easier to predict under a published scale like the ICC’s; the costs of foreign courts were the surprise in our case.',
      ],
    ),
    q(
      'madina',
      'What does confidentiality cover exactly?',
      'Is the award itself confidential, or only the hearing? The slide says "private" and the reading says "confidential".',
      [
        'instructor',
        'Private means outsiders cannot attend; confidential means the parties may not disclose. Many laws give only the first; the rules or the contract must add the second.',
      ],
      [
        'student',
        'So the clause is the place to add it: our template now says that the proceedings and the award are confidential.',
      ],
    ),
    q(
      'student',
      'Is a clause naming no institution still valid?',
      'Is a clause naming no institution still valid? My contract only says "arbitration in Astana".',
      [
        'student',
        'Found it in the reading: such a clause is usually upheld as ad hoc arbitration seated in Astana.',
      ],
    ),
  ],
  // A short history: from the Hague to the New York Convention
  [
    q(
      'erlan',
      'Why did the Geneva Convention of 1927 need replacing?',
      'It already allowed foreign awards to be enforced. What was missing?',
      [
        'instructor',
        'The "double exequatur": the winner had to prove the award final at the seat first. New York shifted the burden to the losing party.',
      ],
      [
        'timur',
        'It also applied only between parties subject to the jurisdiction of different contracting states, so many awards fell outside it.',
      ],
    ),
    q(
      'timur',
      'How many states are party to the New York Convention today?',
      'The lecture said "over 170". Is there an official list to cite in the essay?',
      ['madina', 'UNCITRAL keeps the status table on its website, with each state’s reservations.'],
      [
        'instructor',
        'Cite the UNCITRAL status page with the date you read it; the number changes every year or two.',
      ],
      [
        'student',
        'The status table also shows the reservations, which matter more for our essay than the number.',
      ],
    ),
    q(
      'madina',
      'Did the Hague conferences create a court or only a procedure?',
      'The Permanent Court of Arbitration is called a court, but it sounded like a registry in the lecture.',
    ),
  ],
  // The sources of arbitration law
  [
    q(
      'student',
      'Which comes first: the institutional rules or the national law?',
      'If the ICC Rules and the law of the seat disagree on a procedural point, which one wins?',
      [
        'instructor',
        'The mandatory provisions of the law of the seat win; the rest of the law yields to the rules the parties chose.',
      ],
      ['erlan', 'So the rules fill the gaps the law leaves open to the parties.'],
      [
        'madina',
        'Article 19 of the Model Law says the same: the parties agree the procedure, subject to the mandatory provisions of the Law.',
      ],
    ),
    q(
      'erlan',
      'Are soft law instruments binding on the tribunal?',
      'The IBA Guidelines came up as a source. Can a party insist that the tribunal follows them?',
      ['timur', 'Only if the parties adopted them, for example in the first procedural order.'],
      [
        'instructor',
        'Tribunals often take the IBA Rules on evidence as guidance without an adoption, but no party can make them apply the Rules as law.',
      ],
    ),
    q(
      'madina',
      'Where does Kazakhstan’s arbitration law sit among the sources?',
      'Does the 2016 Law on Arbitration apply to an AIFC arbitration seated in Astana?',
    ),
  ],
  // Formation and validity of the arbitration agreement
  [
    q(
      'timur',
      'Must an arbitration clause be signed by both parties?',
      'Our supplier accepted the order by e-mail but never signed the terms with the arbitration clause.',
      [
        'instructor',
        'Article II(2) of the New York Convention asks for an agreement in writing; an exchange of e-mails is enough under the Model Law of 2006 and most modern laws.',
      ],
      ['madina', 'The 2006 recommendation of UNCITRAL on Article II is worth quoting on this.'],
    ),
    q(
      'madina',
      'Is a clause in general terms incorporated by reference?',
      'The contract says "the seller’s general terms apply", and the arbitration clause is only in those terms.',
      [
        'instructor',
        'Usually yes between merchants, if the reference is clear. Some laws want a specific reference to the clause itself.',
      ],
    ),
    q(
      'erlan',
      'Can an agent sign an arbitration clause for the company?',
      'The director signed, but the articles require two signatures for "contracts above a threshold".',
      [
        'timur',
        'Apparent authority usually covers it. Check the law governing the agent’s capacity, not the contract.',
      ],
    ),
    q(
      'student',
      'What law governs the validity of the clause?',
      'The main contract is under English law and the seat is in Singapore. Which law decides whether the clause is valid?',
      [
        'instructor',
        'The parties’ choice for the clause, if any; otherwise courts split between the law of the main contract and the law of the seat. Enka v Chubb is the English leading case.',
      ],
      ['erlan', 'Singapore courts followed a similar three-step test in BCY v BCZ.'],
    ),
    q(
      'timur',
      'Does an unsigned bill of lading bind the holder to the clause?',
      'The charterparty clause is incorporated into the bill of lading. Is the consignee bound?',
    ),
    q(
      'madina',
      'Is a clause valid if it gives only one party the right to arbitrate?',
      'An option clause lets the bank choose court or arbitration, but the borrower can only go to court.',
      [
        'instructor',
        'Courts differ: England upholds such asymmetric clauses, some French and Russian decisions have not. Look at the seat first.',
      ],
      [
        'erlan',
        'The Russian Supreme Court case from 2012 (Sony Ericsson) is the usual example against them.',
      ],
      ['madina', 'Thank you both, that is the exact point of my essay.'],
    ),
    q(
      'erlan',
      'What if the clause names an institution that no longer exists?',
      'Our old contracts refer to an arbitration court that was dissolved years ago.',
      [
        'instructor',
        'Courts try to save the clause and look for a successor institution; if there is none, the clause may become inoperable.',
      ],
    ),
    q(
      'student',
      'Can a clause be agreed after the dispute has arisen?',
      'We have no clause in the contract, but both sides now prefer arbitration.',
      [
        'instructor',
        'Yes: a submission agreement. It should name the dispute, the seat, the rules and the number of arbitrators.',
      ],
    ),
    q(
      'timur',
      'Does a clause survive the assignment of the contract?',
      'The buyer assigned its claims to a bank. Is the bank bound by the arbitration clause?',
      ['madina', 'In most laws the clause travels with the assigned rights.'],
    ),
    q(
      'madina',
      'Is an oral arbitration agreement ever enough?',
      'The Model Law option II drops the writing requirement. Has any country adopted it?',
      [
        'instructor',
        'New Zealand and a few others follow option II. The New York Convention still asks for writing at enforcement, read broadly.',
      ],
    ),
    q(
      'erlan',
      'Can a consumer be bound by an arbitration clause in standard terms?',
      'The reading mentioned the EU Unfair Terms Directive. Does it make such a clause void?',
      [
        'instructor',
        'Not void as such, but a pre-dispute clause is presumed unfair for consumers in the EU; the court raises it of its own motion (Mostaza Claro).',
      ],
    ),
    q(
      'student',
      'What counts as "in writing" for a clause in an online platform’s terms?',
      'Clicking "I agree" is the only act. Is that a written arbitration agreement?',
      ['timur', 'Click-wrap is usually accepted as writing now; browse-wrap much less.'],
      [
        'instructor',
        'Correct. Keep a record of the version of the terms the user accepted: it is often the evidence that is missing.',
      ],
    ),
    q(
      'timur',
      'Is a clause valid if it fixes no number of arbitrators?',
      'Our clause says "disputes shall be settled by arbitration under the SIAC Rules" and nothing else.',
      [
        'instructor',
        'Yes. The rules supply the number: SIAC appoints a sole arbitrator unless the case calls for three.',
      ],
    ),
    q(
      'madina',
      'Does a clause bind a parent company that did not sign?',
      'The subsidiary signed; the parent negotiated and performed the contract.',
      [
        'erlan',
        'The group of companies doctrine from Dow Chemical. English courts reject it, French courts are more open.',
      ],
    ),
    q(
      'erlan',
      'Can a state-owned company rely on immunity against its own clause?',
      'The respondent is a ministry’s company and says it needed approval to arbitrate.',
      [
        'instructor',
        'Article 177(2) of the Swiss PIL Act and many laws bar a state entity from invoking its own law to escape a clause it signed.',
      ],
    ),
    q(
      'student',
      'Is a clause referring disputes "to arbitration or the courts" valid?',
      'The wording gives no clear choice between the two.',
    ),
    q(
      'timur',
      'Should the clause say which language the arbitration uses?',
      'Our contract is in English and Russian, and the clause says nothing about language.',
      [
        'madina',
        'The tribunal will decide it otherwise, usually by the language of the contract. Better to write it down.',
      ],
    ),
    q(
      'madina',
      'Does fraud in the main contract reach the clause?',
      'The claimant says the whole deal was procured by bribery.',
      [
        'instructor',
        'Only if the fraud goes to the clause itself. That is the next lecture’s separability, see Fiona Trust.',
      ],
    ),
    q(
      'erlan',
      'Is an escalation clause a condition for arbitration?',
      'The clause requires "good faith negotiations for 30 days" before arbitration. We skipped them.',
      [
        'instructor',
        'Courts differ on whether it goes to jurisdiction or admissibility. The trend treats it as admissibility, for the tribunal to decide.',
      ],
      ['timur', 'Emirates Trading v Prime Mineral held such a clause enforceable when it has a time limit.'],
    ),
    q(
      'student',
      'Does the clause cover claims in tort as well as contract?',
      'The clause covers disputes "under this agreement". We now have a claim for misrepresentation.',
      [
        'instructor',
        'Modern courts read such wording broadly and presume that businesspeople want one forum for all their disputes.',
      ],
    ),
    q(
      'timur',
      'Can a third-party beneficiary invoke the arbitration clause?',
      'The contract gives a benefit to our affiliate, who wants to start the arbitration.',
    ),
    q(
      'madina',
      'Is an arbitration agreement in a will or a trust deed binding?',
      'The heirs never agreed to anything. The question came up in our study group.',
      ['erlan', 'Some laws allow it for trusts; most require consent, so the heirs are not bound.'],
      [
        'instructor',
        'It depends on the law: a few bind the beneficiaries by a clause in a trust deed, most ask for their consent. Expect a fight over jurisdiction either way.',
      ],
    ),
    q(
      'erlan',
      'What is the best model clause to start from?',
      'For a contract with a Kazakh and a Chinese party, which model clause would you adapt?',
      [
        'instructor',
        'Start from the model clause of the institution you choose, then add seat, language and the number of arbitrators. Never rewrite it from scratch.',
      ],
      ['student', 'The AIFC and SIAC model clauses are both in the reading pack.'],
    ),
    q(
      'student',
      'Can a clause be partly valid?',
      'One sentence of our clause excludes any challenge of the award, which the seat does not allow.',
      ['instructor', 'Courts usually strike the invalid sentence and keep the agreement to arbitrate.'],
      [
        'madina',
        'The severability wording in our contracts covers this: an invalid part of the clause is struck out and the rest stays.',
      ],
    ),
  ],
  // Separability and pathological clauses
  [
    q(
      'madina',
      'What makes a clause pathological?',
      'The lecture gave the example "ICC arbitration in Geneva under the LCIA Rules". Are there other typical defects?',
      [
        'instructor',
        'Naming a wrong institution, mixing two institutions, a seat that does not exist, or leaving the choice between court and arbitration open.',
      ],
      ['erlan', 'Frédéric Eisemann’s article of 1974 is the classic list.'],
      [
        'student',
        'The classic one in the reading names an institution that does not exist, and the court still tried to save it.',
      ],
    ),
    q(
      'erlan',
      'Can a court rewrite a defective clause?',
      'If the institution named does not exist, will the court replace it with the right one?',
      ['timur', 'It interprets rather than rewrites: it looks for what the parties evidently meant.'],
      [
        'instructor',
        'It may interpret the clause to give it effect, not rewrite it: a misspelt institution is read as the one the parties obviously meant.',
      ],
    ),
    q(
      'timur',
      'Is separability the same as kompetenz-kompetenz?',
      'Both were presented as reasons why the tribunal can rule on an invalid contract.',
      [
        'instructor',
        'No. Separability says the clause is a separate agreement; kompetenz-kompetenz says the tribunal may rule on its own jurisdiction. They work together.',
      ],
      [
        'student',
        'Separability keeps the clause alive when the contract falls; kompetenz-kompetenz lets the tribunal decide whether it does. Two tools, one goal.',
      ],
    ),
  ],
  // Which disputes can be arbitrated
  [
    q(
      'student',
      'Are antitrust claims arbitrable?',
      'Since Mitsubishi v Soler, can any competition law claim go to arbitration?',
      [
        'instructor',
        'Private damages claims, yes, in most countries. Fines and the authority’s decisions stay with the state.',
      ],
      [
        'erlan',
        'Mitsubishi v Soler is the case in the reading: in 1985 the US Supreme Court sent antitrust claims of an international contract to arbitration.',
      ],
    ),
    q(
      'erlan',
      'Can insolvency disputes go to arbitration?',
      'The counterparty went bankrupt in the middle of our arbitration.',
      [
        'madina',
        'The reading says it depends on whether the claim is a core insolvency matter or an ordinary contract claim.',
      ],
      [
        'instructor',
        'Right. Claims against the estate are often stayed; the lecture on the seat explains which court decides.',
      ],
    ),
    q(
      'timur',
      'Are employment disputes arbitrable in Kazakhstan?',
      'Our company wants an arbitration clause in the contracts of senior managers.',
    ),
  ],
  // Public policy as a limit on arbitration
  [
    q(
      'madina',
      'Is there a difference between domestic and international public policy?',
      'The slide used "international public policy". Does a court apply a narrower test for foreign awards?',
      [
        'instructor',
        'Yes: most courts apply only the fundamental principles to foreign awards, not every mandatory rule.',
      ],
      [
        'erlan',
        'French courts check a foreign award only against international public policy, which is narrower than the domestic one.',
      ],
    ),
    q(
      'student',
      'Can a tribunal raise public policy of its own motion?',
      'Neither party mentioned corruption, but the documents point to it.',
      [
        'instructor',
        'It should, to render an enforceable award. It must give the parties a chance to comment first.',
      ],
      ['timur', 'World Duty Free v Kenya is the case the lecture had in mind.'],
    ),
    q(
      'erlan',
      'Does sanctions law fall under public policy?',
      'A sanctioned party is the claimant in our arbitration.',
      ['madina', 'For the courts of the sanctioning state, usually yes. Elsewhere it depends.'],
      [
        'instructor',
        'Sanctions are usually treated as overriding mandatory rules; whether they belong to public policy depends on the seat and the state that imposed them.',
      ],
    ),
  ],
  // The ICC, LCIA, SIAC and AIFC rules compared
  [
    q(
      'timur',
      'Why does the ICC scrutinise the award and the others do not?',
      'Does scrutiny make ICC awards easier to enforce?',
      [
        'instructor',
        'Scrutiny checks form and can draw attention to substance. It reduces challenges, but no court treats it as a guarantee.',
      ],
      [
        'madina',
        'Article 34 of the ICC Rules: the Court may change the form, and may only draw attention to points of substance.',
      ],
    ),
    q(
      'student',
      'Which rules offer an expedited procedure?',
      'Our claim is small. Is there a fast track under all four sets of rules?',
      ['erlan', 'ICC, SIAC and AIFC have expedited procedures; the LCIA handles it through case management.'],
      [
        'instructor',
        'The ICC, SIAC and SCC rules all do. Check the amount in dispute at which it applies and whether the parties may opt out.',
      ],
    ),
    q(
      'madina',
      'How are the fees of the AIFC arbitrators fixed?',
      'The AIFC schedule looked different from the ICC’s scale based on the amount in dispute.',
    ),
  ],
  // Ad hoc arbitration under the UNCITRAL Rules
  [
    q(
      'erlan',
      'Who appoints the arbitrator if a party refuses in an ad hoc case?',
      'With no institution, who steps in?',
      [
        'instructor',
        'Under the UNCITRAL Rules, the appointing authority chosen by the parties, or one designated by the Secretary-General of the PCA.',
      ],
      [
        'timur',
        'Under the UNCITRAL Rules the appointing authority does, and the Secretary-General of the PCA designates one if the parties have none.',
      ],
    ),
    q(
      'timur',
      'Who holds the deposit in an ad hoc arbitration?',
      'Without an institution, do the parties pay the arbitrators directly?',
      ['madina', 'Often the tribunal opens an account, or the PCA administers it for a fee.'],
      [
        'instructor',
        'Usually the tribunal, through an account opened for the case, or the PCA acting as registry. Settle it in the first procedural order.',
      ],
    ),
    q(
      'student',
      'Is ad hoc arbitration common in investment cases?',
      'Many treaty cases in the reading used the UNCITRAL Rules.',
      ['instructor', 'Yes, many treaties offer it beside ICSID, often with the PCA as registry.'],
      [
        'erlan',
        'Many treaties offer the UNCITRAL Rules beside ICSID, so a fair share of investment cases are ad hoc.',
      ],
    ),
  ],
  // Choosing the seat
  [
    q(
      'madina',
      'Is the seat the same as the place of the hearings?',
      'We plan hearings in Dubai, but the clause says "seat: London".',
      [
        'instructor',
        'No. The seat is a legal place; hearings may be held anywhere. The award is made at the seat.',
      ],
      [
        'student',
        'So the hearing can be in Almaty while the seat stays in London? That would help our witnesses.',
      ],
    ),
    q(
      'erlan',
      'What should a good seat offer?',
      'Besides a modern law, what would you check before choosing a seat?',
      [
        'timur',
        'Courts that support arbitration, the New York Convention, and lawyers being free to appear.',
      ],
      [
        'instructor',
        'Add a track record of the courts on setting aside, and visas and travel for the witnesses.',
      ],
    ),
    q(
      'timur',
      'Can the parties change the seat after the dispute starts?',
      'Both sides want to move from Moscow to Astana.',
    ),
  ],
  // The UNCITRAL Model Law
  [
    q(
      'student',
      'Which countries adopted the Model Law with the 2006 amendments?',
      'Is there a list of states that took the amended version?',
      ['erlan', 'The UNCITRAL status page marks them separately.'],
      [
        'instructor',
        'The UNCITRAL status page of the Model Law marks the states that adopted the 2006 amendments; cite it with the date you read it.',
      ],
    ),
    q(
      'timur',
      'Does the Model Law apply to domestic arbitrations?',
      'It is written for international commercial arbitration only.',
      [
        'instructor',
        'By its terms, yes, only international ones, but many states adopted it for all arbitrations.',
      ],
      ['student', 'So each state chooses; many adopt it for both to keep one regime.'],
    ),
    q(
      'madina',
      'What does Article 5 of the Model Law mean in practice?',
      'The lecture called it the key to limited court intervention.',
      [
        'instructor',
        'Courts may intervene only where the Model Law says so. Anything else is closed to them.',
      ],
      [
        'erlan',
        'No court may step in unless the Law provides for it, so a court cannot invent new grounds to intervene.',
      ],
    ),
  ],
  // The courts of the seat and their supervisory role
  [
    q(
      'erlan',
      'Can the court of the seat stop an arbitration?',
      'The respondent asked the local court for an anti-arbitration injunction.',
      [
        'instructor',
        'Under the Model Law, hardly: Article 8 lets the tribunal go on while the court decides.',
      ],
      [
        'student',
        'Under Article 8 of the Model Law the court may still rule on the clause, but the arbitration may go on meanwhile.',
      ],
    ),
    q(
      'student',
      'Which court in Kazakhstan supervises an AIFC arbitration?',
      'Is it the AIFC Court or the ordinary courts?',
      ['madina', 'The AIFC Court for arbitrations seated in the AIFC, according to the reading.'],
      [
        'instructor',
        'The AIFC Court, under the AIFC Arbitration Regulations; the state courts of Kazakhstan do not supervise it.',
      ],
    ),
    q(
      'timur',
      'Can a court appoint an arbitrator if the clause is silent?',
      'The clause does not say how the sole arbitrator is chosen.',
      ['instructor', 'Yes, Article 11 of the Model Law gives the court that power on request.'],
      [
        'madina',
        'Article 11 of the Model Law: the court or authority named under Article 6 appoints when the parties cannot agree.',
      ],
    ),
  ],
  // Appointing arbitrators
  [
    q(
      'madina',
      'May a party interview its arbitrator before appointment?',
      'Is a short call about availability and conflicts allowed?',
      [
        'instructor',
        'Yes, within limits: availability, expertise, conflicts, never the merits. The CIArb guideline describes the practice.',
      ],
      [
        'timur',
        'The CIArb guideline on interviewing prospective arbitrators lists what may be discussed: availability and expertise, never the merits.',
      ],
    ),
    q(
      'erlan',
      'What happens if the co-arbitrators cannot agree on a chair?',
      'Our two arbitrators have been disagreeing for two months.',
      ['timur', 'The rules or the law hand the appointment to the institution or the court.'],
      [
        'instructor',
        'Most rules then let the institution or the appointing authority choose the chair, after a deadline of about 30 days.',
      ],
    ),
    q(
      'student',
      'Is it allowed to require an arbitrator of a certain nationality?',
      'Our client wants no arbitrator of the other side’s nationality.',
    ),
  ],
  // Sole arbitrators and three-member tribunals
  [
    q(
      'timur',
      'When is a sole arbitrator the better choice?',
      'For a claim of two million dollars, one arbitrator or three?',
      [
        'instructor',
        'One is faster and cheaper; three give more checks on a complex case. Many institutions suggest one below a few million.',
      ],
      ['student', 'Also in expedited procedures: most rules default to a sole arbitrator there.'],
    ),
    q(
      'madina',
      'How does a three-member tribunal decide if there is no majority?',
      'Each arbitrator has a different view on damages.',
      ['instructor', 'Under the ICC Rules and many laws, the chair decides alone.'],
      ['erlan', 'Article 31 of the ICC Rules, if I remember correctly.'],
    ),
    q(
      'erlan',
      'Can a tribunal have two members?',
      'Our clause says "each party appoints one arbitrator".',
      ['madina', 'Some laws add a third automatically; others accept an even number.'],
      [
        'instructor',
        'The Model Law leaves the number to the parties, but two members risk a deadlock with no way out; most laws fill an even number up to three.',
      ],
    ),
  ],
  // Duties of disclosure and the IBA Guidelines
  [
    q(
      'student',
      'Must an arbitrator disclose a prior appointment by the same law firm?',
      'Two appointments in three years by the same firm.',
      ['instructor', 'The Orange List covers it: disclose, and let the parties object.'],
    ),
    q('timur', 'What is on the Green List?', 'Examples that never need disclosure, as I understood it.', [
      'madina',
      'Previous opinions in a publication, membership of the same association, that sort of thing.',
    ]),
    q(
      'madina',
      'Does a duty to disclose continue during the arbitration?',
      'The arbitrator’s firm merged with another firm after the hearing.',
      ['instructor', 'Yes, it continues until the award. Halliburton v Chubb is the leading English case.'],
    ),
  ],
  // Challenging and replacing an arbitrator
  [
    q(
      'erlan',
      'How long does a party have to challenge an arbitrator?',
      'We learned of a conflict late in the proceedings.',
      [
        'instructor',
        'Under the Model Law, 15 days from learning of the circumstances. Institutions set their own limits.',
      ],
    ),
    q(
      'student',
      'What happens to the hearings if an arbitrator is replaced?',
      'Must the witnesses be heard again?',
      ['timur', 'The new tribunal decides whether to repeat any part.'],
    ),
    q(
      'timur',
      'Can a truncated tribunal render an award?',
      'One arbitrator stopped attending deliberations.',
    ),
  ],
  // The tribunal rules on its own jurisdiction
  [
    q(
      'madina',
      'Can the tribunal decide its jurisdiction in the final award?',
      'The respondent wants a separate award on jurisdiction first.',
      [
        'instructor',
        'It may choose either. A preliminary award can be challenged at once within 30 days under Article 16(3) of the Model Law.',
      ],
    ),
    q(
      'student',
      'Does the negative effect of kompetenz-kompetenz apply everywhere?',
      'The French approach seems to stop the courts from looking at the clause first.',
      ['erlan', 'France applies it strongly, England hardly at all.'],
    ),
    q(
      'erlan',
      'When must an objection to jurisdiction be raised?',
      'We noticed the problem after filing our defence.',
      [
        'instructor',
        'No later than the statement of defence, under Article 16(2). After that it may be lost.',
      ],
    ),
  ],
  // Multi-party and multi-contract disputes
  [
    q(
      'timur',
      'Can two arbitrations be consolidated without consent?',
      'The claims arise under two related contracts with identical clauses.',
      [
        'instructor',
        'Under the ICC Rules (Article 10), yes, if the clauses are compatible and the relationships are the same.',
      ],
    ),
    q(
      'madina',
      'How are arbitrators appointed when there are three respondents?',
      'They have different interests and cannot agree on one arbitrator.',
      ['erlan', 'Dutco: the institution appoints the whole tribunal to keep equality.'],
    ),
    q(
      'student',
      'Can a third party join an arbitration after the tribunal is formed?',
      'The subcontractor wants to join.',
      ['instructor', 'Under the ICC Rules only if all parties agree, once an arbitrator has been confirmed.'],
    ),
  ],
  // Interim measures from the tribunal and the courts
  [
    q(
      'erlan',
      'Are interim measures of a tribunal enforceable?',
      'The respondent ignored an order to preserve the goods.',
      [
        'instructor',
        'Under the 2006 Model Law, Article 17H, yes; in other places only as a matter of cooperation and costs.',
      ],
    ),
    q(
      'timur',
      'Can we go to court for an asset freeze during the arbitration?',
      'Does that waive the arbitration agreement?',
      ['madina', 'No, Article 9 says it is not incompatible with the arbitration agreement.'],
    ),
    q(
      'madina',
      'Is an ex parte preliminary order possible?',
      'The other side would move its assets if warned.',
    ),
  ],
  // The emergency arbitrator
  [
    q('student', 'How fast does an emergency arbitrator decide?', 'Our client needs a decision in days.', [
      'instructor',
      'Usually within 15 days of receiving the file under the ICC Rules; SIAC is often faster.',
    ]),
    q(
      'erlan',
      'Does the tribunal have to follow the emergency arbitrator’s order?',
      'The tribunal now has the case and the order is still in force.',
      ['timur', 'No, the tribunal can modify or lift it.'],
    ),
    q(
      'timur',
      'Can an emergency arbitrator be used against a state in a treaty case?',
      'Several ICSID cases were mentioned.',
      ['instructor', 'ICSID has no emergency arbitrator; SCC cases against states have used it.'],
    ),
  ],
  // Procedural orders and the timetable
  [
    q('madina', 'What goes into Procedural Order No. 1?', 'Is there a template the tribunal uses?', [
      'instructor',
      'Language, timetable, document production, hearing format, communication. Many tribunals start from the ICC checklist.',
    ]),
    q(
      'timur',
      'Can a party ask to extend a deadline after it has passed?',
      'Our expert report is one week late.',
      ['erlan', 'It may ask, and the tribunal weighs the reasons and the prejudice.'],
    ),
    q(
      'student',
      'Is a case management conference held online now?',
      'Every example in the lecture seemed to be virtual.',
      [
        'instructor',
        'Mostly yes since 2020. The rules leave it to the tribunal after consulting the parties.',
      ],
    ),
  ],
  // Written submissions
  [
    q(
      'erlan',
      'Should the statement of claim attach all the evidence?',
      'Or only the documents we rely on at this stage?',
      [
        'instructor',
        'In international practice, the documents you rely on, with witness statements, front-loaded.',
      ],
    ),
    q('student', 'Is there a page limit for submissions?', 'The procedural order is silent.'),
    q(
      'madina',
      'Can new claims be added in the reply?',
      'We discovered a second breach during the proceedings.',
      ['timur', 'Usually with the tribunal’s leave, under Article 23(4) of the ICC Rules.'],
      ['instructor', 'Yes, and the tribunal considers the stage of the case and the costs.'],
    ),
  ],
  // The hearing
  [
    q('timur', 'Who decides the order of the witnesses?', 'The other side wants its expert to speak first.', [
      'instructor',
      'The tribunal, after hearing the parties, usually in the pre-hearing conference.',
    ]),
    q(
      'madina',
      'Is a virtual hearing a breach of the right to be heard?',
      'The respondent objected to a remote hearing.',
      ['erlan', 'The Austrian Supreme Court held in 2020 that it is not, as such.'],
    ),
    q('student', 'How is chess-clock time divided?', 'Does each side get the same time?', [
      'instructor',
      'Usually equal time, adjusted when one side has far more witnesses.',
    ]),
  ],
  // Document production and the IBA Rules on Evidence
  [
    q('erlan', 'What is a Redfern schedule?', 'The lecture mentioned it without an example.', [
      'instructor',
      'A table of requests: the documents asked for, why they are relevant and material, the objections and the tribunal’s decision.',
    ]),
    q(
      'timur',
      'Can the tribunal draw adverse inferences?',
      'The other side refused to produce board minutes.',
      ['madina', 'Article 9(6) of the IBA Rules allows it.'],
    ),
    q(
      'madina',
      'Is legal privilege decided by the law of the seat?',
      'Our client and the respondent come from different legal systems.',
    ),
  ],
  // Fact witnesses and expert evidence
  [
    q('student', 'May counsel help a witness draft the statement?', 'In my country this would be improper.', [
      'instructor',
      'International practice allows it, provided the statement stays in the witness’s own words.',
    ]),
    q('timur', 'What is witness conferencing?', 'The experts were heard together in the video example.', [
      'erlan',
      'Hot-tubbing: the experts answer the same questions side by side.',
    ]),
    q(
      'erlan',
      'Can the tribunal appoint its own expert?',
      'Both party experts disagree on the valuation method.',
      ['instructor', 'Yes, under Article 6 of the IBA Rules, after consulting the parties.'],
    ),
  ],
  // Party autonomy and choice of law
  [
    q(
      'madina',
      'Can the parties choose a non-national law?',
      'Our contract refers to the UNIDROIT Principles only.',
      ['instructor', 'Before a tribunal, yes, in most places; courts are more reserved.'],
    ),
    q(
      'erlan',
      'What if the contract has no choice of law?',
      'Does the tribunal use the conflict rules of the seat?',
      ['timur', 'Not necessarily: most rules let it apply the law it finds appropriate, directly.'],
    ),
    q('timur', 'Can a tribunal decide ex aequo et bono?', 'The parties never mentioned it.'),
  ],
  // Lex mercatoria and the UNIDROIT Principles
  [
    q('student', 'Is the lex mercatoria a real body of law?', 'It sounded vague in the lecture.', [
      'instructor',
      'It is debated. The UNIDROIT Principles give it a written form that tribunals cite.',
    ]),
    q(
      'madina',
      'Can the UNIDROIT Principles fill gaps in national law?',
      'The applicable law has no rule on hardship.',
      ['erlan', 'Tribunals do use them to interpret and supplement national law.'],
    ),
    q(
      'erlan',
      'Which edition of the UNIDROIT Principles should the essay cite?',
      'There are editions of 1994, 2004, 2010 and 2016.',
      ['instructor', 'The 2016 edition, unless the contract refers to another.'],
    ),
  ],
  // Form, content and deliberation of the award
  [
    q('timur', 'Must the award give reasons?', 'Some parties agree to an award without reasons.', [
      'instructor',
      'Yes, unless the parties agreed otherwise, under Article 31(2) of the Model Law.',
    ]),
    q('student', 'Is a dissenting opinion part of the award?', 'Can it be published?', [
      'madina',
      'It accompanies the award but is not part of its operative part.',
    ]),
    q('madina', 'Are the deliberations secret?', 'What if one arbitrator reveals them?'),
  ],
  // Costs, interest and correction of awards
  [
    q('erlan', 'Does the loser always pay the costs?', 'The lecture mentioned "costs follow the event".', [
      'instructor',
      'Usually, but tribunals adjust for conduct and partial success.',
    ]),
    q(
      'timur',
      'Can the tribunal award compound interest?',
      'The applicable law allows only simple interest.',
      ['erlan', 'Investment tribunals often do; commercial ones follow the applicable law.'],
    ),
    q(
      'student',
      'How long do we have to ask for a correction of the award?',
      'There is a calculation error in the damages.',
      ['instructor', 'Thirty days from receipt under Article 33 of the Model Law.'],
    ),
  ],
  // Grounds for annulment at the seat
  [
    q(
      'madina',
      'Can the court review the merits when setting aside an award?',
      'The tribunal misread the contract.',
      ['instructor', 'No. Article 34 lists the grounds, and a mistake of law or fact is not one of them.'],
    ),
    q('erlan', 'Can the parties exclude setting aside?', 'Swiss law seems to allow it.', [
      'timur',
      'Yes, under Article 192 of the Swiss PIL Act, for parties with no Swiss domicile.',
    ]),
    q(
      'student',
      'What is the time limit to apply for setting aside?',
      'Three months under the Model Law, but from which date?',
      ['instructor', 'From the date the applicant received the award.'],
    ),
  ],
  // The fate of annulled awards abroad
  [
    q(
      'timur',
      'Why did France enforce the Hilmarton award after annulment?',
      'It seemed to contradict the New York Convention.',
      [
        'instructor',
        'Article VII lets a more favourable national law apply, and French law does not treat annulment at the seat as a ground.',
      ],
    ),
    q('madina', 'What did the Dutch courts do in Yukos Capital?', 'The award had been annulled in Russia.', [
      'erlan',
      'They enforced it because the Russian annulment was found partial and dependent.',
    ]),
    q(
      'erlan',
      'Is there a trend in the US courts on annulled awards?',
      'Chromalloy and then Pemex were mentioned.',
    ),
  ],
  // Enforcing a foreign award
  [
    q('student', 'Which documents are needed to enforce an award?', 'The court asked for a certified copy.', [
      'instructor',
      'The authenticated award and the original agreement, with translations, under Article IV.',
    ]),
    q('erlan', 'Is there a time limit for enforcement?', 'The award is four years old.', [
      'timur',
      'The Convention sets none; the law of the enforcing state does.',
    ]),
    q('timur', 'Can an award be enforced against state assets?', 'The debtor is a state-owned company.', [
      'instructor',
      'Immunity from execution protects assets used for sovereign purposes, not commercial ones.',
    ]),
  ],
  // Defences to enforcement under Article V
  [
    q('madina', 'Does "may be refused" give the court a discretion?', 'Article V says "may", not "shall".', [
      'instructor',
      'Many courts read it that way: they may enforce even when a ground is proven.',
    ]),
    q(
      'student',
      'Is a lack of notice a defence?',
      'The respondent says the notice of arbitration went to an old address.',
      ['erlan', 'Article V(1)(b) covers it if the party was unable to present its case.'],
    ),
    q('erlan', 'Who has the burden of proof under Article V?', 'The party resisting or the one enforcing?', [
      'instructor',
      'The party resisting enforcement, for the grounds in Article V(1).',
    ]),
  ],
  // Bilateral investment treaties and ICSID
  [
    q(
      'timur',
      'Who counts as an investor under a BIT?',
      'Our client holds its shares through a Dutch company.',
      ['instructor', 'It depends on the treaty’s definition; many look only at the place of incorporation.'],
    ),
    q(
      'madina',
      'What is the difference between ICSID and non-ICSID awards?',
      'Enforcement seemed to differ.',
      ['erlan', 'ICSID awards are reviewed only by an annulment committee, not by national courts.'],
    ),
    q(
      'student',
      'Must local remedies be exhausted before treaty arbitration?',
      'The BIT has an 18-month local litigation clause.',
    ),
  ],
  // Standards of protection and state defences
  [
    q('erlan', 'What does fair and equitable treatment protect?', 'The standard seems very broad.', [
      'instructor',
      'Legitimate expectations, due process, transparency and freedom from arbitrariness, as tribunals have read it.',
    ]),
    q(
      'timur',
      'Is a change of tax law an expropriation?',
      'The state raised royalties three times in two years.',
      ['madina', 'Only if the effect is equivalent to taking the investment.'],
    ),
    q(
      'student',
      'Can a state invoke necessity as a defence?',
      'Argentina’s cases were mentioned.',
      ['instructor', 'It can, under customary law, but tribunals have applied it strictly.'],
      ['erlan', 'CMS and LG&E reached different conclusions on the same crisis.'],
    ),
  ],
];
