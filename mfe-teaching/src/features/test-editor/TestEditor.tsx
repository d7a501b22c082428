import {
  Button,
  ErrorText,
  Spinner,
  SuccessText,
  TextArea,
  TextInput,
  VisuallyHidden,
  type CalendarTopic,
  type StaffTest,
} from '@academy/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListNote, LoadFailure } from '../../components/ListStates';
import { NAMESPACE } from '../../locales';
import { useCourseCalendar } from '../../resources/course-topics/course-topics';
import {
  bodyOf,
  draftOf,
  emptyChoice,
  emptyQuestion,
  LIMITS,
  problemsOf,
  type QuestionDraft,
  type TestDraft,
} from './test-draft';
import { resetTestEditor, useSaveTest, useStaffTest } from './test-editor-store';
import styles from './test-editor.module.css';

const NO_TOPICS: readonly CalendarTopic[] = [];

/**
 * A topic's test (docs/decisions/0805): its questions, choices, the correct ones and the points,
 * with a preview as students see it. Saving replaces the whole set: new attempts take it, past
 * attempts keep their scores (the API's `version`).
 */
export function TestEditor() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const topics = useCourseCalendar((state) => state.data?.topics) ?? NO_TOPICS;
  const calendarStatus = useCourseCalendar((state) => state.status);
  const calendarError = useCourseCalendar((state) => state.error);
  const requested = Number(params.get('topic'));
  const topicId = topics.some((topic) => topic.id === requested) ? requested : (topics[0]?.id ?? null);

  useEffect(() => {
    if (useCourseCalendar.getState().status === 'idle') void useCourseCalendar.getState().load();
    return resetTestEditor;
  }, []);

  if (calendarStatus === 'error' && topics.length === 0)
    return <LoadFailure message={calendarError} onRetry={() => void useCourseCalendar.getState().reload()} />;
  if (topicId === null)
    return calendarStatus === 'success' ? (
      <ListNote>{t('calendar.none')}</ListNote>
    ) : (
      <Spinner label={t('tests.loading')} />
    );

  return (
    <div className={styles.editor}>
      <label className={styles.topicPicker}>
        <span>{t('essays.topic')}</span>
        <select
          value={topicId}
          onChange={(event) => setParams({ topic: event.target.value })}
          id={`${id}-topic`}
        >
          {topics.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {t('essays.topicOption', { position: topic.position, title: topic.title })}
            </option>
          ))}
        </select>
      </label>
      <TopicTest key={topicId} topicId={topicId} />
    </div>
  );
}

function TopicTest({ topicId }: { topicId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { data: test, status, error } = useStaffTest();

  useEffect(() => {
    useSaveTest.getState().reset();
    void useStaffTest.getState().load(topicId);
  }, [topicId]);

  if (status === 'error' && test === null)
    return <LoadFailure message={error} onRetry={() => void useStaffTest.getState().reload()} />;
  if (test === null || test.topic !== topicId) return <Spinner label={t('tests.loading')} />;
  return <DraftEditor test={test} />;
}

function DraftEditor({ test }: { test: StaffTest }) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState<TestDraft>(() =>
    test.questions.length > 0 ? draftOf(test) : { title: test.title, questions: [emptyQuestion()] },
  );
  const [previewing, setPreviewing] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const saving = useSaveTest();

  const changeQuestion = (key: number, change: (question: QuestionDraft) => QuestionDraft) =>
    setDraft((current) => ({
      ...current,
      questions: current.questions.map((question) => (question.key === key ? change(question) : question)),
    }));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf(draft).map((problem) =>
      t(problem.key, { number: problem.question, min: LIMITS.minPoints, max: LIMITS.maxPoints }),
    );
    setProblems(found);
    if (found.length > 0) return;
    await useSaveTest.getState().run(test.topic, bodyOf(draft));
  };

  const saved = saving.data !== null && saving.error === null && !saving.pending ? saving.data : null;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void save(event)}>
      <p className={styles.meta}>
        {test.id === null
          ? t('tests.noTestYet')
          : t('tests.standing', { version: test.version, points: test.max_score, attempts: test.attempts })}
      </p>
      <div className={styles.toolbar}>
        <Button variant="secondary" aria-pressed={previewing} onClick={() => setPreviewing((open) => !open)}>
          {previewing ? t('tests.backToEditing') : t('tests.preview')}
        </Button>
      </div>
      {previewing ? (
        <TestPreview draft={draft} />
      ) : (
        <>
          <label className={styles.field}>
            <span>{t('tests.title')}</span>
            <TextInput
              maxLength={200}
              value={draft.title}
              onChange={(event) => setDraft((current) => ({ ...current, title: event.target.value }))}
            />
          </label>
          <ol className={styles.questions}>
            {draft.questions.map((question, index) => (
              <QuestionEditor
                key={question.key}
                number={index + 1}
                question={question}
                onChange={(change) => changeQuestion(question.key, change)}
                onRemove={
                  draft.questions.length > 1
                    ? () =>
                        setDraft((current) => ({
                          ...current,
                          questions: current.questions.filter((other) => other.key !== question.key),
                        }))
                    : undefined
                }
              />
            ))}
          </ol>
          <div className={styles.toolbar}>
            <Button
              variant="secondary"
              disabled={draft.questions.length >= LIMITS.questions}
              onClick={() =>
                setDraft((current) => ({ ...current, questions: [...current.questions, emptyQuestion()] }))
              }
            >
              {t('tests.addQuestion')}
            </Button>
          </div>
        </>
      )}
      {problems.length > 0 && (
        <ul className={styles.problems} role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <ErrorText>{saving.error}</ErrorText>
      {saved && (
        <SuccessText>{t('tests.saved', { version: saved.version, attempts: saved.attempts })}</SuccessText>
      )}
      <div className={styles.toolbar}>
        <Button type="submit" loading={saving.pending}>
          {t('tests.save')}
        </Button>
      </div>
    </form>
  );
}

interface QuestionEditorProps {
  number: number;
  question: QuestionDraft;
  onChange: (change: (question: QuestionDraft) => QuestionDraft) => void;
  onRemove?: () => void;
}

function QuestionEditor({ number, question, onChange, onRemove }: QuestionEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const setChoice = (key: number, change: Partial<{ label: string; correct: boolean }>) =>
    onChange((current) => ({
      ...current,
      choices: current.choices.map((choice) => {
        if (choice.key === key) return { ...choice, ...change };
        // One correct choice for a single-answer question: marking one unmarks the others.
        if (change.correct && current.kind === 'single') return { ...choice, correct: false };
        return choice;
      }),
    }));

  return (
    <li className={styles.question}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('tests.questionNumber', { number })}</legend>
        <label className={styles.field}>
          <span>{t('tests.prompt')}</span>
          <TextArea
            rows={2}
            maxLength={2000}
            value={question.prompt}
            onChange={(event) => onChange((current) => ({ ...current, prompt: event.target.value }))}
          />
        </label>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>{t('tests.kind')}</span>
            <select
              value={question.kind}
              onChange={(event) => {
                const kind = event.target.value === 'multiple' ? 'multiple' : 'single';
                onChange((current) => ({ ...current, kind }));
              }}
            >
              <option value="single">{t('tests.kinds.single')}</option>
              <option value="multiple">{t('tests.kinds.multiple')}</option>
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('tests.points')}</span>
            <TextInput
              type="number"
              inputMode="numeric"
              min={LIMITS.minPoints}
              max={LIMITS.maxPoints}
              value={question.points}
              onChange={(event) => onChange((current) => ({ ...current, points: event.target.value }))}
            />
          </label>
        </div>
        <ul className={styles.choices} aria-label={t('tests.choicesOf', { number })}>
          {question.choices.map((choice, index) => (
            <li key={choice.key} className={styles.choice}>
              <label className={styles.correct}>
                <input
                  type={question.kind === 'single' ? 'radio' : 'checkbox'}
                  name={`${id}-correct`}
                  checked={choice.correct}
                  onChange={(event) => setChoice(choice.key, { correct: event.target.checked })}
                />
                <VisuallyHidden>{t('tests.correct', { number: index + 1 })}</VisuallyHidden>
              </label>
              <TextInput
                aria-label={t('tests.choiceLabel', { number: index + 1 })}
                maxLength={500}
                value={choice.label}
                onChange={(event) => setChoice(choice.key, { label: event.target.value })}
              />
              <Button
                variant="secondary"
                disabled={question.choices.length <= LIMITS.minChoices}
                aria-label={t('tests.removeChoice', { number: index + 1 })}
                onClick={() =>
                  onChange((current) => ({
                    ...current,
                    choices: current.choices.filter((other) => other.key !== choice.key),
                  }))
                }
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
        <div className={styles.toolbar}>
          <Button
            variant="secondary"
            disabled={question.choices.length >= LIMITS.maxChoices}
            onClick={() =>
              onChange((current) => ({ ...current, choices: [...current.choices, emptyChoice()] }))
            }
          >
            {t('tests.addChoice')}
          </Button>
          {onRemove && (
            <Button variant="secondary" onClick={onRemove}>
              {t('tests.removeQuestion', { number })}
            </Button>
          )}
        </div>
      </fieldset>
    </li>
  );
}

/** The test as students will see it: no key, the choices not yet answerable. */
function TestPreview({ draft }: { draft: TestDraft }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  return (
    <section className={styles.preview} aria-label={t('tests.previewLabel')}>
      <h3 className={styles.previewTitle}>{draft.title}</h3>
      <ol className={styles.questions}>
        {draft.questions.map((question, index) => (
          <li key={question.key}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>
                {question.prompt}{' '}
                <span className={styles.meta}>{t('tests.pointsOf', { points: question.points })}</span>
              </legend>
              {question.kind === 'multiple' && <p className={styles.meta}>{t('tests.chooseAll')}</p>}
              {question.choices.map((choice) => (
                <label key={choice.key} className={styles.correct}>
                  <input
                    type={question.kind === 'single' ? 'radio' : 'checkbox'}
                    name={`${id}-${index}`}
                    disabled
                  />
                  {choice.label}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
    </section>
  );
}
