//! The Laws tutor in the app: its controller is `tenace_controllers::laws`
//! (the scenarios, free practice, the robots, the director's rulings);
//! `view` renders it, `text` holds the localized words of the engine's data
//! and of the tutor's refusals, `quiz` the ruling quiz for the shared widget.

pub mod quiz;
pub mod text;
pub mod view;

pub use tenace_controllers::laws::{robot, Arm, Mode, QuizAnswer, Refusal, Tutor, TutorMsg, CLAIM_MAX_TRICKS};

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::Seat;
    use tenace_controllers::Controller;
    use tenace_laws::{AttemptedCall, Code, TutorGame};

    fn reduce(mut t: Tutor, msg: TutorMsg) -> Tutor {
        assert!(t.reduce(msg).is_empty());
        t
    }

    #[test]
    fn the_ruling_quiz_is_a_set_of_choice_problems() {
        let set: serde_json::Value = serde_json::from_str(&quiz::set_json()).expect("json");
        let problems = set["problems"].as_array().expect("problems");
        assert_eq!(problems.len(), tenace_laws::quiz::quiz_items().len());
        for p in problems {
            assert_eq!(p["kind"], "choice");
            let n = p["options"].as_array().map(Vec::len).unwrap_or(0);
            assert!((2..=6).contains(&n));
            assert!(p["answer"].as_u64().is_some_and(|a| (a as usize) < n));
        }
    }

    /// The engine's texts follow the page's language: the director's
    /// explanation, a refusal and the quiz in German, and the explanation in
    /// English is the engine's own sentence.
    #[test]
    fn engine_texts_follow_the_page_language() {
        use crate::i18n::{self, Lang};
        let start = Tutor::new(42);
        let i = start.scenarios.iter().position(|s| s.id == "insufficient-bid").expect("the scenario");
        i18n::set(Lang::De);
        let mut t = reduce(start, TutorMsg::SetCode(Code::Laws2017));
        t = reduce(t, TutorMsg::Open(i));
        t = reduce(t, TutorMsg::Commit);
        let ruling = t.game.as_ref().and_then(TutorGame::pending_ruling).cloned().expect("a ruling");
        let de = text::engine_text(&ruling.text);
        assert!(de.starts_with("Ost reizte 1♣ nach 1♦."), "{de}");
        assert!(de.contains("Alleinspieler") && !de.contains("declarer"), "{de}");
        t = reduce(t, TutorMsg::Call(Seat::South, AttemptedCall::Call(tenace_bridge::Call::Pass)));
        let game = t.game.as_ref().expect("game");
        assert_eq!(
            t.error.as_ref().map(|e| text::refusal_text(e, Some(game))).as_deref(),
            Some("Der Turnierleiter ist noch am Tisch: Wähle zuerst eine der Möglichkeiten")
        );
        let set: serde_json::Value = serde_json::from_str(&quiz::set_json()).expect("json");
        assert_eq!(set["problems"][0]["options"][0], "West muss bis zum Ende passen");
        i18n::set(Lang::En);
        assert_eq!(text::engine_text(&ruling.text), ruling.explanation);
    }
}
