//! A game of shedding "Bridge" (`../shared/spec/shedding-bridge.md`)
//! against the Rust robots, as the app plays it: the person sits at seat 0,
//! robots sit everywhere else. Yew-free: the view (`tenace-web`'s shedding
//! module) reads what to show from [`Play`] and hands it the person's
//! choices; a robot's move is one call of [`Play::robot_step`], made by the
//! view on a timer so the person can follow the game.
//!
//! House rules kept: [`Play::check`] apart from [`Play::act`] (a refused
//! action changes nothing and names its rule), every robot sees the game only
//! through [`Seen`] (S52), and [`Play::revision`] counts changes so a view
//! can drop a stale timer.

use serde::{Deserialize, Serialize};
use tenace_cards::{Card, Suit};
use tenace_core::{ByPlayer, Player};
use tenace_shedding::robots::{self, Robot};
use tenace_shedding::seeds::deal_seeds;
use tenace_shedding::table::Table;
use tenace_shedding::tournament::GameSpec;
use tenace_shedding::view::{Public, Seen};
use tenace_shedding::{Act, Action, Game, GameResult, RoundEnd, ShedError, Variant};

/// The person's seat: drawn at the bottom of the table.
pub const YOU: Player = Player::new(0);

/// The robots the app offers (the ids of `tenace_shedding::robots`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum RobotKind {
    /// S63's demo robot: a random playable card.
    Sample,
    /// Sheds its most expensive card.
    Greedy,
    /// Counts the cards and keeps its sevens, eights and aces for the right moment.
    #[default]
    Strong,
}

impl RobotKind {
    pub const ALL: [RobotKind; 3] = [RobotKind::Sample, RobotKind::Greedy, RobotKind::Strong];

    /// The id of `tenace_shedding::robots::by_id` (and of the record's `bots`).
    pub fn id(self) -> &'static str {
        match self {
            RobotKind::Sample => "sample",
            RobotKind::Greedy => "greedy",
            RobotKind::Strong => "strong",
        }
    }

    pub fn by_id(id: &str) -> Option<RobotKind> {
        RobotKind::ALL.into_iter().find(|k| k.id() == id)
    }
}

/// The rule presets of §3 the app offers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Rules {
    /// The contest's rules (the default of the robot API).
    #[default]
    Contest,
    /// The courtyard rules.
    Backyard,
}

impl Rules {
    pub const ALL: [Rules; 2] = [Rules::Contest, Rules::Backyard];

    pub fn variant(self) -> Variant {
        match self {
            Rules::Contest => Variant::CONTEST,
            Rules::Backyard => Variant::BACKYARD,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Rules::Contest => "contest",
            Rules::Backyard => "backyard",
        }
    }

    pub fn by_id(id: &str) -> Option<Rules> {
        Rules::ALL.into_iter().find(|r| r.id() == id)
    }
}

/// How a game is set up: the number of players (2–6), the rules, the robots and the seed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub players: u8,
    #[serde(default)]
    pub rules: Rules,
    #[serde(default)]
    pub robot: RobotKind,
    pub seed: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options { players: 4, rules: Rules::default(), robot: RobotKind::default(), seed: 1 }
    }
}

/// One game against the robots.
pub struct Play {
    options: Options,
    /// The game with its seat names (for the record of Appendix A).
    table: Table,
    /// `None` at the person's seat.
    robots: ByPlayer<Option<Box<dyn Robot>>>,
    revision: u64,
}

impl std::fmt::Debug for Play {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Play").field("options", &self.options).field("revision", &self.revision).finish()
    }
}

impl Play {
    /// A new game; refused (S3, S1) when the number of players is not 2–6
    /// or the rules cannot seat them.
    pub fn new(options: Options) -> Result<Play, ShedError> {
        if !(2..=6).contains(&options.players) {
            return Err(ShedError::new("S1", "the game is played by two to six players"));
        }
        // The game is game 0 of a one-game run with tournament seed `seed`,
        // as `tenace shed play --seed S --games 1` plays it: its deal seed
        // from S76, the robots' generators from S80, the record's seeds
        // checkable (A.4).
        let n = options.players as usize;
        let deal_seed = deal_seeds(options.seed, 1).first().copied().unwrap_or(options.seed);
        let entrants: Vec<Option<usize>> = (0..n).map(Some).collect();
        let spec = GameSpec::new(0, 0, 0, 0, deal_seed, options.seed, &entrants);
        let robot = options.robot.id();
        let names = (0..n).map(|s| if s == YOU.index() { "you".to_string() } else { format!("{robot}#{s}") });
        let bots = (0..n).map(|s| if s == YOU.index() { "human".to_string() } else { robot.to_string() });
        let table = spec.table(options.rules.variant(), names.collect(), bots.collect())?;
        let seating = table.game().seating();
        let robots = ByPlayer::from_fn(seating, |p| {
            let seed = spec.bot_seeds.get(p.index()).copied().unwrap_or_default();
            if p == YOU {
                None
            } else {
                robots::by_id(robot, seed)
            }
        });
        Ok(Play { options, table, robots, revision: 0 })
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn game(&self) -> &Game {
        self.table.game()
    }

    /// What the person sees (S52: the same view a bot gets).
    pub fn seen(&self) -> Seen<'_> {
        Seen::new(self.table.game(), YOU)
    }

    /// Counts every change (an action, a robot's move); a view's timer set
    /// at one revision does nothing at another.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Who is to act (`None` when the game is over).
    pub fn due(&self) -> Option<Player> {
        self.table.due()
    }

    pub fn your_turn(&self) -> bool {
        self.due() == Some(YOU)
    }

    /// A robot is to act: the view calls [`Play::robot_step`] after a pause.
    pub fn robot_due(&self) -> bool {
        self.due().is_some_and(|p| p != YOU)
    }

    pub fn result(&self) -> Option<&GameResult> {
        self.table.game().result()
    }

    /// The end of the last finished round (the next one is dealt at once).
    pub fn last_end(&self) -> Option<&RoundEnd> {
        self.table.game().rounds().iter().rev().find_map(|r| r.end())
    }

    /// The round's events as the person sees them, the latest last.
    pub fn log(&self) -> Vec<Public> {
        self.seen().log().collect()
    }

    /// Whether the person may do `act` now, and if not, why (with its rule).
    pub fn check(&self, act: Act) -> Result<(), ShedError> {
        if self.table.game().result().is_some() {
            return Err(ShedError::new("S32", "the game is over"));
        }
        match self.due() {
            Some(p) if p == YOU => self.table.game().round().check(YOU, act),
            _ => Err(ShedError::new("S10", "it is not your turn")),
        }
    }

    /// Does the person's action; a refused one changes nothing.
    pub fn act(&mut self, act: Act) -> Result<(), ShedError> {
        self.check(act)?;
        self.table.act(YOU, act, None)?;
        self.revision += 1;
        Ok(())
    }

    /// Plays the move of the robot to act; `None` when no robot is to act.
    /// A robot's choice that the rules refuse (a robot's bug) is replaced by
    /// S59's fallback, so the game always goes on.
    pub fn robot_step(&mut self) -> Option<Action> {
        let seat = self.due().filter(|&p| p != YOU)?;
        let seen = Seen::new(self.table.game(), seat);
        let decision = self.robots.get_mut(seat).and_then(Option::as_mut).map(|r| r.decide(&seen));
        let legal = seen.legal();
        let (act, say) = match decision {
            Some(d) if legal.contains(&d.act) => (d.act, d.say),
            _ => (self.table.fallback()?, None),
        };
        self.table.act(seat, act, say.as_deref()).ok()?;
        let action = Action::new(seat, act);
        self.revision += 1;
        Some(action)
    }

    /// The cards the person may lay now (S9–S13; a jack counts once).
    pub fn playable(&self) -> Vec<Card> {
        if !self.your_turn() {
            return Vec::new();
        }
        tenace_shedding::cards::canonical(self.seen().playable()).collect()
    }

    /// The suits the person may name with `jack` now (S15), in S H D C order;
    /// empty when the card cannot be laid or is not a jack.
    pub fn jack_suits(&self, jack: Card) -> Vec<Suit> {
        if !self.your_turn() {
            return Vec::new();
        }
        self.seen()
            .legal()
            .into_iter()
            .filter_map(|a| match a {
                Act::Play { card, suit: Some(s) } if card == jack => Some(s),
                _ => None,
            })
            .collect()
    }

    /// The action of a click on `card`: a plain play, or `None` when the
    /// card is a jack that needs a suit named (then [`Play::jack_suits`]).
    pub fn play_of(&self, card: Card) -> Result<Option<Act>, ShedError> {
        let suits = self.jack_suits(card);
        if !suits.is_empty() {
            return Ok(None);
        }
        let act = Act::play(card);
        self.check(act)?;
        Ok(Some(act))
    }

    pub fn may_draw(&self) -> bool {
        self.your_turn() && self.check(Act::Draw).is_ok()
    }

    pub fn may_end(&self) -> bool {
        self.your_turn() && self.check(Act::End).is_ok()
    }

    pub fn may_bridge(&self) -> bool {
        self.your_turn() && self.check(Act::Bridge).is_ok()
    }

    /// The game record of Appendix A (one JSON line).
    pub fn record(&self) -> String {
        self.table.record_json()
    }
}

#[cfg(test)]
mod tests;
