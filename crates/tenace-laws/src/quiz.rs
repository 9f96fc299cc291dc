//! "Ruling quiz" items for the quiz widget: a situation, the choices, the
//! right one and why. Kept as plain data; the widget decides how to show it.

use crate::code::Code;
use serde::Serialize;

/// One question.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QuizItem {
    pub id: &'static str,
    /// The code the question is asked under.
    pub code: Code,
    pub question: &'static str,
    pub options: &'static [&'static str],
    /// Index into `options`.
    pub answer: usize,
    pub explanation: &'static str,
}

/// The built-in ruling quiz.
pub fn quiz_items() -> &'static [QuizItem] {
    ITEMS
}

const ITEMS: &[QuizItem] = &[
    QuizItem {
        id: "insufficient-bid-2017",
        code: Code::Laws2017,
        question: "North opens 1♦ and East bids 1♣. South does not accept it. East corrects to 2♣. What happens to West?",
        options: &["West must pass throughout", "West must pass once", "Nothing: West may bid freely", "The deal is redealt"],
        answer: 2,
        explanation: "2♣ is the lowest sufficient bid in the same strain, a comparable call (Law 27B1): no rectification.",
    },
    QuizItem {
        id: "insufficient-bid-1930s",
        code: Code::Estonian1930s,
        question: "Under the 1930s code East's insufficient 1♣ over 1♦ is pointed out. What must East do, and what about West?",
        options: &[
            "Any call; West passes throughout",
            "A sufficient bid of East's choice; West may not bid in this round",
            "Pass; West is free",
            "South may demand a redeal",
        ],
        answer: 1,
        explanation: "“Kõlbmata pakkumine”: the offender raises to a sufficient level (suit and level free) and partner sits out that round.",
    },
    QuizItem {
        id: "opening-lead-out-of-turn",
        code: Code::Laws2017,
        question: "Against 4♠ by West, South (not North) faces the opening lead. Which of these may declarer NOT do?",
        options: &[
            "Accept it and play from hand next",
            "Accept it by spreading the hand, becoming dummy",
            "Refuse it; the card becomes a major penalty card",
            "Demand a redeal",
        ],
        answer: 3,
        explanation: "Law 54 offers the first three; the 2017 Laws have no redeal for a lead out of turn.",
    },
    QuizItem {
        id: "revoke-transfer-2017",
        code: Code::Laws2017,
        question: "A defender revokes and wins the revoke trick with a ruff; the defenders win one more trick later. How many tricks are transferred?",
        options: &["None", "One", "Two", "Three"],
        answer: 2,
        explanation: "Law 64A1: the revoke trick itself plus one later trick won by the offending side.",
    },
    QuizItem {
        id: "revoke-transfer-1930s",
        code: Code::Estonian1930s,
        question: "Under the 1930s code a side's first established revoke: how many tricks do the opponents take, and from which?",
        options: &[
            "One, from any trick",
            "Two, from the tricks the revoking side won after the revoke",
            "Two, including the revoke trick",
            "Three, as in old rubber bridge",
        ],
        answer: 1,
        explanation: "“Karistused salgamise eest”: two tricks (one for a second revoke), only from tricks won after the revoke.",
    },
    QuizItem {
        id: "penalty-card-major",
        code: Code::Laws2017,
        question: "A defender drops the ♠Q face up by accident. What kind of penalty card is it?",
        options: &["None: it goes back", "Minor", "Major", "It is only exposed; declarer may call it"],
        answer: 2,
        explanation: "Law 50: an honour is a major penalty card even when exposed by accident; it must be played at the first legal opportunity.",
    },
    QuizItem {
        id: "pass-out-of-rotation-1930s",
        code: Code::Estonian1930s,
        question: "Under the 1930s code East passes before North, the dealer, has called. What is the penalty?",
        options: &["East passes at the next turn", "West is barred for one round", "None: the code penalises bids only", "A redeal"],
        answer: 2,
        explanation: "“Enneaegne pakkumine” applies to bids, “väljaarvatud passimine”: passes are excepted.",
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_are_well_formed_and_cover_both_codes() {
        let items = quiz_items();
        assert!(items.len() >= 5);
        for item in items {
            assert!(item.options.len() >= 2, "{}", item.id);
            assert!(item.answer < item.options.len(), "{}", item.id);
            assert!(!item.explanation.is_empty() && !item.question.is_empty());
        }
        for code in Code::ALL {
            assert!(items.iter().any(|i| i.code == code), "{code}");
        }
        let json = serde_json::to_string(items).unwrap();
        assert!(json.contains("\"answer\":2"));
    }
}
