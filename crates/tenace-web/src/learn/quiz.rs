//! The lesson's quiz for the shared quiz widget (`QuizWidget`,
//! `<tenace-quiz>`): the questions as a set of choice problems, and the
//! widget's running totals as the course's progress.

use super::progress::QuizScore;
use serde_json::json;
use tenace_tutor::lesson::QuizText;

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
    let right = (score * answered).checked_div(max).unwrap_or(0);
    QuizScore { score: right, total: answered }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_i18n::Lang;

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
        // Every lesson's quiz, in every language, is read by the widget's own reader.
        for l in &course {
            for lang in Lang::ALL {
                let t = l.text(lang);
                let read: serde_json::Value = serde_json::from_str(&tenace_quiz::api::parse_quiz(&set_json(
                    &t.title,
                    &t.quiz,
                    &l.lesson.quiz_answers,
                )))
                .expect("json");
                assert_eq!(read["ok"], true, "{} {lang:?}: {read}", l.slug);
                assert_eq!(read["problems"].as_array().map(Vec::len), Some(t.quiz.len()), "{} {lang:?}", l.slug);
            }
        }
        assert_eq!(score_of(0, 0, 0), QuizScore { score: 0, total: 0 });
    }
}
