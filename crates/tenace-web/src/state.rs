//! The one reducer that owns the game: actions in, state out.
//!
//! Components never change the game themselves: they send a [`Msg`], and
//! [`Table::reduce`] asks the engine (`Game::apply`, `Game::undo`) what
//! happens. Every rule — whose turn it is, which calls and cards are legal,
//! the contract, the tricks, the score — is the engine's; this file only
//! decides who the user is, which seats the robots play, and what the session
//! remembers.
//!
//! The reducer is plain Rust with no browser in it, so it is unit-tested on
//! the host (`cargo test -p tenace-web`). Saving, robots and timers are done
//! by effects in the components, driven by [`Table::revision`].

use crate::analysis::{Analysis, DdEvent, Tag};
use crate::explain::{self, CallHint, CallMeaning, Explained, ReviewedCall};
use crate::i18n::{self, tr, trf, Lang};
use crate::labels::{call_label, card_label, contract_label};
use crate::matches::{Match, MatchSource, MatchSpec};
use crate::score::{self, RubberCode, Scored};
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use tenace_bridge::scoring::CodeName;
use tenace_bridge::{
    robot_to_act, Action, BoardNumber, Deal, Event, Game, GameRecord, Phase, Rules, Seat, Setup, Side, Trick, Viewer,
    Vulnerability,
};
use tenace_protocol::RobotJob;
use tenace_protocol::{AdviseAt, ExplainJob};
use tenace_robots::bidding::{self, System};
use tenace_robots::{Bidding, Decision, Request};
use yew::Reducible;

/// How the deals of a session add up.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoringMode {
    Duplicate,
    Rubber,
    /// Four-deal Chicago (the engine's `ChicagoSheet`): set vulnerability, partscores carried.
    Chicago,
}

/// How long robots think (visible pacing only; the work itself is instant).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Speed {
    Slow,
    Normal,
    Fast,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    pub fn name(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    pub fn from_name(name: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.name() == name)
    }

    /// Milliseconds a robot waits before acting.
    pub fn delay_ms(self, what: RobotPace) -> u32 {
        let (call, card, after_trick) = match self {
            Speed::Slow => (900, 900, 900),
            Speed::Normal => (450, 450, 650),
            Speed::Fast => (120, 120, 250),
            Speed::Instant => (0, 0, 0),
        };
        match what {
            RobotPace::Call => call,
            RobotPace::Card => card,
            RobotPace::LeadAfterTrick => card + after_trick,
        }
    }
}

pub use tenace_controllers::robot::{RobotPace, RobotTurn};

/// The player's choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The seat the user plays (South by default).
    pub seat: Seat,
    /// When the user's side wins the contract, the user declares it.
    pub always_declare: bool,
    pub speed: Speed,
    /// Robots may claim when the rest of the tricks are clearly theirs (off:
    /// every deal is played out card by card).
    #[serde(default = "yes")]
    pub robots_claim: bool,
    /// While the user plays, the double-dummy best cards of their hand are marked.
    #[serde(default)]
    pub hint: bool,
    /// The bidding system of the robots, the explanations, the hint and the
    /// review. Saved by its name ("sayc", "sayc-16-18"); a save without it,
    /// or with a name this version does not know, reads as SAYC.
    #[serde(default, with = "system_name")]
    pub system: System,
    /// The opponents' system when it is not ours (issue 17: a system per
    /// partnership); absent in older saves and when both sides play `system`.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "opt_system_name")]
    pub opponents_system: Option<System>,
    /// The language chosen in the settings; None: the browser's
    /// (`Table::browser_lang`). Saved by its code ("de"); an unknown code
    /// reads as None.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "lang_code")]
    pub lang: Option<Lang>,
    /// How long the robots think about each card (fast, normal, strong):
    /// the number of layouts they sample. Older saves read as normal.
    #[serde(default)]
    pub robot_level: tenace_robots::PlayLevel,
}

/// A language in the save: its code, or nothing.
mod lang_code {
    use serde::{Deserialize, Deserializer, Serializer};
    use tenace_i18n::Lang;

    pub fn serialize<S: Serializer>(lang: &Option<Lang>, s: S) -> Result<S::Ok, S::Error> {
        match lang {
            Some(l) => s.serialize_str(l.code()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
        let code = Option::<String>::deserialize(d)?;
        Ok(code.and_then(|c| Lang::ALL.into_iter().find(|l| l.code() == c)))
    }
}

/// A bidding system in the save: its name.
mod system_name {
    use serde::{Deserialize, Deserializer, Serializer};
    use tenace_robots::bidding::System;

    pub fn serialize<S: Serializer>(system: &System, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(system.id())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<System, D::Error> {
        let name = String::deserialize(d)?;
        Ok(System::by_name(&name).unwrap_or_default())
    }
}

/// The opponents' system in the save: its name, or nothing (the same as ours).
mod opt_system_name {
    use serde::{Deserialize, Deserializer, Serializer};
    use tenace_robots::bidding::System;

    pub fn serialize<S: Serializer>(system: &Option<System>, s: S) -> Result<S::Ok, S::Error> {
        match system {
            Some(sys) => s.serialize_str(sys.id()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<System>, D::Error> {
        let name = Option::<String>::deserialize(d)?;
        Ok(name.and_then(|n| System::by_name(&n).ok()))
    }
}

/// The systems the player can choose, in the settings' order.
pub const SYSTEMS: [System; 8] = System::ALL;

impl Settings {
    /// The two partnerships' systems: the user's side plays `system`, the
    /// opponents `opponents_system` (or the same).
    pub fn systems(&self) -> bidding::Systems {
        bidding::Systems::for_side(self.seat.side(), self.system, self.opponents_system.unwrap_or(self.system))
    }
}

fn yes() -> bool {
    true
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            seat: Seat::South,
            always_declare: false,
            speed: Speed::Normal,
            robots_claim: true,
            hint: false,
            system: System::SAYC,
            opponents_system: None,
            lang: None,
            robot_level: tenace_robots::PlayLevel::Normal,
        }
    }
}

/// Who made an action, and the robot's reason for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    pub robot: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The card-play robot's reason in a form that follows the page's
    /// language (absent for calls and in older saves: `reason` is shown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<tenace_robots::Reason>,
}

impl Note {
    /// The robot's reason in the page's language where it can be translated.
    pub fn reason_text(&self) -> Option<String> {
        self.why.as_ref().map(reason_in_language).or_else(|| self.reason.clone())
    }
}

/// A card-play reason in the page's language (German keeps the capital of
/// a reason set inside a sentence: its nouns are written so).
pub fn reason_in_language(why: &tenace_robots::Reason) -> String {
    // The engines write numbers in English ("9.4 tricks"): written the language's way here ("9,4").
    let mut why = why.clone();
    localize_numbers(&mut why, i18n::lang());
    let lower: &dyn Fn(&str) -> String = &crate::case::lower_first;
    why.render_in(&|t| i18n::template(t).to_owned(), (i18n::lang() != i18n::Lang::De).then_some(lower))
}

fn localize_numbers(why: &mut tenace_robots::Reason, lang: i18n::Lang) {
    for (_, arg) in &mut why.args {
        match arg {
            tenace_robots::reason::Arg::Word(text) => *text = tenace_i18n::localize_number(lang, text),
            tenace_robots::reason::Arg::Reason(inner) | tenace_robots::reason::Arg::Inner { inner } => {
                localize_numbers(inner, lang)
            }
        }
    }
}

/// Where a deal came from.
///
/// Saved as an object tagged by `"kind"` (`{"kind":"seed","seed":7,
/// "board":3}`); read through [`SavedSource`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", try_from = "SavedSource")]
pub enum Source {
    /// Board `board` of the deal set `seed` (`Deal::for_board`).
    Seed { seed: u64, board: u32 },
    /// Board `index` (0-based) of the loaded file.
    File { name: String, index: usize },
    /// A deal given in a link.
    Link,
}

/// Every field a [`Source`] is saved with, for reading: one flat record
/// rather than serde's reading of a tagged enum, which buffers the object
/// and instantiates every field's reader a second time over that buffer.
/// The same format, read as leniently (unknown fields are ignored), with a
/// message naming the field a kind lacks, and much less code in the page
/// (the tagged enums the page reads — this one, [`crate::matches::MatchSource`],
/// [`crate::matches::OtherTable`] and [`crate::matches::MatchCommand`] — are
/// all read this way).
#[derive(Deserialize)]
pub struct SavedSource {
    kind: String,
    seed: Option<u64>,
    board: Option<u32>,
    name: Option<String>,
    index: Option<usize>,
}

impl TryFrom<SavedSource> for Source {
    type Error = String;
    fn try_from(s: SavedSource) -> Result<Source, String> {
        let need = |field: &str| format!("a “{}” source needs its “{field}”", s.kind);
        match s.kind.as_str() {
            "seed" => Ok(Source::Seed {
                seed: s.seed.ok_or_else(|| need("seed"))?,
                board: s.board.ok_or_else(|| need("board"))?,
            }),
            "file" => Ok(Source::File {
                name: s.name.ok_or_else(|| need("name"))?,
                index: s.index.ok_or_else(|| need("index"))?,
            }),
            "link" => Ok(Source::Link),
            kind => Err(format!("unknown source “{kind}” (seed, file, link)")),
        }
    }
}

/// One board of a loaded PBN or LIN file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileBoard {
    pub title: String,
    pub setup: Setup,
}

/// A loaded file's boards, ready to be played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoadedFile {
    pub name: String,
    pub boards: Vec<FileBoard>,
}

/// A deal of the session that is over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    pub scored: Scored,
    pub source: Source,
}

/// The deal on the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Current {
    pub game: Game,
    /// One note per action of the game's log.
    pub notes: Vec<Note>,
    pub source: Source,
}

/// Everything played since the session started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    pub mode: ScoringMode,
    /// The rubber-form code a rubber session is scored under (modern rubber,
    /// 1932 Laws, Kontrakt …); only read when `mode` is `Rubber`.
    pub code: RubberCode,
    /// The deal set that "Next deal" continues.
    pub seed: u64,
    /// The board of `seed` that "Next deal" deals.
    pub next_board: u32,
    pub history: Vec<Finished>,
    pub file: Option<LoadedFile>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoticeKind {
    Info,
    Error,
}

/// A message for the player, shown until dismissed or replaced.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    pub kind: NoticeKind,
    pub text: String,
}

impl Notice {
    pub fn info(text: impl Into<String>) -> Notice {
        Notice { kind: NoticeKind::Info, text: text.into() }
    }

    pub fn error(text: impl Into<String>) -> Notice {
        Notice { kind: NoticeKind::Error, text: text.into() }
    }
}

/// Which dialog is open.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dialog {
    None,
    Claim,
    Share,
    Load,
    Settings,
}

/// The part of the app on screen: the table, the course, the Laws tutor
/// or the match. Not saved: a reload opens the table (where the game is).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum View {
    #[default]
    Play,
    Learn,
    Laws,
    Match,
    /// The Preferans table (its own module).
    Preferans,
    /// The shedding game "Bridge" against the robots (its own module).
    Shed,
}

impl View {
    pub const ALL: [View; 6] = [View::Play, View::Learn, View::Laws, View::Match, View::Preferans, View::Shed];

    /// The name used in `data-view` attributes and tests.
    pub fn name(self) -> &'static str {
        match self {
            View::Play => "play",
            View::Learn => "learn",
            View::Laws => "laws",
            View::Match => "match",
            View::Preferans => "preferans",
            View::Shed => "shed",
        }
    }
}

/// The whole app state.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// The part of the app on screen.
    pub view: View,
    pub settings: Settings,
    pub session: Session,
    pub current: Current,
    /// Bumped on every change that matters to robots or the save; effects
    /// key on it, and a robot's answer for an older revision is dropped.
    pub revision: u64,
    pub notice: Option<Notice>,
    /// Polite announcement for screen readers (what just happened).
    pub announcement: String,
    /// Showing the previous trick in the centre instead of the current one.
    pub show_last_trick: bool,
    /// The call whose meaning the player tapped in the auction (index into the auction).
    pub explained: Option<usize>,
    pub dialog: Dialog,
    /// Double-dummy table, par, review and hints of the deal on the table (not saved: recomputed).
    pub analysis: Analysis,
    /// The user asked for the system's call at this revision; the hint goes
    /// away with the next change (their call, an undo, new settings).
    pub call_hint_at: Option<u64>,
    /// The language the browser prefers (`navigator.languages`, negotiated),
    /// used unless the settings choose one. Not saved.
    pub browser_lang: Lang,
    /// The match being played against the robot field, if any (saved under its own key).
    pub match_play: Option<Match>,
    /// Bumped on every change of the match (the match's autosave keys on
    /// it; `revision` is not bumped, so robots at the table are not disturbed).
    pub match_revision: u64,
    /// Bumped when another language's words arrive (`crate::words`): what
    /// was worded before is worded again.
    pub words: u32,
    /// The bidding engine's last answer from the worker (call meanings, the
    /// hint, the review: `explain_job`). Not saved: asked again.
    pub explanations: Option<Rc<Explained>>,
}

/// Everything the reducer can be asked to do.
#[derive(Clone, Debug)]
pub enum Msg {
    /// The user calls, plays, claims or answers a claim.
    User(Action),
    /// A robot's answer to the request made at `revision`.
    Robot {
        revision: u64,
        outcome: Result<Decision, String>,
    },
    /// Take back the user's last action and the robots' actions after it.
    Undo,
    /// Score the finished deal and deal the next one.
    NextDeal,
    /// Play a given deal now (from a link).
    Start {
        setup: Setup,
        source: Source,
        notice: Option<Notice>,
    },
    /// A file was read: keep its boards and offer them.
    FileLoaded {
        file: LoadedFile,
        problems: Vec<String>,
    },
    /// Play board `index` of the loaded file.
    PlayFileBoard(usize),
    Settings(Settings),
    /// Start a new session (clears the score) in a scoring mode.
    NewSession(ScoringMode),
    ToggleLastTrick,
    /// Show (or hide) the meaning of call `index` of the auction below the grid.
    Explain(Option<usize>),
    Open(Dialog),
    /// Show another part of the app (the game on the table stays as it is).
    Show(View),
    Notify(Notice),
    Dismiss,
    /// A message from the double-dummy worker about what `tag` names.
    Dd {
        tag: Tag,
        event: DdEvent,
    },
    /// The player cancelled the solve (the worker was stopped).
    DdCancel,
    /// Solve again after a cancel or a failure.
    DdRetry,
    /// Look at card `index` of the play in the review.
    ReviewStep(usize),
    /// Show (or hide) the system's call for the user's turn in the auction.
    CallHint,
    /// The worker's answer to an `explain_job` (kept only if it is still the one wanted).
    Explained(Rc<Explained>),
    /// Start a match against the robot field (a new duplicate session).
    StartMatch(MatchSpec),
    /// The background worker finished (or failed) other table `table` of board `board`.
    FieldDone {
        match_id: u64,
        board: usize,
        table: usize,
        outcome: Result<GameRecord, String>,
    },
    /// Put the match's current board back on the table.
    ResumeMatch,
    /// Play the other tables that failed again.
    RetryField,
    /// Leave the match (its results are dropped).
    LeaveMatch,
    /// The words of a language the page switched to have arrived.
    WordsArrived,
    /// Start a new rubber session scored under a rubber-form code.
    NewRubber(RubberCode),
}

impl Table {
    /// A fresh session: board 1 of the deal set `seed`.
    pub fn new(seed: u64, settings: Settings, mode: ScoringMode) -> Table {
        let session = Session { mode, code: RubberCode::MODERN, seed, next_board: 1, history: Vec::new(), file: None };
        let board = BoardNumber::FIRST;
        let setup = Setup::board(board, Deal::for_board(seed, board));
        let current = Current { game: Game::new(setup), notes: Vec::new(), source: Source::Link };
        let mut table = Table::restored(settings, session, current);
        let (setup, source) = table.next_deal_setup();
        table.begin(setup, source);
        table
    }

    /// Rebuilds a table from saved parts (already validated).
    pub fn restored(settings: Settings, session: Session, current: Current) -> Table {
        Table {
            view: View::Play,
            settings,
            session,
            current,
            revision: 1,
            notice: None,
            announcement: String::new(),
            show_last_trick: false,
            explained: None,
            dialog: Dialog::None,
            analysis: Analysis::new(1),
            call_hint_at: None,
            browser_lang: Lang::En,
            match_play: None,
            match_revision: 0,
            words: 0,
            explanations: None,
        }
    }

    /// The language of the page: the settings' choice, else the browser's.
    pub fn lang(&self) -> Lang {
        self.settings.lang.unwrap_or(self.browser_lang)
    }

    /// Takes the browser's preferred languages (BCP 47 tags, best first).
    pub fn set_browser_languages<'a>(&mut self, tags: impl IntoIterator<Item = &'a str>) {
        self.browser_lang = Lang::negotiate(tags);
    }

    pub fn game(&self) -> &Game {
        &self.current.game
    }

    /// The seat the user plays now: their chosen seat, or declarer when
    /// "always declare" is on and their side won the contract.
    pub fn user_seat(&self) -> Seat {
        let base = self.settings.seat;
        match (self.settings.always_declare, self.game().contract()) {
            (true, Some(c)) if c.declarer.side() == base.side() => c.declarer,
            _ => base,
        }
    }

    /// Does the user choose for `hand` (their own, or dummy's as declarer)?
    pub fn user_controls(&self, hand: Seat) -> bool {
        self.game().controller(hand) == self.user_seat()
    }

    /// Is the game waiting for the user? (The engine's players to act.)
    pub fn user_to_act(&self) -> bool {
        Rules::to_act(self.game().state()).contains(&self.user_seat())
    }

    /// Hands whose cards the user may see now: what the engine shows the
    /// seat they play, and the seat they chose (their own hand when they
    /// declare from partner's seat).
    pub fn visible(&self, seat: Seat) -> bool {
        let game = self.game();
        [self.user_seat(), self.settings.seat].into_iter().any(|viewer| game.can_see(Viewer::Seat(viewer), seat))
    }

    /// The robot that must act now, if any (the engine's robot turn: a
    /// player the game waits for who is not the user).
    pub fn robot_turn(&self) -> Option<RobotTurn> {
        let game = self.game();
        let user = self.user_seat();
        let seat = robot_to_act(game.state(), |s| s == user)?;
        let pace = match (game.phase(), game.cardplay()) {
            (Phase::Play, Some(p)) if p.between_tricks() => RobotPace::LeadAfterTrick,
            (Phase::Play, _) => RobotPace::Card,
            _ => RobotPace::Call,
        };
        let may_claim = self.settings.robots_claim && !matches!(game.log().last(), Some(Action::RejectClaim { .. }));
        Some(RobotTurn {
            job: RobotJob {
                request: Request { game: game.record(), seat, bidding: self.bidding() },
                may_claim,
                play: tenace_robots::PlaySettings::at(self.settings.robot_level),
            },
            revision: self.revision,
            pace,
        })
    }

    /// How the robots bid this deal: the chosen system, and at rubber the
    /// trick points each side has below the line in the current game (the
    /// sheet of the deals before this one). Zero at duplicate.
    pub fn bidding(&self) -> Bidding {
        let score = match self.session.mode {
            ScoringMode::Duplicate => bidding::ScoreState::default(),
            ScoringMode::Rubber => {
                bidding::ScoreState { below_line: score::below_line(&self.history_scored(), self.session.code) }
            }
            ScoringMode::Chicago => {
                bidding::ScoreState { below_line: score::chicago_below_line(&self.history_scored()) }
            }
        };
        Bidding::sides(self.settings.systems(), score)
    }

    /// The board facts the bidding engine needs besides the calls.
    fn bidding_table(&self) -> bidding::Table {
        bidding::Table { vulnerability: self.game().setup().vulnerability, score: self.bidding().score }
    }

    /// What the bidding engine (in the worker) must be asked for what the
    /// page shows now: the meanings of the calls so far, the system's call
    /// for the user's hand once they asked for the hint, and after the deal
    /// the system's call at each of the user's calls. None when there is
    /// nothing to ask (the view asks once per different job).
    pub fn explain_job(&self) -> Option<ExplainJob> {
        let auction = self.game().auction();
        let deal = self.game().deal();
        let mut advise = Vec::new();
        if self.call_hint_at == Some(self.revision) && self.call_hint_available() {
            if let Some(seat) = auction.to_act() {
                advise.push(AdviseAt { calls: auction.calls().len(), hand: deal.hand(seat) });
            }
        }
        if self.game().phase() == Phase::Finished {
            advise.extend(self.users_calls().into_iter().map(|(i, seat)| AdviseAt { calls: i, hand: deal.hand(seat) }));
        }
        if auction.calls().is_empty() && advise.is_empty() {
            return None;
        }
        Some(ExplainJob {
            systems: self.settings.systems(),
            auction: auction.clone(),
            table: self.bidding_table(),
            advise,
        })
    }

    /// The job's answer when it is the one wanted now.
    fn explanations_now(&self) -> Option<&Explained> {
        let known = self.explanations.as_deref()?;
        (self.explain_job().as_ref() == Some(&known.job)).then_some(known)
    }

    /// What every call so far means under the chosen system (with the
    /// robots' own reasons for their calls), as far as the worker has
    /// answered (the last answer keeps serving the calls it shares with the
    /// auction now, so the grid does not flicker while the next is asked).
    pub fn call_meanings(&self) -> Vec<CallMeaning> {
        let Some(known) = self.explanations.as_deref() else { return Vec::new() };
        if known.job.systems != self.settings.systems() || known.job.table != self.bidding_table() {
            return Vec::new();
        }
        let reasons: Vec<Option<String>> = self
            .game()
            .auction()
            .calls()
            .iter()
            .enumerate()
            .map(|(i, _)| self.current.notes.get(i).filter(|n| n.robot).and_then(|n| n.reason.clone()))
            .collect();
        explain::meanings(known, self.game().auction(), &reasons)
    }

    /// Can the user ask for the system's call now?
    pub fn call_hint_available(&self) -> bool {
        self.game().phase() == Phase::Auction && self.user_to_act()
    }

    /// The system's call for the user's hand, once they asked for it (and
    /// until anything changes), when the worker has answered.
    pub fn call_hint(&self) -> Option<CallHint> {
        if self.call_hint_at != Some(self.revision) || !self.call_hint_available() {
            return None;
        }
        let seat = self.game().to_act()?;
        let known = self.explanations_now()?;
        // The hint is the job's first question (asked only during the auction).
        Some(explain::hint(seat, known.reply.advice.first()?))
    }

    /// The user's calls (index and seat): those the notes say the user made
    /// (the seat they chose when a note is missing).
    fn users_calls(&self) -> Vec<(usize, Seat)> {
        let (notes, chosen) = (&self.current.notes, self.settings.seat);
        self.game()
            .auction()
            .calls_by_seat()
            .enumerate()
            .filter(|&(i, (seat, _))| notes.get(i).map(|n| !n.robot).unwrap_or(seat == chosen))
            .map(|(i, (seat, _))| (i, seat))
            .collect()
    }

    /// After the deal: each of the user's calls next to the system's call
    /// with the same hand at that point (when the worker has answered).
    pub fn auction_review(&self) -> Vec<ReviewedCall> {
        if self.game().phase() != Phase::Finished {
            return Vec::new();
        }
        let Some(known) = self.explanations_now() else { return Vec::new() };
        explain::review(self.game().auction(), &self.users_calls(), &known.reply.meanings, &known.reply.advice)
    }

    /// The finished deals of the session, plus the deal on the table once it is over.
    pub fn scored_deals(&self) -> Vec<Scored> {
        let mut deals: Vec<Scored> = self.session.history.iter().map(|f| f.scored.clone()).collect();
        if let Some(result) = self.game().result() {
            deals.push(Scored { record: self.game().record(), result });
        }
        deals
    }

    fn history_scored(&self) -> Vec<Scored> {
        self.session.history.iter().map(|f| f.scored.clone()).collect()
    }

    /// The board and source "Next deal" would deal.
    pub fn next_deal_setup(&self) -> (Setup, Source) {
        if let Source::File { name, index } = &self.current.source {
            if let Some(file) = self.session.file.as_ref().filter(|f| &f.name == name) {
                if let Some(board) = file.boards.get(index + 1) {
                    return (board.setup.clone(), Source::File { name: name.clone(), index: index + 1 });
                }
            }
        }
        let number = BoardNumber::new(self.session.next_board).unwrap_or(BoardNumber::FIRST);
        let setup = Setup::board(number, Deal::for_board(self.session.seed, number));
        (setup, Source::Seed { seed: self.session.seed, board: number.get() })
    }

    /// Vulnerability on the next deal under the session's scoring (and at
    /// Chicago the dealer: the round's rotation, a pass-out redealt by the same player).
    fn session_setup(&self, setup: &mut Setup) {
        match self.session.mode {
            ScoringMode::Duplicate => {}
            ScoringMode::Rubber => {
                setup.vulnerability = score::rubber_vulnerability(&self.history_scored(), self.session.code)
            }
            ScoringMode::Chicago => {
                (setup.dealer, setup.vulnerability) = score::chicago_next(&self.history_scored(), setup.dealer)
            }
        }
    }

    /// Puts a new deal on the table (the current one must already be filed).
    fn begin(&mut self, mut setup: Setup, source: Source) {
        self.session_setup(&mut setup);
        if let Source::Seed { seed, board } = source {
            self.session.seed = seed;
            self.session.next_board = board.saturating_add(1);
        }
        self.current = Current { game: Game::new(setup), notes: Vec::new(), source };
        self.show_last_trick = false;
        self.explained = None;
        self.revision += 1;
        self.analysis = Analysis::new(self.revision);
        let game = self.game();
        let board =
            game.setup().board.map(|b| trf("announce.board", &[("n", &b.to_string())]) + " ").unwrap_or_default();
        let deals = trf(
            "announce.deals",
            &[("seat", i18n::seat(game.setup().dealer)), ("vul", vulnerability_words(game.setup().vulnerability))],
        );
        self.announcement =
            format!("{board}{deals} {}", if self.user_to_act() { tr("announce.your.call") } else { "" });
    }

    /// Files the finished deal into the history; an unfinished one is dropped
    /// (and said so).
    /// Clears the score and starts a session in `mode`; a rubber is scored
    /// under `code` (the other modes keep modern rubber as the code to
    /// come back to).
    fn new_session(&mut self, mode: ScoringMode, code: RubberCode) {
        let dropped = self.file_current();
        self.session.history.clear();
        self.session.mode = mode;
        // Through `new`: a code that is not a rubber form becomes modern rubber.
        self.session.code = RubberCode::new(code.name).counting_below_line(code.below_line_in_total);
        let (setup, source) = self.next_deal_setup();
        self.begin(setup, source);
        let started = match mode {
            ScoringMode::Duplicate => tr("notice.new.duplicate").to_owned(),
            ScoringMode::Rubber if self.session.code.name == CodeName::Rubber => tr("notice.new.rubber").to_owned(),
            ScoringMode::Rubber => trf("codes.notice.new", &[("code", score::code_name(self.session.code.name))]),
            ScoringMode::Chicago => tr("notice.new.chicago").to_owned(),
        };
        self.notice =
            Some(Notice::info(format!("{started}{}", dropped.map(|n| format!(" {}", n.text)).unwrap_or_default())));
        self.dialog = Dialog::None;
    }

    fn file_current(&mut self) -> Option<Notice> {
        let game = self.game().clone();
        match game.result() {
            Some(result) => {
                self.session.history.push(Finished {
                    scored: Scored { record: game.record(), result },
                    source: self.current.source.clone(),
                });
                None
            }
            None if game.log().is_empty() => None,
            None => Some(Notice::info(match game.setup().board {
                Some(b) => trf("notice.unscored.board", &[("n", &b.to_string())]),
                None => tr("notice.unscored").to_owned(),
            })),
        }
    }

    /// Applies an action and records who made it.
    fn apply(&mut self, action: Action, note: Note) -> Result<Vec<Event>, String> {
        let events = self.current.game.apply(action).map_err(|e| capitalise(&crate::labels::rule_error(&e)))?;
        self.current.notes.push(note);
        self.revision += 1;
        self.show_last_trick = false;
        self.announcement = self.narrate(&events);
        Ok(events)
    }

    fn narrate(&self, events: &[Event]) -> String {
        let mut parts = Vec::new();
        for event in events {
            match event {
                Event::Called { seat, call } => {
                    parts.push(trf("announce.called", &[("seat", i18n::seat(*seat)), ("call", &call_label(*call))]))
                }
                Event::AuctionEnded { contract: Some(c) } => {
                    parts.push(trf("announce.contract", &[("contract", &contract_label(c))]))
                }
                Event::AuctionEnded { contract: None } => parts.push(tr("announce.passed.out").to_owned()),
                Event::Played { seat, card } => {
                    parts.push(trf("announce.played", &[("seat", i18n::seat(*seat)), ("card", &card_label(*card))]))
                }
                Event::DummyFaced { dummy } => parts.push(trf("announce.dummy", &[("seat", i18n::seat(*dummy))])),
                Event::TrickWon { winner, number } => {
                    parts.push(trf("announce.trick.won", &[("seat", i18n::seat(*winner)), ("n", &number.to_string())]))
                }
                Event::Claimed { seat, tricks } => {
                    parts.push(trf("announce.claimed", &[("seat", i18n::seat(*seat)), ("n", &tricks.to_string())]))
                }
                Event::ClaimAccepted { seat } => {
                    parts.push(trf("announce.claim.accepted", &[("seat", i18n::seat(*seat))]))
                }
                Event::ClaimRejected { seat } => {
                    parts.push(trf("announce.claim.rejected", &[("seat", i18n::seat(*seat))]))
                }
                Event::DealOver { .. } => parts.push(tr("announce.deal.over").to_owned()),
                // This table has no director (the Laws tutor's events).
                Event::DirectorCalled { .. } | Event::Ruled { .. } | Event::Rectified { .. } => {}
            }
        }
        if self.user_to_act() {
            parts.push(
                match self.game().phase() {
                    Phase::Auction => tr("announce.your.call"),
                    Phase::Play => tr("announce.your.play"),
                    Phase::Claim => tr("announce.your.claim"),
                    Phase::Ruling | Phase::Finished => "",
                }
                .to_owned(),
            );
        }
        parts.join(" ")
    }

    /// Is the user allowed to make this action (as opposed to a robot's seat)?
    fn users_action(&self, action: &Action) -> bool {
        let user = self.user_seat();
        match *action {
            Action::Call { seat, .. } => seat == user,
            Action::Play { seat, .. } => self.user_controls(seat),
            Action::Claim { seat, .. } | Action::AcceptClaim { seat } | Action::RejectClaim { seat } => seat == user,
            // Irregular actions and rulings (with tenace-bridge's director
            // feature) belong to the Laws tutor, not to this table.
            _ => false,
        }
    }

    fn undo(&mut self) -> Result<(), String> {
        let Some(last_user) = self.current.notes.iter().rposition(|n| !n.robot) else {
            return Err("There is nothing of yours to undo in this deal.".to_owned());
        };
        let mut game = self.current.game.clone();
        while game.log().len() > last_user {
            if game.undo().is_none() {
                return Err("The deal could not be taken back.".to_owned());
            }
        }
        self.current.game = game;
        self.current.notes.truncate(last_user);
        self.revision += 1;
        self.analysis.play_changed(self.revision);
        self.show_last_trick = false;
        self.explained = None;
        self.announcement = format!("{} {}", tr("announce.taken.back"), self.narrate(&[]));
        Ok(())
    }

    /// The last completed trick, for review.
    pub fn last_trick(&self) -> Option<&Trick> {
        self.game().tricks().last()
    }

    /// Starts a match: its boards from the seed or the loaded file, a new
    /// duplicate session (a match is scored board by board, never at
    /// rubber), and its first board on the table.
    fn start_match(&mut self, spec: &MatchSpec) {
        let setups = match &spec.source {
            MatchSource::Seed { seed } => Match::seeded_setups(*seed, spec.boards),
            MatchSource::File { name } => match self.session.file.as_ref().filter(|f| &f.name == name) {
                Some(file) => file.boards.iter().map(|b| b.setup.clone()).collect(),
                None => Vec::new(),
            },
        };
        // At the other table our team's robots sit the other way round, each
        // partnership keeping its system.
        let (s, theirs) = (&self.settings, self.settings.opponents_system.unwrap_or(self.settings.system));
        let systems = bidding::Systems::for_side(s.seat.side().opponents(), s.system, theirs);
        let ours = tenace_match::RobotSettings {
            system: systems.north_south.id().to_owned(),
            east_west: systems.is_mixed().then(|| systems.east_west.id().to_owned()),
            play: match self.settings.robot_level {
                tenace_robots::PlayLevel::Fast => "fast",
                tenace_robots::PlayLevel::Normal => "normal",
                tenace_robots::PlayLevel::Strong => "strong",
            }
            .to_owned(),
        };
        let id = self.match_play.as_ref().map_or(0, |m| m.id).max(self.revision) + 1;
        match Match::new(id, spec, setups, self.settings.seat.side(), &ours) {
            Ok(m) => {
                let first = m.boards[0].setup.clone();
                let source = m.board_source(0);
                let count = m.boards.len();
                let dropped = self.file_current();
                self.session.history.clear();
                self.session.mode = ScoringMode::Duplicate;
                self.match_play = Some(m);
                self.match_revision += 1;
                self.begin(first, source);
                let started = trf(
                    match spec.kind {
                        crate::matches::MatchKind::Teams => "match.notice.started.teams",
                        crate::matches::MatchKind::Pairs => "match.notice.started.pairs",
                    },
                    &[("n", &count.to_string()), ("k", &spec.tables.to_string())],
                );
                self.notice = Some(Notice::info(format!(
                    "{started}{}",
                    dropped.map(|n| format!(" {}", n.text)).unwrap_or_default()
                )));
                self.view = View::Play;
                self.dialog = Dialog::None;
            }
            Err(_) => self.notice = Some(Notice::error(tr("match.notice.no.boards"))),
        }
    }

    /// After the match's current board: the next one to play, if the match goes on.
    fn next_match_board(&mut self) -> Option<(Setup, Source)> {
        let m = self.match_play.as_mut()?;
        let played = m.boards.get(m.current).is_some_and(|b| b.ours.as_ref() == Some(&self.current.game.record()));
        if !played {
            return None;
        }
        let setup = m.advance()?;
        let source = m.board_source(m.current);
        self.match_revision += 1;
        Some((setup, source))
    }

    /// "Match board 3 of 8" while the match's current board is on the table.
    pub fn match_position(&self) -> Option<(usize, usize)> {
        let m = self.match_play.as_ref()?;
        m.boards.get(m.current).filter(|b| &b.setup == self.game().setup()).map(|_| (m.current + 1, m.boards.len()))
    }

    /// Side names from the user's point of view.
    pub fn we(&self) -> Side {
        self.settings.seat.side()
    }
}

fn capitalise(text: &str) -> String {
    crate::case::upper_first(text)
}

pub fn vulnerability_words(v: Vulnerability) -> &'static str {
    tr(match v {
        Vulnerability::None => "vul.none",
        Vulnerability::NorthSouth => "vul.ns",
        Vulnerability::EastWest => "vul.ew",
        Vulnerability::Both => "vul.both",
    })
}

impl Reducible for Table {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        // Announcements and notices are written in the page's language.
        i18n::set(self.lang());
        let mut next = (*self).clone();
        match msg {
            Msg::User(action) => {
                if !next.users_action(&action) {
                    next.notice = Some(Notice::error(tr("notice.robot.seat")));
                } else {
                    let claim = matches!(action, Action::Claim { .. });
                    match next.apply(action, Note { robot: false, reason: None, why: None }) {
                        Ok(_) => {
                            next.notice = None;
                            next.explained = None;
                            if claim {
                                next.dialog = Dialog::None;
                            }
                        }
                        Err(e) => next.notice = Some(Notice::error(e)),
                    }
                }
            }
            Msg::Robot { revision, outcome } => {
                if revision != next.revision {
                    // Answer to a question about an earlier state (undo, new deal): ignore.
                    return self;
                }
                match outcome {
                    Ok(decision) => {
                        if next.users_action(&decision.action) {
                            return self;
                        }
                        let note =
                            Note { robot: true, reason: Some(decision.reason.clone()), why: decision.why.clone() };
                        let reason = note.reason_text().unwrap_or_default();
                        match next.apply(decision.action, note) {
                            Ok(events) => {
                                if let Some(Event::ClaimRejected { seat }) =
                                    events.iter().find(|e| matches!(e, Event::ClaimRejected { .. }))
                                {
                                    next.notice = Some(Notice::info(format!(
                                        "{} {}",
                                        trf("notice.claim.rejected", &[("seat", i18n::seat(*seat))]),
                                        reason
                                    )));
                                }
                            }
                            Err(e) => {
                                next.notice =
                                    Some(Notice::error(trf("notice.robot.illegal", &[("error", &e.to_string())])))
                            }
                        }
                    }
                    Err(e) => next.notice = Some(Notice::error(trf("notice.robot.failed", &[("error", &e)]))),
                }
            }
            Msg::Undo => match next.undo() {
                Ok(()) => next.notice = None,
                Err(e) => next.notice = Some(Notice::info(e)),
            },
            Msg::NextDeal => {
                if next.game().phase() != Phase::Finished {
                    next.notice = Some(Notice::info(tr("notice.finish.first")));
                } else if let Some((setup, source)) = next.next_match_board() {
                    next.notice = next.file_current();
                    next.begin(setup, source);
                } else if next.match_play.as_ref().is_some_and(|m| {
                    m.is_over() && m.boards.last().and_then(|b| b.ours.as_ref()) == Some(&next.current.game.record())
                }) {
                    // The match's last board: the match is over, the session goes on with the next deal.
                    let (setup, source) = next.next_deal_setup();
                    let dropped = next.file_current();
                    next.begin(setup, source);
                    next.notice = Some(Notice::info(format!(
                        "{}{}",
                        tr("match.notice.over"),
                        dropped.map(|n| format!(" {}", n.text)).unwrap_or_default()
                    )));
                } else {
                    let (setup, source) = next.next_deal_setup();
                    next.notice = next.file_current();
                    next.begin(setup, source);
                }
            }
            Msg::Start { setup, source, notice } => {
                let dropped = next.file_current();
                next.begin(setup, source);
                next.notice = match (notice, dropped) {
                    (Some(a), Some(b)) => Some(Notice { kind: a.kind, text: format!("{} {}", a.text, b.text) }),
                    (a, b) => a.or(b),
                };
                next.dialog = Dialog::None;
            }
            Msg::FileLoaded { file, problems } => {
                let count = file.boards.len();
                let mut text = if count == 1 {
                    trf("notice.file.one", &[("file", &file.name)])
                } else {
                    trf("notice.file.boards", &[("file", &file.name), ("n", &count.to_string())])
                };
                if !problems.is_empty() {
                    text.push_str(&format!(" {} {}", tr("notice.file.skipped"), problems.join("; ")));
                }
                next.notice = Some(if count == 0 { Notice::error(text) } else { Notice::info(text) });
                if count > 0 {
                    next.session.file = Some(file);
                    next.dialog = Dialog::Load;
                }
            }
            Msg::PlayFileBoard(index) => {
                let board =
                    next.session.file.as_ref().and_then(|f| f.boards.get(index).map(|b| (f.name.clone(), b.clone())));
                match board {
                    Some((name, board)) => {
                        let dropped = next.file_current();
                        let playing = trf("notice.playing", &[("title", &board.title), ("file", &name)]);
                        next.begin(board.setup, Source::File { name, index });
                        next.notice = Some(Notice::info(match dropped {
                            Some(d) => format!("{playing} {}", d.text),
                            None => playing,
                        }));
                        next.dialog = Dialog::None;
                    }
                    None => next.notice = Some(Notice::error(tr("notice.no.board"))),
                }
            }
            Msg::Settings(settings) => {
                next.settings = settings;
                i18n::set(next.lang());
                next.revision += 1;
                next.dialog = Dialog::None;
            }
            Msg::NewSession(mode) => next.new_session(mode, RubberCode::MODERN),
            Msg::NewRubber(code) => next.new_session(ScoringMode::Rubber, code),
            Msg::ToggleLastTrick => next.show_last_trick = !next.show_last_trick && next.last_trick().is_some(),
            Msg::Explain(index) => next.explained = if next.explained == index { None } else { index },
            Msg::Explained(known) => {
                if next.explain_job().as_ref() == Some(&known.job) {
                    next.explanations = Some(known);
                }
            }
            Msg::Open(dialog) => next.dialog = dialog,
            Msg::Show(view) => {
                next.view = view;
                next.dialog = Dialog::None;
            }
            Msg::Notify(notice) => next.notice = Some(notice),
            Msg::Dismiss => next.notice = None,
            Msg::Dd { tag, event } => next.analysis.take(tag, event, next.revision),
            Msg::DdCancel => next.analysis.cancel(),
            Msg::DdRetry => next.analysis.retry(),
            Msg::ReviewStep(index) => {
                let last = next.played_cards().len().saturating_sub(1);
                next.analysis.step = index.min(last);
            }
            Msg::StartMatch(spec) => next.start_match(&spec),
            Msg::FieldDone { match_id, board, table, outcome } => match next.match_play.as_mut() {
                Some(m) if m.id == match_id => {
                    m.take_field(board, table, outcome);
                    next.match_revision += 1;
                }
                // An answer for a match that was left or replaced.
                _ => return self,
            },
            Msg::ResumeMatch => {
                if next.match_position().is_some() {
                    // The match's board is already on the table.
                    next.view = View::Play;
                } else {
                    let board = next.match_play.as_mut().and_then(|m| {
                        // The current board was finished and left: on to the next one.
                        if m.current_board().is_some_and(|b| b.ours.is_some()) {
                            m.advance()?;
                        }
                        m.current_board().map(|b| (b.setup.clone(), m.board_source(m.current)))
                    });
                    next.match_revision += 1;
                    match board {
                        Some((setup, source)) => {
                            next.notice = next.file_current();
                            next.begin(setup, source);
                            next.view = View::Play;
                        }
                        None => next.notice = Some(Notice::info(tr("match.notice.over"))),
                    }
                }
            }
            Msg::RetryField => {
                if let Some(m) = next.match_play.as_mut() {
                    m.retry_failed();
                    next.match_revision += 1;
                }
            }
            Msg::LeaveMatch => {
                next.match_play = None;
                next.match_revision += 1;
                next.notice = Some(Notice::info(tr("match.notice.left")));
            }
            Msg::WordsArrived => next.words += 1,
            Msg::CallHint => {
                if next.call_hint_at == Some(next.revision) {
                    next.call_hint_at = None;
                } else if next.call_hint_available() {
                    // Shown in its own live region (ui/bidding.rs), so not announced here as well.
                    next.call_hint_at = Some(next.revision);
                } else {
                    next.notice = Some(Notice::info(tr("notice.hint.own.call")));
                }
            }
        }
        // The user's table finished the match's current board: it is scored at once.
        let game = next.current.game.clone();
        if next.match_play.as_mut().is_some_and(|m| m.file_ours(&game)) {
            next.match_revision += 1;
        }
        Rc::new(next)
    }
}

/// The saved form of a session deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedDeal {
    pub record: GameRecord,
    pub source: Source,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<Note>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::{BySide, Call};

    fn table() -> Table {
        Table::new(42, Settings::default(), ScoringMode::Duplicate)
    }

    /// A deal's source is read through a flat record: the format it is
    /// written in (every kind round-trips; a save's `{"kind":"seed",…}`
    /// reads as before), unknown fields ignored, a missing field or an
    /// unknown kind refused with its name.
    #[test]
    fn a_source_reads_its_tagged_format() {
        let sources = [
            Source::Seed { seed: u64::MAX, board: 3 },
            Source::File { name: "club.lin".to_owned(), index: 2 },
            Source::Link,
        ];
        for source in sources {
            let json = serde_json::to_string(&source).unwrap();
            assert_eq!(serde_json::from_str::<Source>(&json).unwrap(), source, "{json}");
        }
        let old = r#"{"kind":"seed","seed":7,"board":3,"note":"ignored"}"#;
        assert_eq!(serde_json::from_str::<Source>(old).unwrap(), Source::Seed { seed: 7, board: 3 });
        assert_eq!(serde_json::from_str::<Source>(r#"{"kind":"link"}"#).unwrap(), Source::Link);
        let err = serde_json::from_str::<Source>(r#"{"kind":"seed","seed":7}"#).unwrap_err().to_string();
        assert!(err.contains("“board”"), "{err}");
        let err = serde_json::from_str::<Source>(r#"{"kind":"file","name":"a.pbn"}"#).unwrap_err().to_string();
        assert!(err.contains("“index”"), "{err}");
        let err = serde_json::from_str::<Source>(r#"{"kind":"dream"}"#).unwrap_err().to_string();
        assert!(err.contains("“dream”"), "{err}");
        assert!(serde_json::from_str::<Source>(r#"{"seed":7,"board":3}"#).is_err(), "the kind is required");
    }

    /// Lets robots act until the user is due (or the deal is over).
    /// The worker's answer to what the page would ask the bidding engine now.
    fn explained(t: Rc<Table>) -> Rc<Table> {
        match t.explain_job() {
            Some(job) => t.reduce(Msg::Explained(Rc::new(explain::explain_now(job)))),
            None => t,
        }
    }

    fn run_robots(mut t: Rc<Table>) -> Rc<Table> {
        for _ in 0..400 {
            let Some(turn) = t.robot_turn() else { return t };
            let outcome = crate::robot::think(&turn).map_err(|e| e.to_string());
            t = t.reduce(Msg::Robot { revision: turn.revision, outcome });
        }
        panic!("robots never stopped");
    }

    fn user_plays_first_legal(t: Rc<Table>) -> Rc<Table> {
        let game = t.game();
        let action = match game.phase() {
            Phase::Auction => Action::Call { seat: t.user_seat(), call: Call::Pass },
            Phase::Play => {
                let seat = game.to_act().unwrap();
                Action::Play { seat, card: game.legal_cards().iter().next().unwrap() }
            }
            Phase::Claim => Action::AcceptClaim { seat: t.user_seat() },
            Phase::Ruling | Phase::Finished => panic!("finished"),
        };
        t.reduce(Msg::User(action))
    }

    /// The after-the-deal panels (`crate::panels`, their own wasm module) is handed the finished
    /// deal as JSON and reads back the same game, scores, meanings, review of the calls and analysis.
    #[test]
    fn the_after_the_deal_context_reads_back_the_same_table() {
        let mut t = Rc::new(table());
        for _ in 0..200 {
            t = run_robots(t);
            if t.game().phase() == Phase::Finished {
                break;
            }
            t = user_plays_first_legal(t);
        }
        let mut t = (*explained(t)).clone();
        t.analysis.step = 5;
        t.explained = Some(1);
        assert!(!t.auction_review().is_empty(), "the user made calls");
        let context = crate::panels::AfterContext::of(&t).expect("a finished deal");
        let text = serde_json::to_string(&context).unwrap();
        let read: crate::panels::AfterContext = serde_json::from_str(&text).unwrap();
        assert_eq!(read, context);
        let back = read.table().unwrap();
        assert_eq!(back.game().record(), t.game().record());
        assert_eq!(back.current.notes, t.current.notes);
        assert_eq!(back.scored_deals().len(), 1);
        assert_eq!(back.auction_review(), t.auction_review());
        assert_eq!(back.call_meanings(), t.call_meanings());
        assert_eq!(back.played_cards(), t.played_cards());
        assert_eq!(back.analysis.step, 5);
        assert_eq!(back.explained, Some(1));
        assert_eq!(back.analysis.table, t.analysis.table);
    }

    #[test]
    fn a_whole_deal_with_robots() {
        let mut t = Rc::new(table());
        assert_eq!(t.game().setup().board.map(|b| b.get()), Some(1));
        for _ in 0..200 {
            t = run_robots(t);
            if t.game().phase() == Phase::Finished {
                break;
            }
            assert!(t.user_to_act(), "{:?}", t.game().phase());
            t = user_plays_first_legal(t);
            assert_eq!(t.notice, None);
        }
        assert_eq!(t.game().phase(), Phase::Finished);
        assert_eq!(t.current.notes.len(), t.game().log().len());
        assert_eq!(t.scored_deals().len(), 1);
        let t = t.reduce(Msg::NextDeal);
        assert_eq!(t.session.history.len(), 1);
        assert_eq!(t.game().setup().board.map(|b| b.get()), Some(2));
        assert_eq!(t.game().setup().deal, Deal::for_board(42, BoardNumber::new(2).unwrap()));
    }

    #[test]
    fn users_cannot_act_for_robots_and_illegal_actions_change_nothing() {
        let t = Rc::new(table());
        // Board 1: North deals, so North (a robot) calls first.
        let before = t.game().clone();
        let t = t.reduce(Msg::User(Action::Call { seat: Seat::North, call: Call::Pass }));
        assert!(t.notice.as_ref().is_some_and(|n| n.kind == NoticeKind::Error));
        assert_eq!(t.game(), &before);
        let t = run_robots(t);
        let before = t.game().log().len();
        let t = t.reduce(Msg::User(Action::Call { seat: Seat::South, call: Call::Pass }));
        let t = t.reduce(Msg::User(Action::Call { seat: Seat::South, call: Call::Pass }));
        assert_eq!(t.game().log().len(), before + 1, "the second 1C is South's out of turn");
        assert!(t.notice.as_ref().is_some_and(|n| n.kind == NoticeKind::Error), "{:?}", t.notice);
    }

    #[test]
    fn stale_robot_answers_are_dropped_and_undo_goes_back_to_the_user() {
        let t = run_robots(Rc::new(table()));
        let at_user = t.game().log().len();
        let lowest = t.game().legal_calls()[1];
        let t = t.reduce(Msg::User(Action::Call { seat: Seat::South, call: lowest }));
        let turn = t.robot_turn().unwrap();
        let answer = crate::robot::think(&turn).map_err(|e| e.to_string());
        let undone = t.clone().reduce(Msg::Undo);
        assert_eq!(undone.game().log().len(), at_user);
        // The robot's answer was for the state before the undo.
        let after = undone.clone().reduce(Msg::Robot { revision: turn.revision, outcome: answer });
        assert_eq!(after.game().log().len(), at_user);
        // Undo again: nothing of the user's is left.
        let again = after.reduce(Msg::Undo);
        assert!(again.notice.is_some());
        assert_eq!(again.game().log().len(), at_user);
    }

    #[test]
    fn always_declare_moves_the_user_to_declarer() {
        let mut t = table();
        t.settings.always_declare = true;
        // Board 1 of seed 42 with a contract for North: replay a log by hand.
        let setup = t.game().setup().clone();
        let mut g = Game::new(setup);
        for c in ["1C", "P", "P", "P"] {
            let seat = g.to_act().unwrap();
            g.apply(Action::Call { seat, call: c.parse().unwrap() }).unwrap();
        }
        t.current.game = g;
        assert_eq!(t.user_seat(), Seat::North);
        assert!(t.user_controls(Seat::South));
        t.settings.always_declare = false;
        assert_eq!(t.user_seat(), Seat::South);
        assert!(!t.user_controls(Seat::South), "dummy's cards are declarer's to play");
    }

    #[test]
    fn robots_claim_only_when_allowed() {
        let mut t = table();
        assert!(t.robot_turn().is_some_and(|r| r.job.may_claim));
        t.settings.robots_claim = false;
        assert!(t.robot_turn().is_some_and(|r| !r.job.may_claim));
        // Saves from before the setting existed read as "robots may claim".
        let old: Settings = serde_json::from_str(r#"{"seat":"South","always_declare":false,"speed":"fast"}"#).unwrap();
        assert!(old.robots_claim);
    }

    #[test]
    fn robots_play_at_the_chosen_level_and_old_saves_read_normal() {
        let t = Table::new(
            42,
            Settings { robot_level: tenace_robots::PlayLevel::Fast, ..Settings::default() },
            ScoringMode::Duplicate,
        );
        let turn = t.robot_turn().unwrap();
        assert_eq!(turn.job.play.level, tenace_robots::PlayLevel::Fast);
        let json = serde_json::to_string(&Settings::default()).unwrap();
        assert!(json.contains("\"robot_level\":\"normal\""), "{json}");
        let old: Settings = serde_json::from_str(&json.replace(",\"robot_level\":\"normal\"", "")).unwrap();
        assert_eq!(old.robot_level, tenace_robots::PlayLevel::Normal);
        let strong: Settings =
            serde_json::from_str(&json.replace("\"robot_level\":\"normal\"", "\"robot_level\":\"strong\"")).unwrap();
        assert_eq!(strong.robot_level, tenace_robots::PlayLevel::Strong);
    }

    #[test]
    fn robots_bid_the_chosen_system_and_the_partscore_at_rubber() {
        let mut settings = Settings { system: System::SAYC_16_18, ..Settings::default() };
        settings.robots_claim = false;
        let t = Rc::new(Table::new(42, settings, ScoringMode::Duplicate));
        let turn = t.robot_turn().unwrap();
        assert_eq!(turn.job.request.bidding.system, System::SAYC_16_18);
        assert_eq!(turn.job.request.bidding.score.below_line, BySide::splat(0));
        // Rubber: a made partscore of the previous deal is below the line.
        let mut t = Rc::new(Table::new(42, Settings::default(), ScoringMode::Rubber));
        let setup = t.game().setup().clone();
        let mut g = Game::new(setup);
        for c in ["1NT", "P", "P", "P"] {
            let seat = g.to_act().unwrap();
            g.apply(Action::Call { seat, call: c.parse().unwrap() }).unwrap();
        }
        let declarer = g.contract().unwrap().declarer;
        g.apply(Action::claim(declarer, 7)).unwrap();
        while let Some(claim) = g.pending_claim().cloned() {
            g.apply(Action::AcceptClaim { seat: claim.awaiting[0] }).unwrap();
        }
        Rc::make_mut(&mut t).current.game = g;
        let t = t.reduce(Msg::NextDeal);
        let mut below = BySide::splat(0);
        below[declarer.side()] = 40;
        assert_eq!(t.bidding().score.below_line, below);
        if let Some(turn) = t.robot_turn() {
            assert_eq!(turn.job.request.bidding.score.below_line, below);
        }
    }

    #[test]
    fn the_language_is_the_browsers_until_chosen_and_is_saved_by_code() {
        let mut t = table();
        assert_eq!(t.lang(), Lang::En);
        t.set_browser_languages(["fi-FI", "et-EE", "en"]);
        assert_eq!(t.lang(), Lang::Et);
        t.set_browser_languages(["ja"]);
        assert_eq!(t.lang(), Lang::En);
        t.set_browser_languages(["ru_RU"]);
        // Chosen in the settings: it wins over the browser's, bumps the revision (the save) and speaks it.
        let before = t.revision;
        let chosen = Settings { lang: Some(Lang::De), ..Settings::default() };
        let t = Rc::new(t).reduce(Msg::Settings(chosen.clone()));
        assert_eq!(t.lang(), Lang::De);
        assert!(t.revision > before);
        let t = run_robots(t);
        let t = user_plays_first_legal(t);
        assert!(t.announcement.contains("Süd:"), "{}", t.announcement);
        // Back to the browser's language.
        let t = t.reduce(Msg::Settings(Settings::default()));
        assert_eq!(t.lang(), Lang::Ru);
        crate::i18n::set(Lang::En);
        // The save: the code when chosen, nothing when not; old saves and unknown codes read as "the browser's".
        let json = serde_json::to_string(&chosen).unwrap();
        assert!(json.contains(r#""lang":"de""#), "{json}");
        assert_eq!(serde_json::from_str::<Settings>(&json).unwrap(), chosen);
        assert!(!serde_json::to_string(&Settings::default()).unwrap().contains("lang"));
        let old: Settings = serde_json::from_str(r#"{"seat":"South","always_declare":false,"speed":"fast"}"#).unwrap();
        assert_eq!(old.lang, None);
        let unknown: Settings =
            serde_json::from_str(r#"{"seat":"South","always_declare":false,"speed":"fast","lang":"xx"}"#).unwrap();
        assert_eq!(unknown.lang, None);
        let null: Settings =
            serde_json::from_str(r#"{"seat":"South","always_declare":false,"speed":"fast","lang":null}"#).unwrap();
        assert_eq!(null.lang, None);
    }

    #[test]
    fn the_system_is_saved_by_name_and_old_or_unknown_names_read_as_sayc() {
        let s = Settings { system: System::SAYC_16_18, ..Settings::default() };
        let json = serde_json::to_string(&s).unwrap();
        assert!(json.contains(r#""system":"sayc-16-18""#), "{json}");
        assert_eq!(serde_json::from_str::<Settings>(&json).unwrap(), s);
        let old: Settings = serde_json::from_str(r#"{"seat":"South","always_declare":false,"speed":"fast"}"#).unwrap();
        assert_eq!(old.system, System::SAYC);
        let unknown: Settings =
            serde_json::from_str(r#"{"seat":"South","always_declare":false,"speed":"fast","system":"acol"}"#).unwrap();
        assert_eq!(unknown.system, System::SAYC);
        // Changing it goes through the reducer like every setting.
        let t = Rc::new(table()).reduce(Msg::Settings(s.clone()));
        assert_eq!(t.settings.system, System::SAYC_16_18);
        assert_eq!(t.bidding().system, System::SAYC_16_18);
    }

    /// §4.3's variants are settings per partnership like the other systems:
    /// saved by name, and each has its name in every language.
    #[test]
    fn the_variants_of_section_4_3_are_table_settings_per_partnership() {
        for (ours, theirs) in [
            (System::CULBERTSON_1930S, System::LITHUANIAN_STRICT),
            (System::ESTONIAN_CLUB_STRICT, System::CULBERTSON_1930S),
        ] {
            let s = Settings { system: ours, opponents_system: Some(theirs), ..Settings::default() };
            let json = serde_json::to_string(&s).unwrap();
            assert!(json.contains(&format!(r#""system":"{}""#, ours.id())), "{json}");
            assert_eq!(serde_json::from_str::<Settings>(&json).unwrap(), s);
            let sides = s.systems();
            assert_eq!((sides.north_south, sides.east_west), (ours, theirs));
        }
        for system in SYSTEMS {
            let key = format!("system.{}", system.id());
            for lang in tenace_i18n::Lang::ALL {
                let c = tenace_i18n::catalogue(lang);
                assert!(c.message(&key).is_some(), "{key} in {}", lang.code());
            }
        }
    }

    #[test]
    fn every_call_has_a_meaning_under_the_chosen_system() {
        let t = run_robots(Rc::new(table()));
        let calls = t.game().auction().calls().len();
        assert!(calls > 0, "board 1: North deals, robots call before South");
        assert!(t.call_meanings().is_empty(), "nothing until the worker answers");
        let t = explained(t);
        let meanings = t.call_meanings();
        assert_eq!(meanings.len(), calls);
        for (i, m) in meanings.iter().enumerate() {
            assert_eq!(m.index, i);
            assert!(!m.text.is_empty() && !m.forcing.is_empty() && !m.shows_sentence().is_empty());
        }
    }

    #[test]
    fn the_call_hint_is_asked_for_shown_until_anything_changes_and_calls_nothing() {
        let t = Rc::new(table());
        // North (a robot) is to call: no hint for the user.
        assert!(!t.call_hint_available());
        let t = t.reduce(Msg::CallHint);
        assert_eq!(t.call_hint(), None);
        assert!(t.notice.is_some());
        let t = run_robots(t);
        assert!(t.call_hint_available());
        assert_eq!(t.call_hint(), None, "off until asked for");
        let before = t.game().clone();
        let t = t.reduce(Msg::CallHint);
        assert_eq!(t.call_hint(), None, "not before the worker answers");
        let t = explained(t);
        let hint = t.call_hint().expect("the hint after asking");
        assert_eq!(t.game(), &before, "the hint makes no call");
        assert_eq!(hint.seat, Seat::South);
        let advice = tenace_robots::bidding::advise(
            &System::SAYC,
            t.game().auction(),
            tenace_robots::bidding::Table::duplicate(t.game().setup().vulnerability),
            t.game().deal().hand(Seat::South),
        );
        assert_eq!(hint.call, advice.call);
        assert_eq!(hint.reason, tenace_robots::bidding::reason_line(&advice.meaning));
        // Pressed again: hidden. Pressed again and then a call: gone.
        let hidden = t.clone().reduce(Msg::CallHint);
        assert_eq!(hidden.call_hint(), None);
        let t = hidden.reduce(Msg::CallHint).reduce(Msg::User(Action::Call { seat: Seat::South, call: hint.call }));
        assert_eq!(t.call_hint(), None);
    }

    #[test]
    fn the_auction_review_lists_the_users_calls_with_the_systems() {
        let mut t = Rc::new(table());
        assert!(t.auction_review().is_empty());
        let mut users_calls = Vec::new();
        for _ in 0..200 {
            t = run_robots(t);
            if t.game().phase() == Phase::Finished {
                break;
            }
            if t.game().phase() == Phase::Auction {
                users_calls.push(t.game().auction().calls().len());
            }
            t = user_plays_first_legal(t);
        }
        assert_eq!(t.game().phase(), Phase::Finished);
        let t = explained(t);
        let review = t.auction_review();
        assert_eq!(review.iter().map(|r| r.index).collect::<Vec<_>>(), users_calls);
        for r in &review {
            assert_eq!(r.seat, Seat::South);
            assert_eq!(r.made, Call::Pass, "the test's user always passes");
            assert_eq!(r.departs, r.system != Call::Pass);
            assert!(!r.system_reason.is_empty());
        }
    }

    /// A teams match through the reducer: the first board is dealt, the
    /// user's finished board is scored at once, the other table's answer
    /// comes in, and "Next deal" brings board 2 of the match.
    #[test]
    fn a_teams_match_through_the_reducer() {
        use crate::matches::{MatchKind, MatchSource, MatchSpec, OtherTable};
        let settings = Settings { robot_level: tenace_robots::PlayLevel::Fast, ..Settings::default() };
        let t = Rc::new(Table::new(5, settings, ScoringMode::Rubber));
        let spec = MatchSpec { kind: MatchKind::Teams, boards: 8, tables: 1, source: MatchSource::Seed { seed: 42 } };
        let mut t = t.reduce(Msg::StartMatch(spec));
        assert_eq!(t.session.mode, ScoringMode::Duplicate, "a match is a duplicate session");
        assert_eq!(t.match_position(), Some((1, 8)));
        let m = t.match_play.clone().unwrap();
        assert_eq!(t.game().setup(), &m.boards[0].setup);
        let job = m.field_job().unwrap();
        assert_eq!((job.board, job.table, job.job.settings.play.as_str()), (0, 0, "fast"));
        // The other table, as the worker would play it.
        let other = tenace_match::robot_table(&job.job.setup, &job.job.settings).unwrap().record();
        let stale =
            t.clone().reduce(Msg::FieldDone { match_id: m.id + 1, board: 0, table: 0, outcome: Ok(other.clone()) });
        assert_eq!(stale.match_play.as_ref().unwrap().pending(), 8, "an older match's answer is dropped");
        t = t.reduce(Msg::FieldDone { match_id: m.id, board: 0, table: 0, outcome: Ok(other.clone()) });
        assert!(matches!(t.match_play.as_ref().unwrap().boards[0].others[0], OtherTable::Played { .. }));
        for _ in 0..200 {
            t = run_robots(t);
            if t.game().phase() == Phase::Finished {
                break;
            }
            t = user_plays_first_legal(t);
        }
        let m = t.match_play.clone().unwrap();
        assert_eq!(m.boards[0].ours, Some(t.game().record()), "scored as soon as it finished");
        let card = m.teams();
        assert_eq!(card.boards.len(), 1);
        let ours = t.game().result().unwrap().duplicate_score_ns(t.game().setup().vulnerability);
        let theirs = crate::matches::ns_score(&other).unwrap();
        assert_eq!(card.boards[0].imps, tenace_bridge::scoring::imps::imps(ours - theirs));
        let t = t.reduce(Msg::NextDeal);
        assert_eq!(t.match_position(), Some((2, 8)));
        assert_eq!(t.game().setup(), &t.match_play.as_ref().unwrap().boards[1].setup);
        // Away from the match (a link's deal) and back.
        let away = t.clone().reduce(Msg::Start {
            setup: Setup::board(BoardNumber::FIRST, Deal::for_board(1, BoardNumber::FIRST)),
            source: Source::Link,
            notice: None,
        });
        assert_eq!(away.match_position(), None);
        let back = away.reduce(Msg::ResumeMatch);
        assert_eq!(back.match_position(), Some((2, 8)));
        // On the table already: "back to the table" only shows the table.
        let shown = back.clone().reduce(Msg::Show(View::Match)).reduce(Msg::ResumeMatch);
        assert_eq!((shown.view, shown.revision), (View::Play, back.revision));
        // The last board: passed out here, the match is over and the session goes on.
        let mut last = back.clone();
        {
            let t = Rc::make_mut(&mut last);
            let m = t.match_play.as_mut().unwrap();
            for b in &mut m.boards[..7] {
                b.ours = Some(crate::matches::tests::finished(&b.setup, "P P P P", 0));
            }
            m.current = 7;
            let record = crate::matches::tests::finished(&m.boards[7].setup, "P P P P", 0);
            t.current.game = Game::from_record(record.clone()).unwrap();
        }
        let last = last.reduce(Msg::Dismiss);
        assert!(last.match_play.as_ref().unwrap().is_over(), "the last board is scored when it finishes");
        let after = last.reduce(Msg::NextDeal);
        assert!(after.notice.as_ref().is_some_and(|n| n.text.contains("The match is over")), "{:?}", after.notice);
        assert_eq!(after.match_position(), None);
        assert!(after.reduce(Msg::ResumeMatch).notice.as_ref().is_some_and(|n| n.text.contains("over")));
        let left = back.reduce(Msg::LeaveMatch);
        assert_eq!(left.match_play, None);
    }

    #[test]
    fn rubber_sessions_take_vulnerability_from_the_sheet() {
        let t = Rc::new(Table::new(7, Settings::default(), ScoringMode::Rubber));
        assert_eq!(t.game().setup().vulnerability, Vulnerability::None);
        let t = t.reduce(Msg::NewSession(ScoringMode::Duplicate));
        assert_eq!(t.session.mode, ScoringMode::Duplicate);
    }

    /// A match from the loaded file's boards (all of them when there are
    /// fewer than asked); without that file, an error in words and no match.
    #[test]
    fn a_pairs_match_from_the_loaded_file() {
        use crate::matches::{MatchKind, MatchSource, MatchSpec};
        let boards: Vec<FileBoard> = (1..=3)
            .map(|n| {
                let number = BoardNumber::new(n).unwrap();
                FileBoard { title: format!("Board {n}"), setup: Setup::board(number, Deal::for_board(99, number)) }
            })
            .collect();
        let file = LoadedFile { name: "club.pbn".to_owned(), boards: boards.clone() };
        let t = Rc::new(table()).reduce(Msg::FileLoaded { file, problems: Vec::new() });
        let spec = |name: &str| MatchSpec {
            kind: MatchKind::Pairs,
            boards: 8,
            tables: 4,
            source: MatchSource::File { name: name.to_owned() },
        };
        let missing = t.clone().reduce(Msg::StartMatch(spec("other.pbn")));
        assert_eq!(missing.match_play, None);
        assert!(missing.notice.as_ref().is_some_and(|n| n.kind == NoticeKind::Error));
        let t = t.reduce(Msg::StartMatch(spec("club.pbn")));
        let m = t.match_play.as_ref().unwrap();
        assert_eq!(m.boards.len(), 3);
        assert_eq!(m.tables.len(), 4);
        assert_eq!(
            m.boards.iter().map(|b| b.setup.clone()).collect::<Vec<_>>(),
            boards.iter().map(|b| b.setup.clone()).collect::<Vec<_>>()
        );
        assert_eq!(t.current.source, Source::File { name: "club.pbn".to_owned(), index: 0 });
        assert_eq!(t.match_position(), Some((1, 3)));
        assert_eq!(t.view, View::Play);
    }

    /// A Chicago session: the round's dealer and vulnerability come from the
    /// engine's sheet, whatever the board's own.
    #[test]
    fn chicago_sessions_take_dealer_and_vulnerability_from_the_sheet() {
        let settings = Settings { robot_level: tenace_robots::PlayLevel::Fast, ..Settings::default() };
        let mut t =
            Rc::new(Table::new(7, settings, ScoringMode::Duplicate)).reduce(Msg::NewSession(ScoringMode::Chicago));
        assert_eq!(t.session.mode, ScoringMode::Chicago);
        let first = t.game().setup().dealer;
        assert_eq!(t.game().setup().vulnerability, Vulnerability::None);
        let mut seen = Vec::new();
        for _ in 0..4 {
            for _ in 0..200 {
                t = run_robots(t);
                if t.game().phase() == Phase::Finished {
                    break;
                }
                t = user_plays_first_legal(t);
            }
            let passed_out = t.game().contract().is_none();
            t = t.reduce(Msg::NextDeal);
            seen.push((passed_out, t.game().setup().dealer, t.game().setup().vulnerability));
        }
        // Deal by deal: a pass-out keeps the dealer; otherwise the deal number moves on.
        let mut played = 0u8;
        for (passed_out, dealer, vul) in seen {
            if !passed_out {
                played += 1;
            }
            let number = played % 4 + 1;
            assert_eq!(dealer, first.advance(usize::from(played % 4)));
            assert_eq!(vul, tenace_bridge::scoring::chicago::chicago_vulnerability(number, dealer));
        }
    }

    #[test]
    fn a_robots_card_reason_follows_the_page_language() {
        use tenace_robots::reason::{Reason, CASHING};
        let why = Reason::new(CASHING).arg("suit", "♠");
        let note = Note { robot: true, reason: Some(why.english()), why: Some(why) };
        i18n::set(Lang::De);
        assert_eq!(note.reason_text().as_deref(), Some("Einen Stich in ♠ abziehen"));
        i18n::set(Lang::En);
        assert_eq!(note.reason_text().as_deref(), Some("Cashing a winner in ♠"));
        // A note saved before reasons were translatable shows its English reason.
        let old: Note = serde_json::from_str(r#"{"robot":true,"reason":"Second hand low"}"#).unwrap_or(note);
        assert_eq!(old.reason_text().as_deref(), Some("Second hand low"));
    }
}
