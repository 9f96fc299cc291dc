//! A game at a table: the [`Game`] with its seat names and robots, the
//! robots' remarks (S56), and the faults of the JavaScript bot API
//! (S58–S60). `tenace shed play` and the bot arena's Web Workers both run
//! games through it, and it writes the game record (Appendix A).

use crate::cards::{self, canonical, code};
use crate::error::ShedError;
use crate::game::{Act, Action, Game, Setup};
use crate::view::{self, ActJson, Say, Seen};
use serde::Serialize;
use serde_json::Value;
use tenace_core::{ByPlayer, Player, Rules};

/// Where a game stands in a run or tournament (A.1).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Meta {
    /// The game's index in the run, from 0.
    pub game: usize,
    /// `None` for a game dealt by hand.
    pub tournament_seed: Option<u64>,
    pub deal_set: usize,
    pub table: usize,
    pub rotation: usize,
}

/// The kinds of fault of S58, S60 and S61.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FaultKind {
    /// `decide` threw.
    Exception,
    /// `decide` returned a Promise that was rejected.
    Rejected,
    /// An action the rules do not allow now.
    Illegal,
    /// A value that is not an action.
    NotAnAction,
    /// A call took longer than its limit (S61).
    Timeout,
    /// The bot used up its time for the game (S61): benched.
    Budget,
    /// The module failed to load (S47, S60): benched.
    Load,
    /// `onGameStart` faulted (S60): benched.
    GameStart,
    /// `onRoundEnd` faulted.
    RoundEnd,
}

impl FaultKind {
    pub fn by_name(name: &str) -> Option<FaultKind> {
        Some(match name {
            "exception" => FaultKind::Exception,
            "rejected" => FaultKind::Rejected,
            "illegal" => FaultKind::Illegal,
            "not_an_action" => FaultKind::NotAnAction,
            "timeout" => FaultKind::Timeout,
            "budget" => FaultKind::Budget,
            "load" => FaultKind::Load,
            "game_start" => FaultKind::GameStart,
            "round_end" => FaultKind::RoundEnd,
            _ => return None,
        })
    }

    /// Faults that bench the bot at once (S60, S61).
    fn benches(self) -> bool {
        matches!(self, FaultKind::Budget | FaultKind::Load | FaultKind::GameStart)
    }
}

/// One fault, as the results and the debug view show it (S59).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Fault {
    pub seat: u8,
    pub kind: FaultKind,
    pub round: u32,
    pub turn: u32,
    /// Where the game stood: round, turn, phase, top card, the bot's hand.
    pub digest: String,
    /// The bot's value or error text (at most 200 characters).
    pub detail: String,
    /// The rule the value broke, for an illegal action.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<&'static str>,
    /// The fallback action played instead (S59), if a decision was due.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fallback: Option<ActJson>,
}

/// A seat's figures for the game (S73).
#[derive(Clone, Debug, PartialEq, Default, Serialize)]
pub struct SeatStats {
    pub faults: u32,
    pub benched: bool,
    pub decisions: u32,
}

/// What a bot answered to `decide` (S58).
#[derive(Clone, Debug, PartialEq)]
pub enum Answer<'a> {
    /// The returned value as JSON text.
    Value(&'a str),
    /// The exception's text.
    Threw(&'a str),
    /// The rejection's text.
    Rejected(&'a str),
    /// The call took too long (S61).
    Timeout,
}

/// How an answer was taken.
#[derive(Clone, Debug, PartialEq)]
pub struct Taken {
    pub act: Act,
    pub fault: Option<Fault>,
    /// The bot is benched from now on.
    pub benched: bool,
}

/// A game with its names, robots, remarks and faults.
#[derive(Clone, Debug)]
pub struct Table {
    game: Game,
    names: ByPlayer<String>,
    bots: ByPlayer<String>,
    meta: Meta,
    says: Vec<Vec<Say>>,
    said: Option<(u32, u32)>,
    stats: ByPlayer<SeatStats>,
    faults: Vec<Fault>,
}

/// S56: a remark is at most 100 characters, on one line.
fn clean_remark(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).take(100).collect::<String>().trim().to_owned()
}

fn clip(text: &str, max: usize) -> String {
    let mut out: String = text.chars().take(max).collect();
    if text.chars().count() > max {
        out.push('…');
    }
    out
}

impl Table {
    /// A table for `setup` with distinct seat names and a robot id per seat.
    pub fn new(setup: Setup, names: Vec<String>, bots: Vec<String>, meta: Meta) -> Result<Table, ShedError> {
        let seating = setup.seating();
        let names = ByPlayer::from_vec(names)
            .filter(|v| v.seating() == seating)
            .ok_or_else(|| ShedError::new("A.1", "one name per seat"))?;
        let bots = ByPlayer::from_vec(bots)
            .filter(|v| v.seating() == seating)
            .ok_or_else(|| ShedError::new("A.1", "one robot per seat"))?;
        for (p, name) in names.iter() {
            if names.iter().any(|(q, other)| q < p && other == name) {
                return Err(ShedError::new("A.1", format!("the seat names must differ (“{}” twice)", clip(name, 40))));
            }
        }
        let game = Game::new(setup);
        Ok(Table {
            game,
            names,
            bots,
            meta,
            says: vec![Vec::new()],
            said: None,
            stats: ByPlayer::splat(seating, SeatStats::default()),
            faults: Vec::new(),
        })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn names(&self) -> &ByPlayer<String> {
        &self.names
    }

    pub fn bots(&self) -> &ByPlayer<String> {
        &self.bots
    }

    pub fn meta(&self) -> &Meta {
        &self.meta
    }

    pub fn stats(&self) -> &ByPlayer<SeatStats> {
        &self.stats
    }

    pub fn faults(&self) -> &[Fault] {
        &self.faults
    }

    /// The remarks of round `index` (from 0).
    pub fn says(&self, index: usize) -> &[Say] {
        self.says.get(index).map_or(&[], Vec::as_slice)
    }

    pub fn due(&self) -> Option<Player> {
        self.game.due()
    }

    pub fn seen(&self, seat: Player) -> Seen<'_> {
        Seen::new(&self.game, seat)
    }

    /// The state of S52 for `seat`'s bot; `debug` shows every hand (practice only).
    pub fn state_json(&self, seat: Player, debug: bool) -> String {
        let round = self.game.rounds().len() - 1;
        view::state_json(&self.game, seat, &self.names, self.says(round), debug)
    }

    /// The state of S52 for `seat`'s bot in two parts (see
    /// [`view::state_delta_json`]): the bot's worker holds the round's log
    /// up to event `from` of round `round`.
    pub fn state_delta_json(&self, seat: Player, debug: bool, round: u32, from: usize) -> String {
        let index = self.game.rounds().len() - 1;
        view::state_delta_json(&self.game, seat, &self.names, self.says(index), debug, round, from)
    }

    /// `onGameStart(info)` for `seat` (S55).
    pub fn game_start_json(&self, seat: Player) -> String {
        view::game_start_json(self.game.variant(), seat, &self.names)
    }

    /// Does an action for the player to act, with an optional remark;
    /// refuses an illegal one (and then changes nothing).
    pub fn act(&mut self, seat: Player, act: Act, say: Option<&str>) -> Result<(), ShedError> {
        self.act_counted(seat, act, say, true)
    }

    fn act_counted(&mut self, seat: Player, act: Act, say: Option<&str>, decided: bool) -> Result<(), ShedError> {
        let round_index = self.game.rounds().len() - 1;
        let before = self.game.round().events().len();
        let turn = (self.game.round().number(), self.game.round().turn_no());
        self.game.act(Action::new(seat, act))?;
        if let Some(stats) = self.stats.get_mut(seat).filter(|_| decided) {
            stats.decisions += 1;
        }
        if let Some(text) = say.map(clean_remark).filter(|t| !t.is_empty()) {
            if self.said != Some(turn) {
                self.said = Some(turn);
                if let Some(list) = self.says.get_mut(round_index) {
                    list.push(Say { before, seat, text });
                }
            }
        }
        while self.says.len() < self.game.rounds().len() {
            self.says.push(Vec::new());
        }
        Ok(())
    }

    /// S59: the first of `end`, `draw`, then the first play, that is legal.
    pub fn fallback(&self) -> Option<Act> {
        let legal = self.game.legal();
        [Act::End, Act::Draw]
            .into_iter()
            .find(|a| legal.contains(a))
            .or_else(|| legal.iter().find(|a| matches!(a, Act::Play { .. })).copied())
            .or_else(|| legal.first().copied())
    }

    pub fn is_benched(&self, seat: Player) -> bool {
        self.stats.get(seat).is_some_and(|s| s.benched)
    }

    fn digest(&self, seat: Player) -> String {
        let round = self.game.round();
        let hand: Vec<String> = canonical(round.hand(seat)).map(code).collect();
        format!(
            "round {} turn {} {} top {} suit {} hand {}",
            round.number(),
            round.turn_no(),
            round.turn().phase.word(),
            code(round.top()),
            cards::suit_code(round.suit()),
            if hand.is_empty() { "—".to_owned() } else { hand.join(" ") }
        )
    }

    /// Records a fault of `seat` outside a decision (a load failure, a slow
    /// `onRoundEnd`, the game budget); benches the bot as S60 and S61 say.
    pub fn fault(&mut self, seat: Player, kind: FaultKind, detail: &str) -> Option<Fault> {
        let stats = self.stats.get_mut(seat)?;
        stats.faults += 1;
        if kind.benches() || stats.faults >= 3 {
            stats.benched = true;
        }
        let fault = Fault {
            seat: seat.index() as u8,
            kind,
            round: self.game.round().number(),
            turn: self.game.round().turn_no(),
            digest: self.digest(seat),
            detail: clip(detail, 200),
            rule: None,
            fallback: None,
        };
        self.faults.push(fault.clone());
        Some(fault)
    }

    /// Takes a bot's answer to `decide` (S58–S60): a legal action is
    /// played; anything else is a fault, and the fallback action is played.
    pub fn answer(&mut self, seat: Player, answer: Answer<'_>) -> Result<Taken, ShedError> {
        if self.due() != Some(seat) {
            return Err(ShedError::new("S3", format!("{seat} is not to act")));
        }
        let legal = self.game.legal();
        let (kind, detail, rule) = match answer {
            Answer::Value(text) => match serde_json::from_str::<Value>(text) {
                Ok(Value::Object(mut map)) => {
                    let say = match map.remove("say") {
                        Some(Value::String(s)) => Some(s),
                        _ => None,
                    };
                    let chosen = legal.iter().find(|a| ActJson::of(**a).is(&map));
                    let given = Value::Object(map);
                    match chosen {
                        Some(act) => {
                            let act = *act;
                            self.act(seat, act, say.as_deref())?;
                            return Ok(Taken { act, fault: None, benched: false });
                        }
                        None => {
                            let why = serde_json::from_value::<Action>(with_seat(&given, seat))
                                .ok()
                                .and_then(|a| self.game.check(&a).err());
                            match why {
                                Some(e) => {
                                    (FaultKind::Illegal, format!("{}: {}", clip(text, 120), e.message), Some(e.rule))
                                }
                                None if given.get("do").is_some() => (
                                    FaultKind::Illegal,
                                    format!("{} is not one of the legal actions", clip(text, 120)),
                                    Some("S58"),
                                ),
                                None => (FaultKind::NotAnAction, clip(text, 200), Some("S56")),
                            }
                        }
                    }
                }
                _ => (FaultKind::NotAnAction, clip(text, 200), Some("S56")),
            },
            Answer::Threw(text) => (FaultKind::Exception, clip(text, 200), None),
            Answer::Rejected(text) => (FaultKind::Rejected, clip(text, 200), None),
            Answer::Timeout => (FaultKind::Timeout, "no answer within the time limit".to_owned(), Some("S61")),
        };
        let digest = self.digest(seat);
        let act = self.fallback().ok_or_else(|| ShedError::new("S59", "no legal action"))?;
        let stats = &mut self.stats[seat];
        stats.faults += 1;
        if stats.faults >= 3 {
            stats.benched = true;
        }
        let benched = stats.benched;
        let fault = Fault {
            seat: seat.index() as u8,
            kind,
            round: self.game.round().number(),
            turn: self.game.round().turn_no(),
            digest,
            detail,
            rule,
            fallback: Some(ActJson::of(act)),
        };
        self.faults.push(fault.clone());
        self.act(seat, act, None)?;
        Ok(Taken { act, fault: Some(fault), benched })
    }

    /// S57's `fast_forced`: when `seat` has exactly one legal action, plays
    /// it without asking the bot (not counted as its decision).
    pub fn play_forced(&mut self, seat: Player) -> Result<Option<Act>, ShedError> {
        if self.due() != Some(seat) {
            return Ok(None);
        }
        let legal = self.game.legal();
        if legal.len() != 1 {
            return Ok(None);
        }
        self.act_counted(seat, legal[0], None, false)?;
        Ok(Some(legal[0]))
    }

    /// Plays the fallback action for a benched bot (S60).
    pub fn play_benched(&mut self, seat: Player) -> Result<Act, ShedError> {
        let act = self.fallback().ok_or_else(|| ShedError::new("S59", "no legal action"))?;
        self.act_counted(seat, act, None, false)?;
        Ok(act)
    }

    /// The game record of Appendix A, one line of JSON.
    pub fn record_json(&self) -> String {
        crate::record::write(self)
    }

    /// The setup, for a replay.
    pub fn setup(&self) -> &Setup {
        self.game.setup()
    }
}

fn with_seat(value: &Value, seat: Player) -> Value {
    let mut v = value.clone();
    if let Value::Object(map) = &mut v {
        map.insert("seat".into(), Value::from(seat.index()));
    }
    v
}
