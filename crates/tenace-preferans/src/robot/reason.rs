//! The robots' reasons: English templates, the keys of
//! `crates/tenace-i18n/explanations/preferans/<lang>.txt`.

/// Every template a robot's reason may use.
pub const TEMPLATES: &[&str] = &[
    ONLY_CHOICE,
    ONLY_LEGAL,
    LOWEST_NO_SEARCH,
    DD_KNOWN_TRICKS,
    DD_KNOWN_MISERE,
    DD_KNOWN_ALLPASS,
    BEST_DECLARER,
    BEST_DEFENCE,
    BEST_MISERE,
    BEST_CATCH,
    BEST_ALLPASS,
    PASS_ONLY,
    PASS_WEAK,
    PASS_TOO_HIGH,
    BID_MISERE,
    BID_HERE,
    BID_UP_TO,
    DISCARD_MISERE,
    DISCARD_FOR,
    CONTRACT_BEST,
    CONTRACT_FORCED,
    LOOK_FIRST,
    LIGHT_DEALER,
    LIGHT_CHOICE,
    WHIST_FORCED,
    PASS_NO_LAYOUT,
    WHIST_GAIN,
    HALF_GAIN,
    PASS_GAIN,
    HELP_FULLEST,
    RULING_FORBID,
    crate::text::MISERE_WORD,
];

pub const ONLY_CHOICE: &str = "The only choice";
pub const ONLY_LEGAL: &str = "The only card that may be played";
pub const LOWEST_NO_SEARCH: &str = "The lowest legal card (no layout could be searched in the time allowed)";
pub const DD_KNOWN_TRICKS: &str =
    "Every card is known: the best card double dummy, declarer ending with {tricks} tricks";
pub const DD_KNOWN_MISERE: &str =
    "Every card is known: the best card double dummy, declarer ending with {tricks} tricks in the misère";
pub const DD_KNOWN_ALLPASS: &str = "Every card is known: the best card double dummy, ending with {tricks} tricks";
pub const BEST_DECLARER: &str =
    "Best over {n} layouts of the unseen cards: {tricks} tricks on average, the contract making in {made} of them";
pub const BEST_DEFENCE: &str = "Best over {n} layouts of the unseen cards: the defence takes {tricks} tricks on average and sets the contract in {set} of them";
pub const BEST_MISERE: &str = "Best over {n} layouts of the unseen cards: the misère stays clean in {clean} of them";
pub const BEST_CATCH: &str = "Best over {n} layouts of the unseen cards: declarer is caught in {caught} of them";
pub const BEST_ALLPASS: &str = "Fewest tricks over {n} layouts of the unseen cards: {tricks} on average";
pub const PASS_ONLY: &str = "Pass: the only call left (after misère, a pass, or the talon seen)";
pub const PASS_WEAK: &str = "Pass: even {bid} makes in only {pct}% of {n} sampled deals";
pub const PASS_TOO_HIGH: &str = "Pass: the hand is worth at most {max}";
pub const BID_MISERE: &str = "Misère: no trick in {pct}% of {n} sampled deals (at least 80% is needed)";
pub const BID_HERE: &str =
    "Here: first hand holds {bid} (P17); the hand is worth up to {max}, making in {pct}% of {n} sampled deals";
pub const BID_UP_TO: &str = "{bid}, one rung up: the hand is worth up to {max}, making in {pct}% of {n} sampled deals";
pub const DISCARD_MISERE: &str = "Discard {a} {b}: the misère stays clean in {clean} of {n} layouts";
pub const DISCARD_FOR: &str =
    "Discard {a} {b}: the best discard for {strain}, the contract making in {pct}% of {n} layouts";
pub const CONTRACT_BEST: &str = "{contract}: the best expected score, making in {pct}% of {n} layouts";
pub const CONTRACT_FORCED: &str =
    "{contract}: the final bid must be played (P25), though it makes in only {pct}% of {n} layouts";
pub const LOOK_FIRST: &str = "Look at {player}'s hand before answering (P37)";
pub const LIGHT_DEALER: &str = "Light: a whisting dealer always defends light (P39)";
pub const LIGHT_CHOICE: &str = "Light: the whister plays both defenders' hands together (P39)";
pub const WHIST_FORCED: &str = "Whist: the only call here";
pub const PASS_NO_LAYOUT: &str = "Pass: no layout of the unseen cards could be searched";
pub const WHIST_GAIN: &str =
    "Whist: {gain} whists better than the next choice on average over {n} layouts; the contract fails in {set} of them";
pub const HALF_GAIN: &str = "Half-whist: {gain} whists better than the next choice on average over {n} layouts";
pub const PASS_GAIN: &str = "Pass: {gain} whists better than the next choice on average over {n} layouts; the contract fails in only {set} of them";
pub const HELP_FULLEST: &str = "Help {player}: the fullest open pool (R19)";
pub const RULING_FORBID: &str = "Forbid the suit: the defender's partner may not lead what was shown";
