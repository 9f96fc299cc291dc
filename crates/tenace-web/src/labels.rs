//! Words for screen readers and short text for the eye: "ace of spades",
//! "one no trump", "♠A", "1NT".

use crate::i18n::{self, tr, trf};
use tenace_bridge::{AuctionError, Call, Card, Contract, Penalty, Phase, PlayError, Rank, RuleError, Strain, Suit};

pub fn rank_name(rank: Rank) -> &'static str {
    tr(match rank {
        Rank::Two => "rank.two",
        Rank::Three => "rank.three",
        Rank::Four => "rank.four",
        Rank::Five => "rank.five",
        Rank::Six => "rank.six",
        Rank::Seven => "rank.seven",
        Rank::Eight => "rank.eight",
        Rank::Nine => "rank.nine",
        Rank::Ten => "rank.ten",
        Rank::Jack => "honour.jack",
        Rank::Queen => "honour.queen",
        Rank::King => "honour.king",
        Rank::Ace => "honour.ace",
    })
}

pub fn suit_name(suit: Suit) -> &'static str {
    i18n::suit(suit)
}

/// "ace of spades", "Pik Ass", "туз пик".
pub fn card_label(card: Card) -> String {
    let suit = tr(match card.suit {
        Suit::Clubs => "card.of.clubs",
        Suit::Diamonds => "card.of.diamonds",
        Suit::Hearts => "card.of.hearts",
        Suit::Spades => "card.of.spades",
    });
    trf("card.label", &[("rank", rank_name(card.rank)), ("suit", suit)])
}

/// The rank as printed on a card face: `10` for the ten, honours by the
/// language's letters (A K Q J; Ä K E S in Estonian).
pub fn rank_face(rank: Rank) -> &'static str {
    match rank {
        Rank::Ten => tr("rank.ten.letter"),
        Rank::Two => "2",
        Rank::Three => "3",
        Rank::Four => "4",
        Rank::Five => "5",
        Rank::Six => "6",
        Rank::Seven => "7",
        Rank::Eight => "8",
        Rank::Nine => "9",
        Rank::Jack => tr("honour.jack.letter"),
        Rank::Queen => tr("honour.queen.letter"),
        Rank::King => tr("honour.king.letter"),
        Rank::Ace => tr("honour.ace.letter"),
    }
}

/// The accessible name of a control whose face shows `visible`: the words,
/// led by what the eye sees unless the words already contain it ("A♠, ace of
/// spades", "1NT, one no trump", "pass"), so that a voice-control user can
/// say what they see (WCAG 2.5.3, label in name; axe-core checks it).
pub fn named(visible: &str, words: &str) -> String {
    // Word by word, as the checkers compare them (symbols such as ♠ are no words).
    let tokens = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_alphanumeric()).filter(|t| !t.is_empty()).map(crate::case::lower).collect()
    };
    let (seen, said) = (tokens(visible), tokens(words));
    let contained = seen.is_empty() || said.windows(seen.len()).any(|w| w == seen.as_slice());
    if contained {
        words.to_owned()
    } else {
        format!("{visible}, {words}")
    }
}

/// A card button's name: "A♠, ace of spades" (the face's rank and suit first).
pub fn card_button_label(card: Card) -> String {
    named(&format!("{}{}", rank_face(card.rank), card.suit.symbol()), &card_label(card))
}

/// A call button's name: "1NT, one no trump", "pass".
pub fn call_button_label(call: Call) -> String {
    named(&call_text(call), &call_label(call))
}

/// `SA`, `HT`: the stable test hook value of `data-card`.
pub fn card_code(card: Card) -> String {
    card.to_suit_rank()
}

/// `1NT`, `2C`, `P`, `X`, `XX`: the stable test hook value of `data-call`.
pub fn call_code(call: Call) -> String {
    call.code()
}

/// "one no trump", "two clubs", "one heart", "pass", "double", "redouble".
pub fn call_label(call: Call) -> String {
    match call {
        Call::Pass => tr("call.pass.spoken").to_owned(),
        Call::Double => tr("call.double.spoken").to_owned(),
        Call::Redouble => tr("call.redouble.spoken").to_owned(),
        Call::Bid(bid) => {
            let level = bid.level.get();
            // One form after "one", one after two to four, one after five to seven.
            let form = match level {
                1 => 0,
                2..=4 => 1,
                _ => 2,
            };
            let strain = match bid.strain {
                Strain::Clubs => ["bid.clubs.1", "bid.clubs.2", "bid.clubs.5"],
                Strain::Diamonds => ["bid.diamonds.1", "bid.diamonds.2", "bid.diamonds.5"],
                Strain::Hearts => ["bid.hearts.1", "bid.hearts.2", "bid.hearts.5"],
                Strain::Spades => ["bid.spades.1", "bid.spades.2", "bid.spades.5"],
                Strain::NoTrump => ["bid.notrump.1", "bid.notrump.2", "bid.notrump.5"],
            }[form];
            let level = tr(["level.1", "level.2", "level.3", "level.4", "level.5", "level.6", "level.7"]
                [usize::from(level.clamp(1, 7) - 1)]);
            trf("bid.label", &[("level", level), ("strain", tr(strain))])
        }
    }
}

/// `1NT`, `4♠`, `Pass`, `X`, `XX` for the eye (`1SA`, `Passe` in German).
pub fn call_text(call: Call) -> String {
    match call {
        Call::Pass => tr("call.pass").to_owned(),
        Call::Bid(b) => format!("{}{}", b.level.get(), i18n::strain_short(b.strain)),
        Call::Double | Call::Redouble => call.to_string(),
    }
}

/// "four spades doubled by South".
pub fn contract_label(contract: &Contract) -> String {
    let key = match contract.penalty {
        Penalty::Undoubled => "contract.label",
        Penalty::Doubled => "contract.label.doubled",
        Penalty::Redoubled => "contract.label.redoubled",
    };
    trf(key, &[("bid", &call_label(Call::Bid(contract.bid))), ("seat", i18n::seat(contract.declarer))])
}

/// What a card costs double-dummy, for the eye: "=", "−1".
pub fn cost_mark(cost: u8) -> String {
    match cost {
        0 => "=".to_owned(),
        c => format!("−{c}"),
    }
}

/// What a card costs double-dummy, in words: "best double-dummy", "costs one trick".
pub fn cost_words(cost: u8) -> String {
    match cost {
        0 => tr("dd.best").to_owned(),
        1 => tr("dd.costs.one").to_owned(),
        c => {
            const WORDS: [&str; 12] = [
                "number.2",
                "number.3",
                "number.4",
                "number.5",
                "number.6",
                "number.7",
                "number.8",
                "number.9",
                "number.10",
                "number.11",
                "number.12",
                "number.13",
            ];
            let n = WORDS.get(usize::from(c).saturating_sub(2)).map(|k| tr(k).to_owned()).unwrap_or(c.to_string());
            trf(if c < 5 { "dd.costs.few" } else { "dd.costs.many" }, &[("n", &n)])
        }
    }
}

/// "+420", "−50", "0".
pub fn signed_points(points: i32) -> String {
    match points {
        0 => "0".to_owned(),
        p if p > 0 => format!("+{p}"),
        p => format!("−{}", -p),
    }
}

/// "made exactly", "+1", "down 2".
pub fn result_text(result: i8) -> String {
    match result {
        0 => tr("result.made").to_owned(),
        r if r > 0 => i18n::plural("result.over", r.unsigned_abs().into(), &[]),
        r => trf("result.down", &[("n", &(-i32::from(r)).to_string())]),
    }
}

/// Why the Laws refuse a call, in the page's language (the engine's
/// `Display` is English): each variant of the engine's error has its words.
pub fn auction_error(e: &AuctionError) -> String {
    let bid = |b| call_text(Call::Bid(b));
    match e {
        AuctionError::Closed => tr("rule.auction.closed").to_owned(),
        AuctionError::OutOfTurn { seat, expected } => {
            trf("rule.call.out.of.turn", &[("expected", i18n::seat(*expected)), ("seat", i18n::seat(*seat))])
        }
        AuctionError::Insufficient { bid: b, last } => {
            trf("rule.insufficient", &[("bid", &bid(*b)), ("last", &bid(*last))])
        }
        AuctionError::NothingToDouble => tr("rule.nothing.to.double").to_owned(),
        AuctionError::DoublePartner => tr("rule.double.partner").to_owned(),
        AuctionError::DoubleOwnBid => tr("rule.double.own").to_owned(),
        AuctionError::AlreadyDoubled { bid: b } => trf("rule.already.doubled", &[("bid", &bid(*b))]),
        AuctionError::AlreadyRedoubled { bid: b } => trf("rule.already.redoubled", &[("bid", &bid(*b))]),
        AuctionError::NothingToRedouble => tr("rule.nothing.to.redouble").to_owned(),
        AuctionError::RedoubleOwnDouble => tr("rule.redouble.own").to_owned(),
    }
}

/// Why the Laws refuse a card, in the page's language.
pub fn play_error(e: &PlayError) -> String {
    match e {
        PlayError::Over => tr("rule.play.over").to_owned(),
        PlayError::OutOfTurn { seat, expected } => {
            trf("rule.play.out.of.turn", &[("expected", i18n::seat(*expected)), ("seat", i18n::seat(*seat))])
        }
        PlayError::NotHeld { seat, card } => {
            trf("rule.not.held", &[("seat", i18n::seat(*seat)), ("card", &card_label(*card))])
        }
        PlayError::MustFollow { led: _, example } => trf("rule.must.follow", &[("card", &card_label(*example))]),
    }
}

/// Why an action is refused now, in the page's language (the refusals of
/// notices: "You cannot play the … now: {why}.").
pub fn rule_error(e: &RuleError) -> String {
    match e {
        RuleError::Auction(a) => auction_error(a),
        RuleError::Play(p) => play_error(p),
        RuleError::AuctionNotOver => tr("rule.auction.not.over").to_owned(),
        RuleError::DealOver => tr("rule.deal.over").to_owned(),
        RuleError::PassedOut => tr("rule.passed.out").to_owned(),
        RuleError::ClaimPending => tr("rule.claim.pending").to_owned(),
        RuleError::NoClaim => tr("rule.no.claim").to_owned(),
        RuleError::DummyCannotClaim => tr("rule.dummy.claim").to_owned(),
        RuleError::AlreadyAccepted { seat } => trf("rule.already.accepted", &[("seat", i18n::seat(*seat))]),
        RuleError::NotAClaimOpponent { seat } => trf("rule.not.opponent", &[("seat", i18n::seat(*seat))]),
        // Only the Laws tutor's table takes irregular actions; its own texts say why.
        RuleError::Laws(e) => e.to_string(),
        RuleError::TooManyTricks { seat, claimed, remaining } => trf(
            "rule.too.many",
            &[("seat", i18n::seat(*seat)), ("claimed", &claimed.to_string()), ("remaining", &remaining.to_string())],
        ),
    }
}

/// The phase as the pages' attributes and classes name it (`data-phase="play"`, `phase-play`): the
/// table, the course's deal and the Laws tutor alike.
pub fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Auction => "auction",
        Phase::Play => "play",
        Phase::Ruling => "ruling",
        Phase::Claim => "claim",
        Phase::Finished => "finished",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::{Bid, Seat};

    /// One of each refusal, for the tests in every language.
    fn every_rule_error() -> Vec<RuleError> {
        let bid = |s: &str| match s.parse::<Call>() {
            Ok(Call::Bid(b)) => b,
            other => panic!("{s}: {other:?}"),
        };
        let (one_heart, one_club): (Bid, Bid) = (bid("1H"), bid("1C"));
        vec![
            RuleError::Auction(AuctionError::Closed),
            RuleError::Auction(AuctionError::OutOfTurn { seat: Seat::South, expected: Seat::West }),
            RuleError::Auction(AuctionError::Insufficient { bid: one_club, last: one_heart }),
            RuleError::Auction(AuctionError::NothingToDouble),
            RuleError::Auction(AuctionError::DoublePartner),
            RuleError::Auction(AuctionError::DoubleOwnBid),
            RuleError::Auction(AuctionError::AlreadyDoubled { bid: one_heart }),
            RuleError::Auction(AuctionError::AlreadyRedoubled { bid: one_heart }),
            RuleError::Auction(AuctionError::NothingToRedouble),
            RuleError::Auction(AuctionError::RedoubleOwnDouble),
            RuleError::Play(PlayError::Over),
            RuleError::Play(PlayError::OutOfTurn { seat: Seat::South, expected: Seat::West }),
            RuleError::Play(PlayError::NotHeld { seat: Seat::North, card: "SA".parse().unwrap() }),
            RuleError::Play(PlayError::MustFollow { led: Suit::Hearts, example: "H5".parse().unwrap() }),
            RuleError::AuctionNotOver,
            RuleError::DealOver,
            RuleError::PassedOut,
            RuleError::ClaimPending,
            RuleError::NoClaim,
            RuleError::DummyCannotClaim,
            RuleError::AlreadyAccepted { seat: Seat::East },
            RuleError::NotAClaimOpponent { seat: Seat::North },
            RuleError::TooManyTricks { seat: Seat::South, claimed: 9, remaining: 5 },
        ]
    }

    #[test]
    fn refusals_are_worded_in_every_language() {
        let english: Vec<String> = every_rule_error().iter().map(rule_error).collect();
        assert_eq!(english[2], "1♣ is insufficient after 1♥");
        assert_eq!(english[13], "you must follow suit: you still hold the five of hearts");
        assert_eq!(english[1], "it is West's turn to call, not South's");
        for lang in [i18n::Lang::Et, i18n::Lang::Lt, i18n::Lang::De, i18n::Lang::Fr, i18n::Lang::Ru] {
            i18n::set(lang);
            let words: Vec<String> = every_rule_error().iter().map(rule_error).collect();
            i18n::set(i18n::Lang::En);
            for (ours, theirs) in words.iter().zip(&english) {
                assert_ne!(ours, theirs, "{lang:?}: still English");
                assert!(!ours.contains('{'), "{lang:?}: a placeholder is left in “{ours}”");
            }
        }
        i18n::set(i18n::Lang::De);
        let de =
            rule_error(&RuleError::Play(PlayError::MustFollow { led: Suit::Hearts, example: "H5".parse().unwrap() }));
        i18n::set(i18n::Lang::En);
        assert_eq!(de, "Sie müssen Farbe bekennen: Sie haben noch Herz Fünf");
    }

    #[test]
    fn control_names_start_with_what_the_face_shows() {
        assert_eq!(card_button_label("SA".parse().unwrap()), "A♠, ace of spades");
        assert_eq!(card_button_label("HT".parse().unwrap()), "10♥, ten of hearts");
        assert_eq!(call_button_label("1NT".parse().unwrap()), "1NT, one no trump");
        assert_eq!(call_button_label(Call::Pass), "pass");
        assert_eq!(call_button_label(Call::Redouble), "XX, redouble");
        i18n::set(i18n::Lang::De);
        assert_eq!(call_button_label(Call::Pass), "passe");
        assert_eq!(card_button_label("SQ".parse().unwrap()), "D♠, Pik Dame");
        i18n::set(i18n::Lang::En);
    }

    #[test]
    fn labels_read_naturally() {
        assert_eq!(card_label("SA".parse().unwrap()), "ace of spades");
        assert_eq!(card_label("HT".parse().unwrap()), "ten of hearts");
        assert_eq!(call_label("1NT".parse().unwrap()), "one no trump");
        assert_eq!(call_label("2C".parse().unwrap()), "two clubs");
        assert_eq!(call_label("1H".parse().unwrap()), "one heart");
        assert_eq!(call_label("7NT".parse().unwrap()), "seven no trump");
        assert_eq!(call_label(Call::Redouble), "redouble");
        assert_eq!(call_code("3NT".parse().unwrap()), "3NT");
        assert_eq!(call_code(Call::Pass), "P");
        assert_eq!(card_code("D9".parse().unwrap()), "D9");
        assert_eq!(signed_points(-50), "−50");
        assert_eq!(result_text(-2), "down 2");
        assert_eq!(cost_mark(0), "=");
        assert_eq!(cost_mark(2), "−2");
        assert_eq!(cost_words(1), "costs one trick");
        assert_eq!(cost_words(3), "costs three tricks");
        assert_eq!(cost_words(7), "costs seven tricks");
        assert_eq!(result_text(1), "made with 1 overtrick");
        assert_eq!(result_text(2), "made with 2 overtricks");
        assert_eq!(call_text(Call::Pass), "Pass");
        assert_eq!(call_text("3NT".parse().unwrap()), "3NT");
    }

    #[test]
    fn labels_follow_the_language() {
        i18n::set(i18n::Lang::De);
        assert_eq!(card_label("SA".parse().unwrap()), "Pik Ass");
        assert_eq!(call_text(Call::Pass), "Passe");
        assert_eq!(call_text("3NT".parse().unwrap()), "3SA");
        assert_eq!(rank_face(Rank::Queen), "D");
        i18n::set(i18n::Lang::Ru);
        assert_eq!(card_label("HT".parse().unwrap()), "десятка червей");
        assert_eq!(call_label("2C".parse().unwrap()), "2 трефы");
        assert_eq!(call_label("6C".parse().unwrap()), "6 треф");
        i18n::set(i18n::Lang::Et);
        assert_eq!(rank_face(Rank::Ace), "Ä");
        i18n::set(i18n::Lang::En);
    }
}
