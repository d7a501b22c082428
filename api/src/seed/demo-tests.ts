/**
 * The demo course's tests, one after each topic, on the topic's lectures (demo-content.ts). Every
 * test has two single-choice questions worth 1 point and one multiple-choice question worth 2: 4
 * points a test, 64 in all, of which the certificate needs 18 (docs/product/constants.md).
 */
export interface DemoQuestion {
  prompt: string;
  kind: 'single' | 'multiple';
  points: number;
  choices: string[];
  /** Indexes into `choices`. */
  correct: number[];
}

const single = (prompt: string, choices: string[], correct: number): DemoQuestion => ({
  prompt,
  kind: 'single',
  points: 1,
  choices,
  correct: [correct],
});
const multiple = (prompt: string, choices: string[], correct: number[]): DemoQuestion => ({
  prompt,
  kind: 'multiple',
  points: 2,
  choices,
  correct,
});

/** In topic order: DEMO_TESTS[i] follows TOPICS[i]. */
export const DEMO_TESTS: { title: string; questions: DemoQuestion[] }[] = [
  {
    title: 'Test: Foundations of International Arbitration',
    questions: [
      single(
        'Which treaty of 1958 is the cornerstone of the enforcement of foreign arbitral awards?',
        [
          'The Hague Convention',
          'The New York Convention',
          'The Washington Convention',
          'The Vienna Convention',
        ],
        1,
      ),
      single(
        'What is the main reason parties choose arbitration for international contracts?',
        [
          'It is always cheaper than litigation',
          'A neutral forum whose awards are enforceable across borders',
          'Arbitrators must follow the precedents of national courts',
          'There is no way to challenge an award',
        ],
        1,
      ),
      multiple(
        'Which of these are sources of the law of international arbitration?',
        [
          'International conventions',
          'The national arbitration law of the seat',
          'The arbitration rules the parties chose',
          'The internal policies of the losing party',
        ],
        [0, 1, 2],
      ),
    ],
  },
  {
    title: 'Test: The Arbitration Agreement',
    questions: [
      single(
        'Under the doctrine of separability, the arbitration clause…',
        [
          'falls with the main contract if that contract is void',
          'survives the invalidity of the main contract',
          'can only be enforced by a national court',
          'must be signed separately from the contract',
        ],
        1,
      ),
      single(
        'A "pathological" arbitration clause is one that…',
        [
          'names a non-existent institution or is otherwise defective',
          'provides for a sole arbitrator',
          'is written in a foreign language',
          'excludes the courts of the seat',
        ],
        0,
      ),
      multiple(
        'Which matter for the formation and validity of an arbitration agreement?',
        [
          'The consent of the parties',
          'The form required by the applicable law (usually writing)',
          'The capacity of the parties',
          'The amount of the claim',
        ],
        [0, 1, 2],
      ),
    ],
  },
  {
    title: 'Test: Arbitrability and Public Policy',
    questions: [
      single(
        'Arbitrability asks whether…',
        [
          'a dispute may be resolved by arbitration at all',
          'the arbitrator is independent',
          'the award was made in time',
          'the parties paid the advance on costs',
        ],
        0,
      ),
      single(
        'Public policy, as a limit on arbitration, refers to…',
        [
          'the rules of the arbitral institution',
          'the fundamental principles of the legal order concerned',
          'the commercial practice of the parties',
          'the preferences of the tribunal',
        ],
        1,
      ),
      multiple(
        'Which disputes are often reserved to national courts in many legal systems?',
        [
          'Criminal matters',
          'Divorce and family status',
          'Ordinary sale-of-goods claims',
          'Validity of patents',
        ],
        [0, 1, 3],
      ),
    ],
  },
  {
    title: 'Test: Institutional and Ad Hoc Arbitration',
    questions: [
      single(
        'Which rules are commonly used for ad hoc arbitration?',
        ['The ICC Rules', 'The UNCITRAL Arbitration Rules', 'The SIAC Rules', 'The LCIA Rules'],
        1,
      ),
      single(
        'In ad hoc arbitration, the proceedings are…',
        [
          'administered by an institution',
          'run by the parties and the tribunal without an administering institution',
          'decided by a state court',
          'limited to investment disputes',
        ],
        1,
      ),
      multiple(
        'Which of these are arbitral institutions whose rules were compared in this topic?',
        ['ICC', 'LCIA', 'SIAC', 'UNIDROIT'],
        [0, 1, 2],
      ),
    ],
  },
  {
    title: 'Test: The Seat of Arbitration and the Lex Arbitri',
    questions: [
      single(
        'The lex arbitri is…',
        [
          'the law governing the merits of the dispute',
          'the arbitration law of the seat',
          'the law of the place where the award is enforced',
          'the procedural rules chosen by the tribunal alone',
        ],
        1,
      ),
      single(
        'Which text has inspired the arbitration laws of many countries?',
        ['The UNCITRAL Model Law', 'The Hague Rules', 'The Rome I Regulation', 'The Brussels Convention'],
        0,
      ),
      multiple(
        'What can the courts of the seat typically do?',
        [
          'Support the arbitration, for example by appointing arbitrators',
          'Hear applications to set aside the award',
          'Re-decide the merits on appeal as of right',
          'Order interim measures in support of the arbitration',
        ],
        [0, 1, 3],
      ),
    ],
  },
  {
    title: 'Test: Constituting the Arbitral Tribunal',
    questions: [
      single(
        'In a three-member tribunal, the presiding arbitrator is usually chosen…',
        [
          'by the claimant alone',
          'by the two co-arbitrators or by the institution',
          'by the respondent alone',
          'by lot among the parties’ lawyers',
        ],
        1,
      ),
      single(
        'When a party fails to appoint its arbitrator, the appointment is usually made by…',
        ['the other party', 'the appointing authority or institution', 'the losing party', 'nobody'],
        1,
      ),
      multiple(
        'Which are reasons to prefer a sole arbitrator?',
        ['Lower cost', 'Faster proceedings', 'A small or simple dispute', 'More dissenting opinions'],
        [0, 1, 2],
      ),
    ],
  },
  {
    title: 'Test: Independence, Impartiality and Challenges',
    questions: [
      single(
        'The IBA Guidelines on Conflicts of Interest sort circumstances into…',
        [
          'Red, Orange and Green Lists',
          'Class A and Class B conflicts',
          'Minor and major disclosures',
          'Civil and criminal grounds',
        ],
        0,
      ),
      single(
        'An arbitrator’s duty of disclosure lasts…',
        [
          'only until the appointment',
          'throughout the arbitration',
          'only until the first hearing',
          'only when a party asks',
        ],
        1,
      ),
      multiple(
        'Which could justify a challenge to an arbitrator?',
        [
          'A significant financial interest in one party',
          'A close family relationship with counsel',
          'Having written a general textbook on arbitration',
          'Undisclosed repeated appointments by the same party',
        ],
        [0, 1, 3],
      ),
    ],
  },
  {
    title: 'Test: Jurisdiction and Kompetenz-Kompetenz',
    questions: [
      single(
        'Kompetenz-Kompetenz means that…',
        [
          'the tribunal may rule on its own jurisdiction',
          'national courts alone decide jurisdiction',
          'the institution decides every objection',
          'the parties may never object to jurisdiction',
        ],
        0,
      ),
      single(
        'An objection to the tribunal’s jurisdiction should be raised…',
        [
          'at any time, even after the award',
          'no later than the statement of defence',
          'only before the enforcing court',
          'only on appeal',
        ],
        1,
      ),
      multiple(
        'Which questions arise in multi-party and multi-contract disputes?',
        [
          'Joinder of additional parties',
          'Consolidation of arbitrations',
          'Whether non-signatories are bound',
          'The colour of the hearing room',
        ],
        [0, 1, 2],
      ),
    ],
  },
  {
    title: 'Test: Interim Measures and Emergency Arbitration',
    questions: [
      single(
        'An emergency arbitrator is appointed…',
        [
          'after the award, to correct it',
          'before the tribunal is constituted, to decide urgent interim relief',
          'by the enforcing court',
          'only in investment arbitration',
        ],
        1,
      ),
      single(
        'Interim measures may be sought from…',
        [
          'the tribunal only',
          'national courts only',
          'the tribunal and, in support, national courts',
          'neither, once arbitration has started',
        ],
        2,
      ),
      multiple(
        'Which are examples of interim measures?',
        [
          'Preserving evidence',
          'Maintaining the status quo',
          'Security for costs',
          'A final award on damages',
        ],
        [0, 1, 2],
      ),
    ],
  },
  {
    title: 'Test: Conduct of the Proceedings',
    questions: [
      single(
        'The first procedural order usually sets…',
        [
          'the timetable and procedural rules',
          'the final award',
          'the fees of counsel',
          'the seat of the appeal',
        ],
        0,
      ),
      single(
        'A common sequence of written submissions is…',
        [
          'statement of claim, statement of defence, then reply and rejoinder',
          'award, then claim',
          'hearing, then request for arbitration',
          'rejoinder first, then claim',
        ],
        0,
      ),
      multiple(
        'What usually happens at the evidentiary hearing?',
        [
          'Examination of witnesses',
          'Examination of experts',
          'Oral submissions by counsel',
          'Signing of the arbitration agreement',
        ],
        [0, 1, 2],
      ),
    ],
  },
  {
    title: 'Test: Evidence, Documents and Witnesses',
    questions: [
      single(
        'A Redfern schedule is used for…',
        [
          'document production requests',
          'calculating interest',
          'choosing the seat',
          'paying the arbitrators',
        ],
        0,
      ),
      single(
        'Under the IBA Rules on the Taking of Evidence, a request to produce documents must…',
        [
          'identify the documents and show their relevance and materiality',
          'cover every document of the other party',
          'be made after the award',
          'be approved by a state court',
        ],
        0,
      ),
      multiple(
        'Which kinds of evidence are common in international arbitration?',
        ['Witness statements', 'Expert reports', 'Documents', 'Anonymous rumours'],
        [0, 1, 2],
      ),
    ],
  },
  {
    title: 'Test: The Law Applicable to the Merits',
    questions: [
      single(
        'Party autonomy means that the parties may…',
        [
          'choose the law that governs their contract',
          'choose the arbitrators’ fees alone',
          'ignore the award',
          'refuse to appear',
        ],
        0,
      ),
      single(
        'The UNIDROIT Principles are…',
        [
          'a binding treaty on every state',
          'a restatement of international commercial contract law',
          'the ICC’s procedural rules',
          'a national statute',
        ],
        1,
      ),
      multiple(
        'Without a choice of law by the parties, the tribunal may apply…',
        [
          'the law it finds appropriate under the applicable rules',
          'the law with the closest connection',
          'conflict-of-laws rules it considers applicable',
          'whichever law the tribunal’s chair prefers personally, without reasons',
        ],
        [0, 1, 2],
      ),
    ],
  },
  {
    title: 'Test: The Arbitral Award',
    questions: [
      single(
        'An award is usually required to…',
        ['be in writing and state reasons', 'be oral', 'be unanimous', 'be published'],
        0,
      ),
      single(
        'A typo or a miscalculation in an award can be fixed by…',
        [
          'an appeal to the supreme court',
          'a correction by the tribunal',
          'a new arbitration',
          'nothing at all',
        ],
        1,
      ),
      multiple(
        'What can an award decide besides the merits?',
        ['Costs of the arbitration', 'Interest', 'Legal fees of the parties', 'Criminal penalties'],
        [0, 1, 2],
      ),
    ],
  },
  {
    title: 'Test: Setting Aside Awards',
    questions: [
      single(
        'An application to set aside an award is made to…',
        [
          'the courts of the seat',
          'any court anywhere',
          'the tribunal that made the award',
          'the institution’s secretariat',
        ],
        0,
      ),
      single(
        'Under the Model Law, an application to set aside must usually be made within…',
        ['three months of receiving the award', 'ten years', 'one day', 'no time limit'],
        0,
      ),
      multiple(
        'Which are grounds for setting aside under the Model Law?',
        [
          'Invalid arbitration agreement',
          'A party was unable to present its case',
          'The tribunal made a mistake of fact',
          'The award conflicts with the public policy of the seat',
        ],
        [0, 1, 3],
      ),
    ],
  },
  {
    title: 'Test: Recognition and Enforcement under the New York Convention',
    questions: [
      single(
        'Which article of the New York Convention lists the defences to enforcement?',
        ['Article I', 'Article III', 'Article V', 'Article VII'],
        2,
      ),
      single(
        'The burden of proving most Article V defences lies on…',
        [
          'the party resisting enforcement',
          'the party seeking enforcement',
          'the enforcing court',
          'the arbitral tribunal',
        ],
        0,
      ),
      multiple(
        'Which are Article V defences?',
        [
          'Incapacity of a party or invalid agreement',
          'Lack of proper notice',
          'The award is not yet binding or was set aside',
          'The court would have decided the merits differently',
        ],
        [0, 1, 2],
      ),
    ],
  },
  {
    title: 'Test: Investment Treaty Arbitration',
    questions: [
      single(
        'ICSID was created by…',
        ['the Washington Convention of 1965', 'the New York Convention', 'the UNCITRAL Model Law', 'the WTO'],
        0,
      ),
      single(
        'A bilateral investment treaty (BIT) typically gives investors…',
        [
          'the right to bring claims against the host state',
          'immunity from taxation',
          'membership of the host state’s parliament',
          'the right to appeal every award',
        ],
        0,
      ),
      multiple(
        'Which are common standards of protection in investment treaties?',
        [
          'Fair and equitable treatment',
          'Protection against unlawful expropriation',
          'Full protection and security',
          'A guaranteed profit',
        ],
        [0, 1, 2],
      ),
    ],
  },
];
