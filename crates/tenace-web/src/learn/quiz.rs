//! The lesson's quiz: one multiple-choice question at a time, marked at
//! once with the explanation, and the score at the end.

use super::progress::QuizScore;
use serde_json::json;
use crate::i18n::{tr, trf};
use tenace_i18n::Lang;
use tenace_tutor::lesson::QuizText;
use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
    /// The lesson (a change starts the quiz afresh).
    pub id: AttrValue,
    pub questions: Vec<QuizText>,
    /// The index of the right option of each question.
    pub answers: Vec<usize>,
    /// A run through every question ended with this score.
    pub on_done: Callback<QuizScore>,
}

/// The lesson's questions as a set of choice problems in the quiz format
/// (docs/quiz-format.md, `"kind": "choice"`), for the shared quiz widget.
pub fn set_json(title: &str, questions: &[QuizText], answers: &[usize]) -> String {
    let problems: Vec<serde_json::Value> = questions
        .iter()
        .zip(answers)
        .map(|(q, answer)| {
            json!({
                "version": 1,
                "kind": "choice",
                "title": title,
                "question": q.question,
                "options": q.options,
                "answer": answer,
                "explanation": q.explanation,
            })
        })
        .collect();
    json!({ "version": 1, "title": title, "problems": problems }).to_string()
}

/// The widget's running totals as the progress keeps them: questions
/// right out of questions asked (a right answer is worth `max / answered`).
pub fn score_of(score: u32, max: u32, answered: u32) -> QuizScore {
    let right = if max == 0 { 0 } else { score * answered / max };
    QuizScore { score: right, total: answered }
}

#[derive(Clone, Debug, Default, PartialEq)]
struct Run {
    /// The question shown.
    at: usize,
    /// The option chosen for each question answered so far.
    chosen: Vec<usize>,
}

#[component]
pub fn LessonQuiz(props: &Props) -> Html {
    let run = use_state(Run::default);
    let total = props.questions.len().min(props.answers.len());
    let right = |r: &Run| r.chosen.iter().zip(&props.answers).filter(|(c, a)| c == a).count();
    if total == 0 {
        return Html::default();
    }
    let done = run.chosen.len() >= total && run.at >= total;
    if done {
        let score = right(&run);
        let again = {
            let run = run.clone();
            Callback::from(move |_: MouseEvent| run.set(Run::default()))
        };
        return html! {
            <div class="lq" data-testid="lesson-quiz" data-state="done" data-score={score.to_string()} data-total={total.to_string()}>
                <p class="lq-score" role="status">{ trf("learn.quiz.score", &[("score", &score.to_string()), ("total", &total.to_string())]) }</p>
                <button type="button" data-action="quiz-again" onclick={again}>{ tr("learn.quiz.again") }</button>
            </div>
        };
    }
    let at = run.at.min(total - 1);
    let q = &props.questions[at];
    let answer = props.answers[at];
    let chosen = run.chosen.get(at).copied();
    let choose = |i: usize| {
        let run = run.clone();
        Callback::from(move |_: MouseEvent| {
            if run.chosen.len() == at {
                let mut next = (*run).clone();
                next.chosen.push(i);
                run.set(next);
            }
        })
    };
    let next = {
        let run = run.clone();
        let on_done = props.on_done.clone();
        let answers = props.answers.clone();
        Callback::from(move |_: MouseEvent| {
            let mut r = (*run).clone();
            r.at += 1;
            if r.at >= total {
                let score = r.chosen.iter().zip(&answers).filter(|(c, a)| c == a).count();
                on_done.emit(QuizScore { score: score as u32, total: total as u32 });
            }
            run.set(r);
        })
    };
    let heading_id = format!("lq-q-{}", props.id);
    html! {
        <div class="lq" data-testid="lesson-quiz" data-state="asking" data-question={at.to_string()}>
            <p class="lq-count">{ trf("learn.quiz.count", &[("n", &(at + 1).to_string()), ("total", &total.to_string())]) }</p>
            <p class="lq-question" id={heading_id.clone()}><strong>{ &q.question }</strong></p>
            <div class="lq-options" role="group" aria-labelledby={heading_id}>
                { for q.options.iter().enumerate().map(|(i, option)| {
                    let mark = match chosen {
                        Some(_) if i == answer => Some("right"),
                        Some(c) if c == i => Some("wrong"),
                        _ => None,
                    };
                    let label = match mark {
                        Some("right") => format!("{option} — {}", tr("learn.quiz.right.option")),
                        Some(_) => format!("{option} — {}", tr("learn.quiz.your.wrong")),
                        None => option.clone(),
                    };
                    html! {
                        <button type="button" class={classes!("lq-option", mark)} data-option={i.to_string()}
                                aria-label={label} aria-pressed={(chosen == Some(i)).to_string()}
                                disabled={chosen.is_some()} onclick={choose(i)}>
                            <span class="lq-letter" aria-hidden="true">{ format!("{}", (b'A' + i as u8) as char) }</span>
                            { option }
                            if mark == Some("right") { <span class="lq-mark" aria-hidden="true">{ " ✓" }</span> }
                            if mark == Some("wrong") { <span class="lq-mark" aria-hidden="true">{ " ✗" }</span> }
                        </button>
                    }
                }) }
            </div>
            <div class="lq-feedback" role="status" aria-live="polite" data-testid="quiz-feedback"
                 data-correct={chosen.map(|c| (c == answer).to_string())}>
                if let Some(c) = chosen {
                    <p><strong>{ if c == answer { tr("learn.quiz.right") } else { tr("learn.quiz.wrong") } }</strong>{ " " }{ &q.explanation }</p>
                    <button type="button" data-action="quiz-next" onclick={next}>
                        { if at + 1 < total { tr("learn.quiz.next") } else { tr("learn.quiz.finish") } }
                    </button>
                }
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lessons_questions_become_a_set_of_choice_problems() {
        let course = tenace_tutor::lessons().expect("course");
        let l = &course[0];
        let text = l.text(Lang::Fr);
        let set: serde_json::Value =
            serde_json::from_str(&set_json(&text.title, &text.quiz, &l.lesson.quiz_answers)).expect("json");
        assert_eq!(set["version"], 1);
        let problems = set["problems"].as_array().expect("problems");
        assert_eq!(problems.len(), text.quiz.len());
        assert_eq!(problems[1]["kind"], "choice");
        assert_eq!(problems[1]["question"], text.quiz[1].question.as_str());
        assert_eq!(problems[1]["answer"], l.lesson.quiz_answers[1]);
        assert_eq!(problems[1]["options"].as_array().map(Vec::len), Some(text.quiz[1].options.len()));
        assert_eq!(score_of(30, 40, 4), QuizScore { score: 3, total: 4 });
        assert_eq!(score_of(0, 0, 0), QuizScore { score: 0, total: 0 });
    }
}
