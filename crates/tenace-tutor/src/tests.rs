use super::checker::{self, card_name, explain_error, review_call};
use super::lesson::{lessons, Mode};
use tenace_bidding::{advise, System, Table};
use tenace_bridge::auction::AuctionError;
use tenace_bridge::{Action, Auction, BoardNumber, Call, Deal, Game, PlayError, RuleError, Seat, Setup, Vulnerability};
use tenace_cards::{Card, CardSet, Rank, Suit};
use tenace_i18n::{Catalogue, Lang};

#[test]
fn the_checkers_sentences_exist_in_every_language() {
    let en = Catalogue::parse(checker::source(Lang::En), "").expect("en parses");
    for lang in Lang::ALL {
        let c = Catalogue::parse(checker::source(lang), "").unwrap_or_else(|e| panic!("{lang:?}: {e}"));
        assert_eq!(c.keys(), en.keys(), "{lang:?}: the same keys in the same order");
        for key in en.keys() {
            let count = |s: &str| s.matches('{').count();
            assert_eq!(count(en.message(key).unwrap_or("")), count(c.message(key).unwrap_or("")), "{lang:?} {key}");
        }
    }
}

#[test]
fn follow_suit_names_a_card_the_learner_still_holds() {
    let five = Card::new(Suit::Hearts, Rank::Five);
    let e = RuleError::Play(PlayError::MustFollow { led: Suit::Hearts, example: five });
    assert_eq!(explain_error(Lang::En, &e), "You must follow suit: you still hold ♥5.");
    assert_eq!(explain_error(Lang::Et, &e), "Pead mängima sama masti: sul on veel ♥5.");
    let queen = Card::new(Suit::Spades, Rank::Queen);
    assert_eq!(card_name(Lang::De, queen), "♠D");
    assert_eq!(card_name(Lang::Ru, queen), "♠Д");
    assert_eq!(card_name(Lang::Et, queen), "♠E");
}

#[test]
fn auction_mistakes_in_plain_words() {
    let a = |s: &str| s.parse().expect("bid");
    let e = RuleError::Auction(AuctionError::Insufficient { bid: a("1NT"), last: a("2C") });
    assert_eq!(
        explain_error(Lang::En, &e),
        "1NT is not enough: every bid must be higher than the last one, 2♣. Bid higher, or pass."
    );
    assert!(explain_error(Lang::Fr, &e).starts_with("1SA est insuffisant"));
    let e = RuleError::Auction(AuctionError::OutOfTurn { seat: Seat::South, expected: Seat::West });
    assert_eq!(explain_error(Lang::Lt, &e), "Dabar skelbia Vakaris.");
}

#[test]
fn a_real_refusal_is_explained() {
    // South may not discard while holding the led suit.
    let deal = Deal::from_seed(3);
    let mut g = Game::new(Setup::board(BoardNumber::FIRST, deal));
    for call in ["1NT", "P", "P", "P"] {
        let seat = g.to_act().expect("to act");
        g.apply(Action::Call { seat, call: call.parse().expect("call") }).expect("legal");
    }
    let leader = g.to_act().expect("leader");
    let lead = g.legal_cards().iter().next().expect("a card");
    g.apply(Action::Play { seat: leader, card: lead }).expect("lead");
    let next = g.to_act().expect("second hand");
    let hand = g.cardplay().expect("play").hand(next);
    let off_suit = hand.iter().find(|c| c.suit != lead.suit && hand.suit_len(lead.suit) > 0);
    if let Some(card) = off_suit {
        let err = g.check(&Action::Play { seat: next, card }).expect_err("must follow");
        let words = explain_error(Lang::En, &err);
        assert!(words.starts_with("You must follow suit: you still hold "), "{words}");
        let held = hand.suit(lead.suit);
        assert!(held.iter().any(|c| words.contains(&card_name(Lang::En, c))), "{words}");
    }
}

#[test]
fn the_learners_call_against_the_system() {
    let hand = CardSet::parse_dotted("AQ3.KJ4.QT92.K85", Suit::DESCENDING).expect("hand");
    let advice = advise(&System::SAYC, &Auction::new(Seat::North), Table::duplicate(Vulnerability::None), hand);
    assert_eq!(review_call(Lang::En, &advice, advice.call), "Well bid: that is the system's call.");
    assert_eq!(
        review_call(Lang::En, &advice, Call::Pass),
        "The system would call 1NT: 15–17 HCP, balanced (may hold a five-card major)"
    );
    let de = review_call(Lang::De, &advice, Call::Pass);
    assert!(!de.contains("1SA: "), "the call is named once: {de}");
    assert!(de.starts_with("Das System würde 1SA bieten: "), "{de}");
    assert!(de.contains("15–17"), "{de}");
}

#[test]
fn every_lesson_is_complete_and_every_goal_reachable() {
    let course = lessons().unwrap_or_else(|e| panic!("{e}"));
    let numbers: Vec<u8> = course.iter().map(|l| l.lesson.number).collect();
    let mut sorted = numbers.clone();
    sorted.dedup();
    assert_eq!(numbers, sorted, "lesson numbers are distinct");
    let mut solver = tenace_dd::Solver::default();
    for l in &course {
        for d in &l.lesson.deals {
            let Mode::Play { target, .. } = d.mode else { continue };
            let deal = d.parsed().expect("checked");
            let contract = d.given_auction().expect("checked").contract().expect("checked");
            let dd =
                solver.solve_strain(&deal, contract.bid.strain, &mut tenace_dd::Budget::unlimited()).expect("solved");
            // Tricks for the declaring side with best play; the learner's side needs its target.
            let declarer_tricks = dd[contract.declarer];
            let learner_tricks =
                if d.learner.side() == contract.declarer.side() { declarer_tricks } else { 13 - declarer_tricks };
            assert!(
                target <= learner_tricks,
                "{} / {}: target {target} but only {learner_tricks} tricks double-dummy",
                l.slug,
                d.id
            );
        }
    }
}

#[test]
fn hand_lines_are_diagrams_in_every_language() {
    use super::lesson::{Block, Section};
    let s = Section { heading: "h".into(), text: "Count.\n\nhand: AQ5.K83.J962.754\n\nhand: nonsense".into() };
    let blocks = s.blocks();
    assert_eq!(blocks.len(), 3);
    assert_eq!(blocks[0], Block::Paragraph("Count.".into()));
    let Block::Hand(hand) = blocks[1] else { panic!("{blocks:?}") };
    assert_eq!(hand.len(), 13);
    assert!(hand.contains("SA".parse().expect("card")) && hand.contains("C4".parse().expect("card")));
    assert_eq!(blocks[2], Block::Paragraph("hand: nonsense".into()));
    // The lessons' diagrams: the same hands in every language.
    let course = lessons().unwrap_or_else(|e| panic!("{e}"));
    let hands = |l: &super::CourseLesson, lang: Lang| -> Vec<CardSet> {
        l.text(lang)
            .sections
            .iter()
            .flat_map(|s| s.blocks())
            .filter_map(|b| match b {
                Block::Hand(h) => Some(h),
                Block::Paragraph(_) => None,
            })
            .collect()
    };
    let mut total = 0;
    for l in &course {
        let en = hands(l, Lang::En);
        total += en.len();
        for lang in Lang::ALL {
            assert_eq!(hands(l, lang), en, "{} {lang:?}", l.slug);
        }
    }
    assert!(total >= 2, "the course shows hand diagrams");
}
