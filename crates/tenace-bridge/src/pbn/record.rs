//! The typed model of one recorded game (one board at one table), shared by
//! the PBN and LIN readers and writers.
//!
//! Only what a hand record *says* is modelled here; whether it is legal is the
//! engine's question ([`super::check`]). Equality is structural, so
//! "export, import again, compare" is a plain `==`.

use crate::{BoardNumber, BySeat, Call, Card, CardSet, ContractCode, Deal, DealError, Seat, Suit, Vulnerability};

/// One game as a hand-record file gives it. Every field is optional because
/// real files leave things out; `None` is what PBN writes as `?`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordedGame {
    pub event: Option<String>,
    pub site: Option<String>,
    pub date: Option<String>,
    pub board: Option<BoardNumber>,
    /// Player names by seat.
    pub players: BySeat<Option<String>>,
    pub dealer: Option<Seat>,
    pub vulnerability: Option<Vulnerability>,
    pub deal: Option<PartialDeal>,
    pub scoring: Option<String>,
    pub declarer: Option<Declarer>,
    pub contract: Option<ContractTag>,
    /// Tricks won by the declaring side, as the file states them.
    pub result: Option<TrickCount>,
    pub auction: Option<RecordedAuction>,
    pub play: Option<RecordedPlay>,
    /// Every other tag (Room, Score, HomeTeam, unknown ones…) in file order,
    /// so that an export keeps what this crate does not interpret.
    pub tags: Vec<Tag>,
    /// `{…}` and `;` commentary, in file order.
    pub commentary: Vec<String>,
}

impl RecordedGame {
    /// The value of a supplemental tag, e.g. `game.tag("Room")`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().rev().find(|t| t.name.eq_ignore_ascii_case(name)).map(|t| t.value.as_str())
    }

    /// The `[Room]` tag (`Open`, `Closed`), which tells the tables of a board apart.
    pub fn room(&self) -> Option<&str> {
        self.tag("Room")
    }

    pub fn player(&self, seat: Seat) -> Option<&str> {
        self.players[seat].as_deref()
    }
}

/// A tag pair this crate keeps without interpreting. `section` holds the raw
/// lines that followed it (PBN tables such as `[ScoreTable]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    pub name: String,
    pub value: String,
    pub section: Vec<String>,
}

impl Tag {
    pub fn new(name: &str, value: &str) -> Tag {
        Tag { name: name.to_owned(), value: value.to_owned(), section: Vec::new() }
    }
}

/// The `[Declarer]` tag. PBN marks a declarer who played the contract from
/// the wrong side of the table (an irregularity) with `^`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Declarer {
    pub seat: Seat,
    pub irregular: bool,
}

impl Declarer {
    pub const fn regular(seat: Seat) -> Declarer {
        Declarer { seat, irregular: false }
    }
}

/// The `[Contract]` tag: a contract, or `Pass` for a passed-out board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ContractTag {
    PassedOut,
    Bid(ContractCode),
}

impl ContractTag {
    /// `4SX`, `3NT` or `Pass`.
    pub fn code(self) -> String {
        match self {
            ContractTag::PassedOut => "Pass".to_owned(),
            ContractTag::Bid(c) => c.code(),
        }
    }
}

/// The `[Result]` tag: declarer's tricks. `^` marks a trick count fixed by a
/// ruling rather than by the play (PBN's irregularity marker).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TrickCount {
    pub tricks: u8,
    pub irregular: bool,
}

impl TrickCount {
    pub const fn new(tricks: u8) -> TrickCount {
        TrickCount { tricks, irregular: false }
    }
}

/// A deal in which any hand may be unknown (PBN's `-`). Hands are indexed by
/// seat; which seat a file listed first is not kept because it
/// does not change the deal.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct PartialDeal {
    pub hands: BySeat<Option<CardSet>>,
}

impl PartialDeal {
    /// Validates the known hands: at most 13 cards each and no card twice.
    pub fn new(hands: impl Into<BySeat<Option<CardSet>>>) -> Result<PartialDeal, DealError> {
        let hands = hands.into();
        for (first, hand) in hands.iter() {
            let Some(hand) = hand else { continue };
            if hand.len() > 13 {
                return Err(DealError::WrongCount { seat: first, count: hand.len() });
            }
            for (second, other) in hands.iter().skip(first.index() + 1) {
                if let Some(card) = other.and_then(|o| hand.intersection(o).iter().next()) {
                    return Err(DealError::Duplicate { card, first, second });
                }
            }
        }
        Ok(PartialDeal { hands })
    }

    pub fn from_deal(deal: &Deal) -> PartialDeal {
        PartialDeal { hands: deal.hands().map(|_, h| Some(h)) }
    }

    pub fn hand(&self, seat: Seat) -> Option<CardSet> {
        self.hands[seat]
    }

    /// The full deal when it is known: all four hands, or three from which
    /// the fourth follows.
    pub fn complete(&self) -> Result<Deal, DealError> {
        Deal::with_fourth_hand(self.hands)
    }

    /// Who holds `card`, among the known hands.
    pub fn holder(&self, card: Card) -> Option<Seat> {
        Seat::ALL.into_iter().find(|s| self.hand(*s).is_some_and(|h| h.contains(card)))
    }

    /// PBN `[Deal]` text listing hands clockwise from `first`, `-` for unknown ones.
    pub fn to_pbn(&self, first: Seat) -> String {
        let hands: Vec<String> = (0..4)
            .map(|k| match self.hand(first.advance(k)) {
                Some(h) => h.to_dotted(Suit::DESCENDING),
                None => "-".to_owned(),
            })
            .collect();
        format!("{}:{}", first.letter(), hands.join(" "))
    }
}

/// Annotations a file can attach to a call or a card.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Annotation {
    /// An alerted call (LIN `!`; PBN writes it as a `!` suffix on a call).
    pub alert: bool,
    /// Explanations: PBN `=n=` notes resolved to their `[Note]` text, LIN `an`.
    pub notes: Vec<String>,
    /// A commentator's `?`, `!!`, `!?`… mark.
    pub suffix: Option<Suffix>,
    /// PBN numeric annotation glyphs (`$n`).
    pub nags: Vec<u16>,
    /// PBN's `^X` irregularity marker (`^R`: this card was a revoke).
    pub irregularity: Option<char>,
}

impl Annotation {
    pub fn is_empty(&self) -> bool {
        *self == Annotation::default()
    }
}

/// PBN suffix annotations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// `!` on a card (on a call, `!` is an alert).
    Good,
    /// `?`
    Poor,
    /// `!!`
    VeryGood,
    /// `??`
    VeryPoor,
    /// `!?`
    Speculative,
    /// `?!`
    Questionable,
}

impl Suffix {
    pub const fn text(self) -> &'static str {
        match self {
            Suffix::Good => "!",
            Suffix::Poor => "?",
            Suffix::VeryGood => "!!",
            Suffix::VeryPoor => "??",
            Suffix::Speculative => "!?",
            Suffix::Questionable => "?!",
        }
    }

    pub fn from_text(text: &str) -> Option<Suffix> {
        Some(match text {
            "!" => Suffix::Good,
            "?" => Suffix::Poor,
            "!!" => Suffix::VeryGood,
            "??" => Suffix::VeryPoor,
            "!?" => Suffix::Speculative,
            "?!" => Suffix::Questionable,
            _ => return None,
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AnnotatedCall {
    pub call: Call,
    pub annotation: Annotation,
}

impl AnnotatedCall {
    pub fn plain(call: Call) -> AnnotatedCall {
        AnnotatedCall { call, annotation: Annotation::default() }
    }
}

/// The calls as recorded, starting with `dealer` (the `[Auction]` tag's seat).
/// `AP` is stored as the passes it stands for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RecordedAuction {
    pub dealer: Seat,
    pub calls: Vec<AnnotatedCall>,
    /// The section ended with `*`: PBN's mark for an auction recorded only
    /// in part, so stopping early is not an error.
    pub incomplete: bool,
}

impl RecordedAuction {
    pub fn calls(&self) -> impl Iterator<Item = Call> + '_ {
        self.calls.iter().map(|c| c.call)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AnnotatedCard {
    pub card: Card,
    pub annotation: Annotation,
}

impl AnnotatedCard {
    pub fn plain(card: Card) -> AnnotatedCard {
        AnnotatedCard { card, annotation: Annotation::default() }
    }
}

/// One trick as PBN writes it: each seat's card, `None` where the record has
/// none (`-`: not played, usually because of a claim). Which seat led is not
/// recorded — it is the previous trick's winner, which only the rules know.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TrickRow {
    pub cards: BySeat<Option<AnnotatedCard>>,
}

impl TrickRow {
    pub fn card(&self, seat: Seat) -> Option<&AnnotatedCard> {
        self.cards[seat].as_ref()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.values().all(Option::is_none)
    }

    pub fn len(&self) -> usize {
        self.cards.values().flatten().count()
    }
}

/// The play as recorded: `leader` made the opening lead (the `[Play]` tag's
/// seat); tricks in order. A record that stops early usually means a claim.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RecordedPlay {
    pub leader: Seat,
    pub tricks: Vec<TrickRow>,
    /// Declarer's final trick count agreed by a claim (LIN `mc`); PBN puts
    /// it in `[Result]` instead.
    pub claim: Option<u8>,
}

impl RecordedPlay {
    pub fn card_count(&self) -> usize {
        self.tricks.iter().map(TrickRow::len).sum()
    }
}

/// Where things were in the source text, for messages. Kept apart from
/// [`RecordedGame`] so that positions never make two equal games differ.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceLines {
    /// The game's first line.
    pub start: usize,
    /// `(tag name, line)` for every tag, in file order.
    pub tags: Vec<(String, usize)>,
    /// The line of each recorded call.
    pub calls: Vec<usize>,
    /// The line of each trick's first card or placeholder.
    pub tricks: Vec<usize>,
}

impl SourceLines {
    /// The line of the last tag called `name`, or the game's first line.
    pub fn tag(&self, name: &str) -> usize {
        self.tags.iter().rev().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, l)| *l).unwrap_or(self.start)
    }

    pub fn call(&self, index: usize) -> usize {
        self.calls.get(index).copied().unwrap_or_else(|| self.tag("Auction"))
    }

    pub fn trick(&self, index: usize) -> usize {
        self.tricks.get(index).copied().unwrap_or_else(|| self.tag("Play"))
    }
}

/// A game read from a file, with what went wrong reading it. A game with
/// errors still carries everything that could be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedGame {
    pub game: RecordedGame,
    pub lines: SourceLines,
    pub errors: Vec<super::ParseError>,
}
