//! LIN's short codes for calls, hands, vulnerability and results, both ways.

use crate::{Bid, Call, CardSet, ContractCode, Level, Penalty, Seat, Strain, Suit, Vulnerability};

/// `p`, `d`, `r`, `1c`…`7n`, with a trailing `!` for an alert.
pub(super) fn parse_call(text: &str) -> Option<(Call, bool)> {
    let (base, alert) = match text.strip_suffix('!') {
        Some(b) => (b.trim(), true),
        None => (text, false),
    };
    let call = match base.to_ascii_lowercase().as_str() {
        "p" | "pass" => Call::Pass,
        "d" | "x" | "dbl" => Call::Double,
        "r" | "xx" | "rdbl" => Call::Redouble,
        other => Call::Bid(other.parse::<Bid>().ok()?),
    };
    Some((call, alert))
}

pub(super) fn call_code(call: Call) -> String {
    match call {
        Call::Pass => "p".to_owned(),
        Call::Double => "d".to_owned(),
        Call::Redouble => "r".to_owned(),
        Call::Bid(b) => format!("{}{}", b.level.get(), strain_letter(b.strain)),
    }
}

fn strain_letter(strain: Strain) -> char {
    match strain {
        Strain::NoTrump => 'N',
        other => other.code().chars().next().unwrap_or('N'),
    }
}

/// A hand as `S…H…D…C…`: each suit letter followed by its ranks, suits in
/// any order, a void simply left out.
pub(super) fn parse_hand(text: &str) -> Option<CardSet> {
    let mut hand = CardSet::EMPTY;
    let mut suit: Option<Suit> = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(s) = Suit::from_char(c) {
            suit = Some(s);
            continue;
        }
        let rank = if c == '1' && chars.peek() == Some(&'0') {
            chars.next();
            crate::Rank::Ten
        } else {
            crate::Rank::from_char(c)?
        };
        if !hand.insert(crate::Card::new(suit?, rank)) {
            return None;
        }
    }
    Some(hand)
}

pub(super) fn hand_code(hand: CardSet) -> String {
    let mut out = String::new();
    for suit in Suit::DESCENDING {
        out.push(suit.letter());
        for card in hand.suit(suit).iter().rev() {
            out.push(card.rank.letter());
        }
    }
    out
}

/// `o` none, `n` N-S, `e` E-W, `b` both; `0` and `-` also mean none.
pub(super) fn parse_vulnerability(text: &str) -> Option<Vulnerability> {
    match text.to_ascii_lowercase().as_str() {
        "o" | "0" | "-" | "none" => Some(Vulnerability::None),
        "n" | "ns" => Some(Vulnerability::NorthSouth),
        "e" | "ew" => Some(Vulnerability::EastWest),
        "b" | "both" | "all" => Some(Vulnerability::Both),
        _ => None,
    }
}

pub(super) fn vulnerability_code(v: Vulnerability) -> char {
    match v {
        Vulnerability::None => 'o',
        Vulnerability::NorthSouth => 'n',
        Vulnerability::EastWest => 'e',
        Vulnerability::Both => 'b',
    }
}

/// One entry of the `rs` list.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum ResultCode {
    PassedOut,
    /// `tricks` is `None` when the entry stops after the contract (`3NE`).
    Played {
        contract: ContractCode,
        declarer: Seat,
        tricks: Option<u8>,
    },
}

/// `3NE+1`: level, strain (`N` for no-trump), declarer, `x`/`xx`, then `=`,
/// `+n` or `-n`. `P` (or `PASS`) for a pass-out.
pub(super) fn parse_result_code(text: &str) -> Option<ResultCode> {
    let upper = text.trim().to_ascii_uppercase();
    if upper == "P" || upper == "PASS" || upper == "PASSED" {
        return Some(ResultCode::PassedOut);
    }
    let mut chars = upper.chars();
    let level = Level::new(chars.next()?.to_digit(10)? as u8)?;
    let strain = match chars.next()? {
        'N' => Strain::NoTrump,
        c => Strain::from(Suit::from_char(c)?),
    };
    let declarer = Seat::from_char(chars.next()?)?;
    let rest = chars.as_str();
    let (penalty, outcome) = match (rest.strip_prefix("XX"), rest.strip_prefix('X')) {
        (Some(r), _) => (Penalty::Redoubled, r),
        (None, Some(r)) => (Penalty::Doubled, r),
        (None, None) => (Penalty::Undoubled, rest),
    };
    let needed = i16::from(level.tricks_needed());
    let tricks = match outcome {
        "" => None,
        "=" => Some(needed),
        other => {
            let (sign, n) = match (other.strip_prefix('+'), other.strip_prefix('-')) {
                (Some(n), _) => (1, n),
                (None, Some(n)) => (-1, n),
                (None, None) => return None,
            };
            Some(needed + sign * n.parse::<i16>().ok()?)
        }
    };
    let tricks = match tricks {
        Some(t) => Some(u8::try_from(t).ok().filter(|t| *t <= 13)?),
        None => None,
    };
    Some(ResultCode::Played { contract: ContractCode { bid: Bid::new(level, strain), penalty }, declarer, tricks })
}

pub(super) fn result_code(code: ResultCode) -> String {
    match code {
        ResultCode::PassedOut => "P".to_owned(),
        ResultCode::Played { contract, declarer, tricks } => {
            let penalty = match contract.penalty {
                Penalty::Undoubled => "",
                Penalty::Doubled => "x",
                Penalty::Redoubled => "xx",
            };
            let outcome = match tricks.map(|t| i16::from(t) - i16::from(contract.bid.level.tricks_needed())) {
                None => String::new(),
                Some(0) => "=".to_owned(),
                Some(d) if d > 0 => format!("+{d}"),
                Some(d) => d.to_string(),
            };
            format!(
                "{}{}{}{penalty}{outcome}",
                contract.bid.level.get(),
                strain_letter(contract.bid.strain),
                declarer.letter()
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_both_ways() {
        assert_eq!(parse_call("p"), Some((Call::Pass, false)));
        assert_eq!(parse_call("d!"), Some((Call::Double, true)));
        assert_eq!(parse_call("R"), Some((Call::Redouble, false)));
        assert_eq!(parse_call("1n"), Some((Call::Bid(Bid::of(1, Strain::NoTrump).unwrap()), false)));
        assert_eq!(parse_call("2S!"), Some((Call::Bid(Bid::of(2, Strain::Spades).unwrap()), true)));
        assert_eq!(parse_call("8c"), None);
        for call in [Call::Pass, Call::Double, Call::Redouble].into_iter().chain(Bid::all().map(Call::Bid)) {
            assert_eq!(parse_call(&call_code(call)), Some((call, false)));
        }
    }

    #[test]
    fn hands_both_ways() {
        let h = parse_hand("S84H8542DA93CAK94").unwrap();
        assert_eq!(h.len(), 13);
        assert_eq!(hand_code(h), "S84H8542DA93CAK94");
        assert_eq!(parse_hand("sakHd10c").map(|h| h.len()), Some(3));
        assert_eq!(parse_hand("SAA"), None);
        assert_eq!(parse_hand("A"), None);
        assert_eq!(hand_code(CardSet::EMPTY), "SHDC");
    }

    #[test]
    fn results_both_ways() {
        let r = parse_result_code("6HSx-2").unwrap();
        let ResultCode::Played { contract, declarer, tricks } = r else { panic!("{r:?}") };
        assert_eq!((contract.code().as_str(), declarer, tricks), ("6HX", Seat::South, Some(10)));
        assert_eq!(result_code(r), "6HSx-2");
        for text in ["3NE+1", "4HE=", "2HExx-4", "3NW", "P", "7CNx+0"] {
            let parsed = parse_result_code(text).unwrap();
            assert_eq!(parse_result_code(&result_code(parsed)), Some(parsed), "{text}");
        }
        for bad in ["", "3Z", "3NQ", "3NE+8", "1CN-8", "3NE*", "A="] {
            assert_eq!(parse_result_code(bad), None, "{bad}");
        }
        assert_eq!(parse_vulnerability("0"), Some(Vulnerability::None));
        assert_eq!(parse_vulnerability("x"), None);
    }
}
