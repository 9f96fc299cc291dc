//! Replaying a recorded game through the engine and cross-checking what the
//! file says (contract, declarer, result) against what actually happened.
//!
//! The rules are the engine's ([`Game`], [`Auction`], [`Play`]); this module
//! only feeds the record in, turn by turn, and compares. A claim is replayed
//! as the engine's claim: when the play record stops early, declarer claims
//! the tricks that bring the total to the file's result and the defenders
//! accept.

use super::record::{ContractTag, ParsedGame, RecordedGame, SourceLines};
use crate::game::{Action, Game, RuleError, Setup};
use crate::scoring::{duplicate_score, Tricks};
use crate::{
    Auction, AuctionError, BoardNumber, Call, Card, Contract, ContractCode, DealError, Play, Seat, Side, Vulnerability,
};

/// The outcome of replaying one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// An auction or a play went through the engine.
    pub replayed: bool,
    /// The contract: from the replayed auction, else from the file.
    pub contract: Option<ContractTag>,
    pub declarer: Option<Seat>,
    /// Declarer's side's tricks, claims included: from the replay when it
    /// gets that far, else from the file.
    pub tricks: Option<u8>,
    /// North-South's duplicate score, when contract, tricks and
    /// vulnerability (from the tag, else the board number) are known.
    pub score: Option<i32>,
    /// The cards in the order they were played, as far as the replay got.
    pub sequence: Vec<(Seat, Card)>,
    /// Everything that does not hold together, in the order found.
    pub problems: Vec<Inconsistency>,
}

impl Checked {
    pub fn is_consistent(&self) -> bool {
        self.problems.is_empty()
    }
}

/// A disagreement between the record and the rules, at a line of the file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {kind}")]
pub struct Inconsistency {
    pub line: usize,
    pub kind: InconsistencyKind,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InconsistencyKind {
    #[error("[Dealer] says {dealer} but the auction starts with {auction}")]
    DealerMismatch { dealer: Seat, auction: Seat },
    #[error("call {number}, {call} by {seat}, is illegal: {error}")]
    IllegalCall { number: usize, seat: Seat, call: Call, error: AuctionError },
    #[error("the auction goes on for {extra} more call(s) after it has ended")]
    CallsAfterEnd { extra: usize },
    #[error("the auction stops before it is over ({seat} has yet to call)")]
    AuctionUnfinished { seat: Seat },
    #[error("[Contract] says {tag} but the auction ends in {replayed}")]
    ContractMismatch { tag: String, replayed: String },
    #[error("[Declarer] says {tag} but the auction makes {replayed} declarer")]
    DeclarerMismatch { tag: Seat, replayed: Seat },
    #[error("the play cannot be replayed without the whole deal: {0}")]
    DealIncomplete(DealError),
    #[error("the play cannot be replayed: the file gives no deal")]
    NoDeal,
    #[error("there is a play record but no contract to play it in")]
    NoContract,
    #[error("the board was passed out, yet the record has cards played")]
    PlayAfterPassOut,
    #[error("[Play] says {tag} led, but against {contract} the opening lead is {expected}'s")]
    LeaderMismatch { tag: Seat, expected: Seat, contract: String },
    #[error("trick {trick}: {seat} cannot play {card}: {error}{}", marked(*irregularity))]
    IllegalCard { trick: usize, seat: Seat, card: Card, error: RuleError, irregularity: Option<char> },
    #[error("trick {trick}: {seat}'s card is missing, yet later cards are recorded")]
    Gap { trick: usize, seat: Seat },
    #[error("the record has {extra} card(s) after the thirteenth trick")]
    CardsAfterEnd { extra: usize },
    #[error(
        "declarer's side has {won} trick(s) with {remaining} still to play, so it cannot end with {claimed} \
         (the file's trick count){}", ruled(*irregular)
    )]
    ClaimImpossible { claimed: u8, won: u8, remaining: u8, irregular: bool },
    #[error("[Result] says {tag} trick(s) but the play gives declarer's side {replayed}{}", ruled(*irregular))]
    ResultMismatch { tag: u8, replayed: u8, irregular: bool },
    #[error("the claim gives declarer's side {claim} trick(s) but the result says {result}")]
    ClaimMismatch { claim: u8, result: u8 },
}

fn marked(irregularity: Option<char>) -> String {
    match irregularity {
        Some(c) => format!(" (the record marks it ^{c}, an irregularity)"),
        None => String::new(),
    }
}

fn ruled(irregular: bool) -> &'static str {
    if irregular {
        " (the result is marked ^, a director's ruling)"
    } else {
        ""
    }
}

/// Replays and cross-checks a game read from a file.
pub fn check(parsed: &ParsedGame) -> Checked {
    check_game(&parsed.game, &parsed.lines)
}

/// Replays and cross-checks `game`; `lines` places the problems in the file
/// (`SourceLines::default()` when there is no file).
pub fn check_game(game: &RecordedGame, lines: &SourceLines) -> Checked {
    let mut checked = replay_game(game, lines);
    checked.score = score(game, &checked);
    checked
}

/// North-South's score: the declaring side's duplicate score, turned round
/// when East-West declared. A passed-out board scores 0.
fn score(game: &RecordedGame, checked: &Checked) -> Option<i32> {
    let vulnerability = game.vulnerability.or(game.board.map(BoardNumber::vulnerability))?;
    match checked.contract? {
        ContractTag::PassedOut => Some(0),
        ContractTag::Bid(code) => {
            let side = checked.declarer?.side();
            let tricks = Tricks::new(checked.tricks?).ok()?;
            let declaring = duplicate_score(code.bid, code.penalty, vulnerability.is_vulnerable(side), tricks);
            Some(if side == Side::NorthSouth { declaring } else { -declaring })
        }
    }
}

fn replay_game(game: &RecordedGame, lines: &SourceLines) -> Checked {
    let mut run = Run { lines, problems: Vec::new() };
    let mut out = Checked {
        replayed: false,
        contract: game.contract,
        declarer: game.declarer.map(|d| d.seat),
        tricks: game.result.map(|r| r.tricks),
        score: None,
        sequence: Vec::new(),
        problems: Vec::new(),
    };
    let outcome = run.replay(game, &mut out);
    if let Some(tricks) = outcome {
        out.tricks = Some(tricks);
    }
    out.problems = run.problems;
    out
}

fn code(c: Contract) -> ContractCode {
    ContractCode { bid: c.bid, penalty: c.penalty }
}

/// The engine game after the recorded calls, if they are all legal.
fn replay_calls(setup: Setup, calls: &[Call]) -> Option<Game> {
    let mut game = Game::new(setup);
    for call in calls {
        let seat = game.to_act()?;
        game.apply(Action::Call { seat, call: *call }).ok()?;
    }
    Some(game)
}

/// Where the cards are played: the whole game, or a bare play when the
/// contract comes from the file's tags rather than a replayed auction.
enum Table {
    Game(Box<Game>),
    Bare(Box<Play>),
}

impl Table {
    fn to_play(&self) -> Option<Seat> {
        match self {
            Table::Game(g) => g.to_act(),
            Table::Bare(p) => p.to_play(),
        }
    }

    fn play(&mut self, seat: Seat, card: Card) -> Result<(), RuleError> {
        match self {
            Table::Game(g) => g.apply(Action::Play { seat, card }).map(|_| ()),
            Table::Bare(p) => {
                p.check(seat, card)?;
                p.play(card).map(|_| ()).map_err(RuleError::from)
            }
        }
    }

    fn state(&self) -> Option<&Play> {
        match self {
            Table::Game(g) => g.cardplay(),
            Table::Bare(p) => Some(p),
        }
    }

    fn is_complete(&self) -> bool {
        self.state().is_some_and(Play::is_complete)
    }

    fn declarer_tricks(&self) -> u8 {
        self.state().map_or(0, Play::declarer_tricks)
    }
}

struct Run<'a> {
    lines: &'a SourceLines,
    problems: Vec<Inconsistency>,
}

impl Run<'_> {
    fn note(&mut self, tag: &str, kind: InconsistencyKind) {
        self.problems.push(Inconsistency { line: self.lines.tag(tag), kind });
    }

    fn note_at(&mut self, line: usize, kind: InconsistencyKind) {
        self.problems.push(Inconsistency { line, kind });
    }

    /// Replays everything the record holds; returns declarer's side's final
    /// tricks when the replay gets that far.
    fn replay(&mut self, game: &RecordedGame, out: &mut Checked) -> Option<u8> {
        // The auction, on its own: it needs no cards.
        let calls: Vec<Call> = game.auction.iter().flat_map(|a| a.calls()).collect();
        let mut auction_contract: Option<Option<Contract>> = None;
        if let (Some(recorded), false) = (&game.auction, calls.is_empty()) {
            out.replayed = true;
            if let Some(dealer) = game.dealer.filter(|d| *d != recorded.dealer) {
                self.note("Dealer", InconsistencyKind::DealerMismatch { dealer, auction: recorded.dealer });
            }
            auction_contract = self.auction(recorded.dealer, &calls, recorded.incomplete);
            if let Some(result) = auction_contract {
                self.compare_contract(game, result);
                out.contract = Some(result.map_or(ContractTag::PassedOut, |c| ContractTag::Bid(code(c))));
                out.declarer = result.map(|c| c.declarer);
            }
        }

        // The contract the cards are played in: the auction's, else the file's.
        let passed_out = match auction_contract {
            Some(c) => c.is_none(),
            None => game.contract == Some(ContractTag::PassedOut),
        };
        let cards = game.play.as_ref().map_or(0, |p| p.card_count());
        if passed_out {
            if cards > 0 {
                self.note("Play", InconsistencyKind::PlayAfterPassOut);
            }
            // Nobody declares a passed-out board, so nobody has tricks.
            out.tricks = None;
            return None;
        }
        let mut contract = match (auction_contract, game.contract, game.declarer) {
            (Some(c), _, _) => c,
            (None, Some(ContractTag::Bid(c)), Some(d)) => Some(Contract::new(c.bid, c.penalty, d.seat)),
            _ => None,
        };
        let mut through_game = auction_contract.is_some();
        // `^` on the declarer: dummy played the hand (Law 54 allows it); the
        // play is then replayed with the declarer who actually played.
        if let (Some(c), Some(d)) = (contract.as_mut(), game.declarer) {
            if d.irregular && d.seat == c.declarer.partner() {
                c.declarer = d.seat;
                out.declarer = Some(d.seat);
                through_game = false;
            }
        }
        let final_count = game.play.as_ref().and_then(|p| p.claim).or(game.result.map(|r| r.tricks));
        let Some(contract) = contract else {
            if cards > 0 {
                self.note("Play", InconsistencyKind::NoContract);
            }
            return None;
        };
        if cards == 0 && final_count.is_none() {
            return None;
        }
        let deal = match game.deal.map(|d| d.complete()) {
            Some(Ok(deal)) => deal,
            missing => {
                if cards > 0 {
                    let kind = match missing {
                        Some(Err(e)) => InconsistencyKind::DealIncomplete(e),
                        _ => InconsistencyKind::NoDeal,
                    };
                    self.note("Deal", kind);
                }
                return None;
            }
        };

        // The play: through the whole game when the auction was replayed (so
        // the claim is the engine's), else in the file's contract.
        let from_game = match (&game.auction, through_game) {
            (Some(recorded), true) => {
                let setup = Setup {
                    board: game.board,
                    dealer: recorded.dealer,
                    vulnerability: game.vulnerability.unwrap_or(Vulnerability::None),
                    deal,
                    laws: None,
                };
                replay_calls(setup, &calls)
            }
            _ => None,
        };
        let mut table = match from_game {
            Some(g) => Table::Game(Box::new(g)),
            None => Table::Bare(Box::new(Play::new(&deal, contract))),
        };
        if let Some(play) = game.play.as_ref().filter(|_| cards > 0) {
            out.replayed = true;
            if play.leader != contract.opening_leader() {
                // The columns still say whose card is whose, so the replay goes on.
                let kind = InconsistencyKind::LeaderMismatch {
                    tag: play.leader,
                    expected: contract.opening_leader(),
                    contract: contract.to_string(),
                };
                self.note("Play", kind);
            }
            self.cards(&mut table, game, &mut out.sequence)?;
        }
        let claim = game.play.as_ref().and_then(|p| p.claim);
        let (tricks, by_claim) = if table.is_complete() {
            (table.declarer_tricks(), false)
        } else {
            let claimed = final_count?;
            let irregular = claim.is_none() && game.result.is_some_and(|r| r.irregular);
            (self.claim(&mut table, contract, claimed, irregular)?, claim.is_some())
        };
        if let Some(result) = game.result.filter(|r| r.tricks != tricks) {
            let kind = if by_claim {
                InconsistencyKind::ClaimMismatch { claim: tricks, result: result.tricks }
            } else {
                InconsistencyKind::ResultMismatch { tag: result.tricks, replayed: tricks, irregular: result.irregular }
            };
            self.note("Result", kind);
        }
        Some(tricks)
    }

    /// Pushes the calls; `Some(contract or None for a pass-out)` when the
    /// auction is legal and complete.
    /// An auction that stops early is a problem unless the file marked it
    /// incomplete (`*`).
    fn auction(&mut self, dealer: Seat, calls: &[Call], marked_incomplete: bool) -> Option<Option<Contract>> {
        let mut auction = Auction::new(dealer);
        for (i, call) in calls.iter().enumerate() {
            let Some(seat) = auction.to_act() else {
                let extra = calls.len() - i;
                self.note_at(self.lines.call(i), InconsistencyKind::CallsAfterEnd { extra });
                return None;
            };
            if let Err(error) = auction.push(*call) {
                self.note_at(
                    self.lines.call(i),
                    InconsistencyKind::IllegalCall { number: i + 1, seat, call: *call, error },
                );
                return None;
            }
        }
        match auction.to_act() {
            Some(_) if marked_incomplete => None,
            Some(seat) => {
                self.note_at(
                    self.lines.call(calls.len().saturating_sub(1)),
                    InconsistencyKind::AuctionUnfinished { seat },
                );
                None
            }
            None => Some(auction.contract()),
        }
    }

    fn compare_contract(&mut self, game: &RecordedGame, replayed: Option<Contract>) {
        let replayed_tag = replayed.map_or(ContractTag::PassedOut, |c| ContractTag::Bid(code(c)));
        if let Some(tag) = game.contract.filter(|t| *t != replayed_tag) {
            self.note(
                "Contract",
                InconsistencyKind::ContractMismatch { tag: tag.code(), replayed: replayed_tag.code() },
            );
        }
        if let (Some(d), Some(c)) = (game.declarer, replayed) {
            let dummy_played = d.irregular && d.seat == c.declarer.partner();
            if d.seat != c.declarer && !dummy_played {
                self.note("Declarer", InconsistencyKind::DeclarerMismatch { tag: d.seat, replayed: c.declarer });
            }
        }
    }

    /// Plays the recorded cards in turn. `None` when the record breaks the
    /// rules (the problem is noted).
    fn cards(&mut self, table: &mut Table, game: &RecordedGame, sequence: &mut Vec<(Seat, Card)>) -> Option<()> {
        let play = game.play.as_ref()?;
        let total = play.card_count();
        let mut stopped: Option<(usize, Seat)> = None;
        'tricks: for (t, row) in play.tricks.iter().enumerate() {
            for _ in 0..4 {
                let Some(seat) = table.to_play() else { break 'tricks };
                let Some(card) = row.card(seat) else {
                    stopped = Some((t, seat));
                    break 'tricks;
                };
                if let Err(error) = table.play(seat, card.card) {
                    let kind = InconsistencyKind::IllegalCard {
                        trick: t + 1,
                        seat,
                        card: card.card,
                        error,
                        irregularity: card.annotation.irregularity,
                    };
                    self.note_at(self.lines.trick(t), kind);
                    return None;
                }
                sequence.push((seat, card.card));
            }
        }
        if sequence.len() < total {
            match stopped {
                Some((t, seat)) => self.note_at(self.lines.trick(t), InconsistencyKind::Gap { trick: t + 1, seat }),
                None => {
                    let extra = total - sequence.len();
                    self.note_at(self.lines.trick(13), InconsistencyKind::CardsAfterEnd { extra });
                }
            }
            return None;
        }
        Some(())
    }

    /// Ends the play with declarer claiming enough tricks to reach `claimed`
    /// and the defenders accepting; returns the final count.
    fn claim(&mut self, table: &mut Table, contract: Contract, claimed: u8, irregular: bool) -> Option<u8> {
        let (won, remaining) = match table.state() {
            Some(p) => (p.declarer_tricks(), p.tricks_remaining()),
            None => (0, 13),
        };
        let impossible = InconsistencyKind::ClaimImpossible { claimed, won, remaining, irregular };
        let Some(share) = claimed.checked_sub(won).filter(|s| *s <= remaining) else {
            self.note("Result", impossible);
            return None;
        };
        match table {
            Table::Game(g) => {
                let declarer = contract.declarer;
                let steps = [
                    Action::claim(declarer, share),
                    Action::AcceptClaim { seat: declarer.lho() },
                    Action::AcceptClaim { seat: declarer.rho() },
                ];
                for step in steps {
                    if g.apply(step).is_err() {
                        self.note("Result", impossible);
                        return None;
                    }
                }
                g.result().map(|r| r.declarer_tricks)
            }
            Table::Bare(_) => Some(won + share),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pbn::parse;

    const HEAD: &str = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
        [Deal \"N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72\"]\n";

    fn checked(tail: &str) -> Checked {
        let file = parse(&format!("{HEAD}{tail}"));
        assert_eq!(file.games.len(), 1);
        assert!(file.games[0].errors.is_empty(), "{:?}", file.games[0].errors);
        check(&file.games[0])
    }

    fn messages(c: &Checked) -> Vec<String> {
        c.problems.iter().map(|p| p.to_string()).collect()
    }

    // West holds AQ8653 of spades; West opens 1S and plays 4S. North leads.
    const AUCTION: &str = "[Auction \"N\"]\nPass Pass Pass 1S\nPass 2S Pass 4S\nAP\n";

    #[test]
    fn consistent_board_with_claim() {
        let c = checked(&format!(
            "[Declarer \"W\"]\n[Contract \"4S\"]\n[Result \"10\"]\n{AUCTION}[Play \"N\"]\nDQ D8 D2 D6\n*\n"
        ));
        assert_eq!(messages(&c), Vec::<String>::new());
        assert!(c.replayed);
        assert_eq!(c.contract.map(ContractTag::code).as_deref(), Some("4S"));
        assert_eq!(c.declarer, Some(Seat::West));
        assert_eq!(c.tricks, Some(10));
        assert_eq!(c.score, Some(-420));
        assert_eq!(c.sequence.len(), 4);
    }

    #[test]
    fn tag_disagreements_are_reported_with_lines() {
        let c = checked(&format!("[Declarer \"E\"]\n[Contract \"4SX\"]\n[Result \"10\"]\n{AUCTION}"));
        let m = messages(&c);
        assert_eq!(m.len(), 2, "{m:?}");
        assert_eq!(m[0], "line 6: [Contract] says 4SX but the auction ends in 4S");
        assert_eq!(m[1], "line 5: [Declarer] says East but the auction makes West declarer");
    }

    #[test]
    fn illegal_calls_and_cards() {
        let c = checked("[Auction \"N\"]\n1S 1H\n");
        assert!(messages(&c)[0].starts_with("line 6: call 2, 1♥ by East, is illegal"), "{:?}", messages(&c));
        let c = checked(&format!("{AUCTION}[Play \"N\"]\nDQ D8 S3 D6\n"));
        let m = messages(&c);
        assert!(m[0].starts_with("line 10: trick 1: South cannot play ♠3"), "{m:?}");
    }

    #[test]
    fn gaps_and_impossible_claims() {
        let c = checked(&format!("[Result \"3\"]\n{AUCTION}[Play \"N\"]\nDQ D8 D2 D6\n- - - -\nH2 - - -\n"));
        let m = messages(&c);
        assert_eq!(m.len(), 1, "{m:?}");
        assert!(m[0].contains("trick 2: "), "{m:?}");
        let c = checked(&format!("[Result \"0\"]\n{AUCTION}[Play \"N\"]\nDQ D8 D2 D6\nHJ HT HK HA\n"));
        let m = messages(&c);
        assert!(m[0].contains("cannot end with 0"), "{m:?}");
    }

    #[test]
    fn passed_out_and_dealer_mismatch() {
        let c = checked("[Contract \"Pass\"]\n[Auction \"N\"]\nAP\n");
        assert!(c.is_consistent(), "{:?}", messages(&c));
        assert_eq!(c.contract, Some(ContractTag::PassedOut));
        assert_eq!(c.declarer, None);
        let c = checked("[Contract \"1C\"]\n[Auction \"E\"]\nAP\n");
        let m = messages(&c);
        assert_eq!(m.len(), 2, "{m:?}");
        assert!(m[0].contains("[Dealer] says North but the auction starts with East"));
        assert!(m[1].contains("ends in Pass"));
    }
}
