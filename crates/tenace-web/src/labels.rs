//! Words for screen readers and short text for the eye: "ace of spades",
//! "one no trump", "♠A", "1NT".

use tenace_bridge::{Call, Card, Contract, Penalty, Rank, Strain, Suit};

pub fn rank_name(rank: Rank) -> &'static str {
    match rank {
        Rank::Two => "two",
        Rank::Three => "three",
        Rank::Four => "four",
        Rank::Five => "five",
        Rank::Six => "six",
        Rank::Seven => "seven",
        Rank::Eight => "eight",
        Rank::Nine => "nine",
        Rank::Ten => "ten",
        Rank::Jack => "jack",
        Rank::Queen => "queen",
        Rank::King => "king",
        Rank::Ace => "ace",
    }
}

pub fn suit_name(suit: Suit) -> &'static str {
    match suit {
        Suit::Clubs => "clubs",
        Suit::Diamonds => "diamonds",
        Suit::Hearts => "hearts",
        Suit::Spades => "spades",
    }
}

/// "ace of spades".
pub fn card_label(card: Card) -> String {
    format!("{} of {}", rank_name(card.rank), suit_name(card.suit))
}

/// The rank as printed on a card face: `10` for the ten.
pub fn rank_face(rank: Rank) -> &'static str {
    match rank {
        Rank::Ten => "10",
        Rank::Two => "2",
        Rank::Three => "3",
        Rank::Four => "4",
        Rank::Five => "5",
        Rank::Six => "6",
        Rank::Seven => "7",
        Rank::Eight => "8",
        Rank::Nine => "9",
        Rank::Jack => "J",
        Rank::Queen => "Q",
        Rank::King => "K",
        Rank::Ace => "A",
    }
}

/// `SA`, `HT`: the stable test hook value of `data-card`.
pub fn card_code(card: Card) -> String {
    card.to_suit_rank()
}

/// `1NT`, `2C`, `P`, `X`, `XX`: the stable test hook value of `data-call`.
pub fn call_code(call: Call) -> String {
    call.code()
}

fn level_word(level: u8) -> &'static str {
    match level {
        1 => "one",
        2 => "two",
        3 => "three",
        4 => "four",
        5 => "five",
        6 => "six",
        _ => "seven",
    }
}

fn strain_words(strain: Strain, plural: bool) -> &'static str {
    match (strain, plural) {
        (Strain::Clubs, false) => "club",
        (Strain::Clubs, true) => "clubs",
        (Strain::Diamonds, false) => "diamond",
        (Strain::Diamonds, true) => "diamonds",
        (Strain::Hearts, false) => "heart",
        (Strain::Hearts, true) => "hearts",
        (Strain::Spades, false) => "spade",
        (Strain::Spades, true) => "spades",
        (Strain::NoTrump, _) => "no trump",
    }
}

/// "one no trump", "two clubs", "one heart", "pass", "double", "redouble".
pub fn call_label(call: Call) -> String {
    match call {
        Call::Pass => "pass".to_owned(),
        Call::Double => "double".to_owned(),
        Call::Redouble => "redouble".to_owned(),
        Call::Bid(bid) => {
            let level = bid.level.get();
            format!("{} {}", level_word(level), strain_words(bid.strain, level > 1))
        }
    }
}

/// `1NT`, `4♠`, `Pass`, `X`, `XX` for the eye.
pub fn call_text(call: Call) -> String {
    call.to_string()
}

/// "four spades doubled by South".
pub fn contract_label(contract: &Contract) -> String {
    let penalty = match contract.penalty {
        Penalty::Undoubled => "",
        Penalty::Doubled => " doubled",
        Penalty::Redoubled => " redoubled",
    };
    format!("{}{} by {}", call_label(Call::Bid(contract.bid)), penalty, contract.declarer)
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
    const NUMBERS: [&str; 14] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen",
    ];
    match cost {
        0 => "best double-dummy".to_owned(),
        1 => "costs one trick".to_owned(),
        c => format!("costs {} tricks", NUMBERS.get(usize::from(c)).copied().unwrap_or("many")),
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
        0 => "made exactly".to_owned(),
        r if r > 0 => format!("made with {r} overtrick{}", if r == 1 { "" } else { "s" }),
        r => format!("down {}", -r),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }
}
