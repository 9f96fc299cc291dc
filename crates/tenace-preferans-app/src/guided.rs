//! Guided scenarios of the Code's penalties (§14, P86–P107) and the first
//! lessons, as data (`data/scenarios.txt`, `data/lessons.txt`), played on the
//! same table as a game: a prepared deal, the actions before the point of
//! interest, and (for a scenario) the irregularity committed and the ruling
//! the engine must give for it.
//!
//! The words the learner reads live in `tenace-i18n`
//! (`messages/preferans/<lang>.txt`, keys [`Guided::title_key`] …): this
//! module holds only what the rules need. Each scenario is replayed by a unit
//! test that compares the engine's ruling with the one written here.
//!
//! Format, one block per scenario or lesson:
//!
//! ```text
//! [id]
//! A: AS KS …         the hands (ten cards each); the dealer is C, A (you) is first hand
//! B: …
//! C: …
//! talon: TD 7H
//! steps: A 6S; B pass; …    actions before the point of interest ("A 6S", "A pass",
//!                           "A discard TD 7H", "A declare 6S", "B whist" / "B pass" /
//!                           "B dark" in the defence, "A play AS", "A choose forbid S")
//! irregular: saw-talon B    the irregularity (scenarios only)
//! rule: P89                 the rule of §14 the ruling must name
//! code: K3.2.19             the Code's clauses the ruling must cite (all of them)
//! options: forbid S, require S, none     the choices offered, in order (empty: none)
//! after: only B pass        what the table enforces after the ruling (see [`Check`])
//! ```

use serde::{Deserialize, Serialize};
use tenace_cards::{Card, Suit};
use tenace_core::{ByPlayer, Logged, Player, Rules};
use tenace_preferans::cards::parse_card;
use tenace_preferans::defence::WhistCall;
use tenace_preferans::irregularity::{Irregularity, MisdealCause, Rectification};
use tenace_preferans::{Action, Call, Deal, Deals, Game, Setup, Stage, Table, Variant};

const SCENARIOS: &str = include_str!("../data/scenarios.txt");
const LESSONS: &str = include_str!("../data/lessons.txt");

/// What the table must show after a ruling (checked by the unit tests and
/// shown to the learner as the ruling enforced).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Check {
    /// The player's legal actions are exactly these (codes as in the steps).
    Only(Player, Vec<String>),
    /// The deal is at this stage.
    Stage(Stage),
    /// The player holds this penalty card.
    PenaltyCard(Player, Card),
    /// The deal is over (annulled or scored) with this many deals finished.
    Finished(usize),
}

/// A scenario or a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guided {
    pub id: String,
    pub setup: Setup,
    pub steps: Vec<String>,
    pub irregular: Option<Irregularity>,
    pub rule: Option<String>,
    pub code: Vec<String>,
    pub options: Vec<Rectification>,
    pub after: Vec<Check>,
}

impl Guided {
    pub fn title_key(&self, lessons: bool) -> String {
        format!("pref.{}.{}.title", if lessons { "lesson" } else { "scn" }, self.id)
    }

    /// The game after the steps, or why a step was refused (with its number).
    pub fn start(&self) -> Result<Logged<Game>, String> {
        let mut game: Logged<Game> = Logged::new(self.setup.clone());
        for (i, step) in self.steps.iter().enumerate() {
            let action = parse_step(game.state(), step).map_err(|e| format!("{}: step {}: {e}", self.id, i + 1))?;
            game.apply(action).map_err(|e| format!("{}: step {} “{step}”: {e}", self.id, i + 1))?;
        }
        Ok(game)
    }
}

/// The built-in scenarios of §14.
pub fn scenarios() -> Vec<Guided> {
    // The data is part of the program and checked by the unit tests: it always reads.
    parse(SCENARIOS).unwrap_or_default()
}

/// The built-in first lessons.
pub fn lessons() -> Vec<Guided> {
    parse(LESSONS).unwrap_or_default()
}

fn seat(s: &str) -> Result<Player, String> {
    match s {
        "A" => Ok(Player::new(0)),
        "B" => Ok(Player::new(1)),
        "C" => Ok(Player::new(2)),
        "D" => Ok(Player::new(3)),
        _ => Err(format!("“{s}” is not a seat (A, B, C or D)")),
    }
}

fn card(s: &str) -> Result<Card, String> {
    parse_card(s).ok_or_else(|| format!("“{s}” is not a card (rank first: AS, TD, 7H)"))
}

fn suit(s: &str) -> Result<Suit, String> {
    match s {
        "S" => Ok(Suit::Spades),
        "C" => Ok(Suit::Clubs),
        "D" => Ok(Suit::Diamonds),
        "H" => Ok(Suit::Hearts),
        _ => Err(format!("“{s}” is not a suit (S, C, D, H)")),
    }
}

fn rectification(words: &[&str]) -> Result<Rectification, String> {
    match words {
        ["forbid", s] => Ok(Rectification::ForbidSuit(suit(s)?)),
        ["require", s] => Ok(Rectification::RequireSuit(suit(s)?)),
        ["none"] => Ok(Rectification::NoRestriction),
        _ => Err(format!("“{}” is not a choice (forbid S, require S, none)", words.join(" "))),
    }
}

/// The code of an action as the steps write it (without its player).
pub fn action_code(a: &Action) -> String {
    match a {
        Action::Call { call, .. } => call.code(),
        Action::Discard { cards, .. } => {
            format!(
                "discard {} {}",
                tenace_preferans::cards::card_code(cards[0]),
                tenace_preferans::cards::card_code(cards[1])
            )
        }
        Action::Declare { contract, .. } => format!("declare {}", contract.code()),
        Action::Concede { .. } => "concede".into(),
        Action::Whist { call, .. } => call.code().into(),
        Action::Look { at, .. } => format!("look {}", at.index()),
        Action::Play { card, .. } => format!("play {}", tenace_preferans::cards::card_code(*card)),
        Action::Help { to, .. } => format!("help {}", to.index()),
        Action::Irregular { irregularity } => format!("irregular {}", irregularity.rule()),
        Action::Rectify { choice, .. } => match choice {
            Rectification::ForbidSuit(s) => format!("choose forbid {}", suit_code(*s)),
            Rectification::RequireSuit(s) => format!("choose require {}", suit_code(*s)),
            Rectification::NoRestriction => "choose none".into(),
        },
    }
}

fn suit_code(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "S",
        Suit::Clubs => "C",
        Suit::Diamonds => "D",
        Suit::Hearts => "H",
    }
}

/// A step ("A 6S", "B whist", "A play AS", …) as an action in this game.
pub fn parse_step(game: &Game, step: &str) -> Result<Action, String> {
    let words: Vec<&str> = step.split_whitespace().collect();
    let Some((who, rest)) = words.split_first() else { return Err("an empty step".into()) };
    let player = seat(who)?;
    let stage = game.hand().map(|h| h.stage);
    Ok(match rest {
        ["discard", a, b] => Action::Discard { player, cards: [card(a)?, card(b)?] },
        ["declare", bid] => Action::Declare { player, contract: bid.parse().map_err(|e| format!("{e}"))? },
        ["play", c] => Action::Play { hand: player, card: card(c)? },
        ["choose", choice @ ..] => Action::Rectify { player, choice: rectification(choice)? },
        [call] if stage == Some(Stage::Whist) => Action::Whist { player, call: call.parse::<WhistCall>()? },
        [call] => Action::Call { player, call: call.parse::<Call>().map_err(|e| format!("{e}"))? },
        _ => return Err(format!("“{step}” is not a step")),
    })
}

fn irregularity(words: &[&str]) -> Result<Irregularity, String> {
    Ok(match words {
        ["misdeal", cause] => Irregularity::Misdeal {
            cause: match *cause {
                "card-exposed" => MisdealCause::CardExposed,
                "pack-incomplete" => MisdealCause::PackIncomplete,
                "no-cut" => MisdealCause::NoCut,
                "wrong-deal" => MisdealCause::WrongDeal,
                _ => return Err(format!("“{cause}” is not a cause of a misdeal")),
            },
        },
        ["saw-talon", p] => Irregularity::SawTalon { player: seat(p)? },
        ["took-talon", p] => Irregularity::TookTalon { player: seat(p)? },
        ["exposed-talon", p] => Irregularity::ExposedTalon { player: seat(p)? },
        ["non-player-saw-talon", p] => Irregularity::NonPlayerSawTalon { player: seat(p)? },
        ["call-out-of-turn", p, c] => {
            Irregularity::CallOutOfTurn { player: seat(p)?, call: c.parse::<Call>().map_err(|e| format!("{e}"))? }
        }
        ["wrong-discard", p] => Irregularity::WrongDiscard { player: seat(p)? },
        ["looked-at-discard", p] => Irregularity::LookedAtDiscard { player: seat(p)? },
        ["looked-at-old-trick", p] => Irregularity::LookedAtOldTrick { player: seat(p)? },
        ["exposed-card", p, c] => Irregularity::ExposedCard { hand: seat(p)?, card: card(c)? },
        ["allpass-lead-out-of-turn", p] => Irregularity::AllPassLeadOutOfTurn { player: seat(p)? },
        ["late-card", p] => Irregularity::LateCard { player: seat(p)? },
        ["revoke", p, c] => Irregularity::Revoke { hand: seat(p)?, card: card(c)? },
        ["revoke-claim", p] => Irregularity::RevokeClaim { offender: seat(p)? },
        ["wrong-card-count", p] => Irregularity::WrongCardCount { player: seat(p)? },
        ["outside-advice", p] => Irregularity::OutsideAdvice { player: seat(p)? },
        ["comment", p] => Irregularity::Comment { player: seat(p)? },
        ["showed-cards", p] => Irregularity::ShowedCards { player: seat(p)? },
        _ => return Err(format!("“{}” is not an irregularity", words.join(" "))),
    })
}

fn check(words: &[&str]) -> Result<Check, String> {
    Ok(match words {
        ["only", p, codes @ ..] => {
            Check::Only(seat(p)?, codes.join(" ").split(',').map(|c| c.trim().to_owned()).collect())
        }
        ["stage", s] => Check::Stage(match *s {
            "auction" => Stage::Auction,
            "discard" => Stage::Discard,
            "contract" => Stage::Contract,
            "whist" => Stage::Whist,
            "play" => Stage::Play,
            "ruling" => Stage::Ruling,
            _ => return Err(format!("“{s}” is not a stage")),
        }),
        ["penalty-card", p, c] => Check::PenaltyCard(seat(p)?, card(c)?),
        ["finished", n] => Check::Finished(n.parse().map_err(|_| format!("“{n}” is not a number"))?),
        _ => return Err(format!("“{}” is not a check (only, stage, penalty-card, finished)", words.join(" "))),
    })
}

/// Whether the table shows what `check` says, or what it shows instead.
pub fn verify(game: &Game, check: &Check) -> Result<(), String> {
    match check {
        Check::Only(p, codes) => {
            let legal: Vec<String> = game
                .legal_actions(*p)
                .iter()
                .filter(|a| !matches!(a, Action::Irregular { .. }))
                .map(action_code)
                .collect();
            if &legal == codes {
                Ok(())
            } else {
                Err(format!("{p} may {legal:?}, not only {codes:?}"))
            }
        }
        Check::Stage(s) => match game.hand().map(|h| h.stage) {
            Some(x) if x == *s => Ok(()),
            x => Err(format!("the stage is {x:?}, not {s:?}")),
        },
        Check::PenaltyCard(p, c) => match game.hand() {
            Some(h) if h.irregular.penalty_cards.contains(&(*p, *c)) => Ok(()),
            _ => Err(format!("{p} holds no penalty card {c}")),
        },
        Check::Finished(n) => {
            if game.finished.len() == *n {
                Ok(())
            } else {
                Err(format!("{} deals are finished, not {n}", game.finished.len()))
            }
        }
    }
}

#[derive(Default)]
struct Draft {
    id: String,
    line: usize,
    hands: Vec<(Player, Vec<Card>)>,
    talon: Vec<Card>,
    variant: Option<Variant>,
    guided: Option<Guided>,
}

/// Reads a data file (lenient about blank lines and comments; errors name the line).
pub fn parse(text: &str) -> Result<Vec<Guided>, String> {
    let mut out = Vec::new();
    let mut draft: Option<Draft> = None;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(id) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            if let Some(d) = draft.take() {
                out.push(finish(d)?);
            }
            draft = Some(Draft { id: id.to_owned(), line: n, ..Draft::default() });
            continue;
        }
        let Some(d) = draft.as_mut() else { return Err(format!("line {n}: a field before the first [id]")) };
        let Some((key, value)) = line.split_once(':') else {
            return Err(format!("line {n}: “{line}” is not key: value"));
        };
        let value = value.trim();
        let words: Vec<&str> = value.split_whitespace().collect();
        let g = d.guided.get_or_insert_with(|| Guided {
            id: d.id.clone(),
            setup: Setup::seeded(
                Table::new(Variant::Sochi, 3, 10).unwrap_or_else(|_| unreachable!("3 players, pool 10")),
                0,
            ),
            steps: Vec::new(),
            irregular: None,
            rule: None,
            code: Vec::new(),
            options: Vec::new(),
            after: Vec::new(),
        });
        let at = |e: String| format!("line {n}: {e}");
        match key.trim() {
            "A" | "B" | "C" | "D" => {
                let cards = words.iter().map(|c| card(c)).collect::<Result<Vec<_>, _>>().map_err(at)?;
                d.hands.push((seat(key.trim()).map_err(at)?, cards));
            }
            "talon" => d.talon = words.iter().map(|c| card(c)).collect::<Result<Vec<_>, _>>().map_err(at)?,
            "variant" => d.variant = Some(value.parse().map_err(at)?),
            "steps" => g.steps = value.split(';').map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()).collect(),
            "irregular" => g.irregular = Some(irregularity(&words).map_err(at)?),
            "rule" => g.rule = Some(value.to_owned()),
            "code" => g.code = value.split(',').map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()).collect(),
            "options" => {
                g.options = value
                    .split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(|o| rectification(&o.split_whitespace().collect::<Vec<_>>()))
                    .collect::<Result<_, _>>()
                    .map_err(at)?
            }
            "after" => {
                for part in value.split(';').map(str::trim).filter(|s| !s.is_empty()) {
                    g.after.push(check(&part.split_whitespace().collect::<Vec<_>>()).map_err(at)?);
                }
            }
            other => return Err(at(format!("unknown field “{other}”"))),
        }
    }
    if let Some(d) = draft.take() {
        out.push(finish(d)?);
    }
    Ok(out)
}

fn finish(d: Draft) -> Result<Guided, String> {
    let at = |e: String| format!("[{}] (line {}): {e}", d.id, d.line);
    let mut g = d.guided.ok_or_else(|| at("no fields".into()))?;
    let players = d.hands.len();
    let mut table = Table::new(d.variant.unwrap_or(Variant::Sochi), players, 10).map_err(at)?;
    // The dealer is the last seat, so A (you) is first hand in a 3-player deal.
    table.first_dealer = Player::new(players as u8 - 1);
    let mut hands = d.hands;
    hands.sort_by_key(|(p, _)| p.index());
    let hands = ByPlayer::from_vec(hands.into_iter().map(|(_, h)| h).collect())
        .ok_or_else(|| at("the hands are not one per seat".into()))?;
    let [a, b] = d.talon[..] else { return Err(at("the talon is two cards".into())) };
    let deal = Deal { hands, talon: [a, b] };
    g.setup = Setup { table, deals: Deals::Listed(vec![deal]), start: None, max_deals: Some(1) };
    g.setup.validate().map_err(at)?;
    Ok(g)
}

#[cfg(test)]
mod tests;
