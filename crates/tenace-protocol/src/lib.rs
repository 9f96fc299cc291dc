//! The web app's worker protocol: what the page asks its Web Workers and
//! what they answer, as plain serde types.
//!
//! Each job is a struct with its own reply type ([`Job::Reply`]); the
//! envelope ([`Request`], [`Reply`]) carries an id, the time limit and the
//! [`VERSION`] of the protocol, and every failure is a [`JobError`] (why, as
//! data: the limit ran out, the input was impossible, the request could not
//! be read, page and worker are of different versions, the worker crashed
//! or could not run). The worker answers a job only with that job's reply
//! ([`Job::reply`] wraps it, [`Job::unwrap`] refuses a reply of another
//! kind), and the page matches replies to requests by id and reads a reply
//! as its own job's type only ([`read_done`]: a reply of another kind is a
//! [`JobError::Mismatch`]).
//!
//! Wire format (JSON strings through `postMessage`, or lines over
//! stdin/stdout for the worker's host build):
//!
//! ```json
//! { "version": 4, "id": 7, "limit_ms": 120000, "job": { "kind": "table", "deal": "N:…", "dealer": "North", "vulnerability": "None" } }
//! { "id": 0, "message": { "kind": "ready", "version": 4 } }
//! { "id": 7, "message": { "kind": "progress", "done": 4, "total": 20 } }
//! { "id": 7, "message": { "kind": "done", "reply": { "kind": "table", "table": …, "par_score": -100, "par_contracts": ["4DNX-1"], "ms": 812.5 } } }
//! { "id": 7, "message": { "kind": "error", "error": { "kind": "timed_out", "limit_ms": 120000 } } }
//! ```

pub mod split;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tenace_bridge::{BySeat, Deal, GameRecord, Seat, Setup, Strain, Vulnerability};
use tenace_cards::Card;
use tenace_dd::{DdTable, Position, PositionSolution};

/// The protocol's version. A request of another version is refused
/// ([`JobError::Version`]): a page and a worker from two builds (a stale
/// cache) never misread each other. Version 1 was the untyped protocol
/// before issue 21; version 2 had no strain, `explain` and `read_file` jobs;
/// version 3 no `par` job.
pub const VERSION: u32 = 4;

/// A job for a worker: a request type and the one reply type that answers it.
pub trait Job: Clone + Serialize + DeserializeOwned + 'static {
    type Reply: Clone + Serialize + DeserializeOwned + 'static;
    /// The kind its reply travels under (`{"kind": "table", …}`).
    const KIND: wire::ReplyKind;
    /// The job in the envelope's enum.
    fn wrap(self) -> AnyJob;
    /// A reply of this job in the envelope's enum.
    fn reply(reply: Self::Reply) -> AnyReply;
    /// This job's reply, or the reply of another kind handed back (a bug: the
    /// client reports [`JobError::Mismatch`]).
    fn unwrap(reply: AnyReply) -> Result<Self::Reply, Box<AnyReply>>;
}

/// The 5 × 4 double-dummy table and the par of a board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableJob {
    pub deal: Deal,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableReply {
    pub table: DdTable,
    /// From North-South's point of view, as DDS gives it.
    pub par_score: i32,
    /// "4SN=", "5DEX-2"…; `["Pass"]` when par is a pass-out.
    pub par_contracts: Vec<String>,
    /// Time the solve took in the worker (the browser speed figure).
    pub ms: f64,
}

/// One strain's row of a table: a table split over several workers (one
/// per core, the page's `dd` module) hands out the five strains as these.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StrainJob {
    pub deal: Deal,
    pub strain: Strain,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StrainReply {
    pub strain: Strain,
    /// Tricks for each declarer (on the wire `[n, e, s, w]`).
    pub row: BySeat<u8>,
    /// Time the solve took in the worker.
    pub ms: f64,
}

/// The par of a table split over several workers, once its rows are
/// merged: the page links no par code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParJob {
    pub table: DdTable,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParReply {
    /// From North-South's point of view, as DDS gives it.
    pub par_score: i32,
    /// "4SN=", "5DEX-2"…; `["Pass"]` when par is a pass-out.
    pub par_contracts: Vec<String>,
}

impl ParJob {
    /// The table job's reply: this table with its par (`ms`: the whole split's time).
    pub fn table_reply(self, par: ParReply, ms: f64) -> TableReply {
        TableReply { table: self.table, par_score: par.par_score, par_contracts: par.par_contracts, ms }
    }
}

/// The value of every legal card before each card of a play (the review):
/// `cards` in the order played, `leader` the opening leader.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayJob {
    pub deal: Deal,
    pub strain: Strain,
    pub leader: Seat,
    pub cards: Vec<Card>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayReply {
    /// One solution per card of the play, each for the position before that card.
    pub solutions: Vec<PositionSolution>,
}

/// One position (the hint while playing).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionJob {
    pub position: Position,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionReply {
    pub solution: PositionSolution,
}

/// A robot's turn: its call, card, claim or answer to a claim. The one
/// definition of the robot job (the table, the course and the worker use it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RobotJob {
    pub request: tenace_robots::Request,
    /// False right after a claim was rejected (and in lessons): the robot
    /// plays a card instead of claiming.
    pub may_claim: bool,
    /// The card-play level (fast, normal, strong); normal when absent.
    #[serde(default)]
    pub play: tenace_robots::PlaySettings,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RobotReply {
    pub decision: tenace_robots::Decision,
    /// Time the robot took in the worker (the browser speed figure).
    pub ms: f64,
}

/// A whole board played by four robots (the other tables of a match).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RobotTableJob {
    pub setup: Setup,
    pub settings: tenace_match::RobotSettings,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RobotTableReply {
    /// The finished board.
    pub record: GameRecord,
    pub ms: f64,
}

/// What the bidding system says about an auction (issue 21: the bidding
/// engine runs in the worker, so the page's module does not carry it): the
/// meaning of every call of `auction` (each side's calls read by its own
/// system) and, for each of `advise`, the system's call with `hand` after
/// the first `calls` calls (the bidding hint, the auction review).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExplainJob {
    pub systems: tenace_robots::Systems,
    pub auction: tenace_bridge::Auction,
    pub table: tenace_robots::bidding::Table,
    #[serde(default)]
    pub advise: Vec<AdviseAt>,
}

/// One question for the system: its call with `hand` after the auction's first `calls` calls.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdviseAt {
    pub calls: usize,
    pub hand: tenace_cards::CardSet,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExplainReply {
    /// One per call of the job's auction, in order.
    pub meanings: Vec<tenace_robots::bidding::Meaning>,
    /// One per entry of the job's `advise`, in order.
    pub advice: Vec<tenace_robots::bidding::Advice>,
}

/// A PBN or LIN hand-record file to read into playable boards (issue 21:
/// the readers run in the worker, so the page's module does not carry
/// them). `text` is the file decoded (`tenace_bridge::pbn::decode`); a
/// file with no readable board is refused in words ([`JobError::Refused`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReadFileJob {
    pub name: String,
    pub text: String,
}

/// One board of a file: a title for the list ("Board 3 (Open Room) — played in 4S by South") and its setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileBoard {
    pub title: String,
    pub setup: Setup,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReadFileReply {
    pub boards: Vec<FileBoard>,
    /// Boards that were skipped, with why and where ("board 3 (line 41): …"), at most six lines.
    pub problems: Vec<String>,
}

/// Every job, as it travels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AnyJob {
    Table(TableJob),
    Strain(StrainJob),
    Par(ParJob),
    Play(PlayJob),
    Position(PositionJob),
    Robot(RobotJob),
    RobotTable(RobotTableJob),
    Explain(ExplainJob),
    ReadFile(ReadFileJob),
}

/// Every reply, as it travels (`{"kind": "table", …the reply's fields}`;
/// read through [`wire::ReplyWire`], which the page's module links cheaply).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "wire::ReplyWire", into = "wire::ReplyWire")]
pub enum AnyReply {
    Table(TableReply),
    Strain(StrainReply),
    Par(ParReply),
    Play(PlayReply),
    Position(PositionReply),
    Robot(RobotReply),
    RobotTable(RobotTableReply),
    Explain(ExplainReply),
    ReadFile(ReadFileReply),
}

macro_rules! job {
    ($job:ident, $reply:ident, $variant:ident) => {
        impl Job for $job {
            type Reply = $reply;
            const KIND: wire::ReplyKind = wire::ReplyKind::$variant;
            fn wrap(self) -> AnyJob {
                AnyJob::$variant(self)
            }
            fn reply(reply: $reply) -> AnyReply {
                AnyReply::$variant(reply)
            }
            fn unwrap(reply: AnyReply) -> Result<$reply, Box<AnyReply>> {
                match reply {
                    AnyReply::$variant(r) => Ok(r),
                    other => Err(Box::new(other)),
                }
            }
        }
    };
}

job!(TableJob, TableReply, Table);
job!(StrainJob, StrainReply, Strain);
job!(ParJob, ParReply, Par);
job!(PlayJob, PlayReply, Play);
job!(PositionJob, PositionReply, Position);
job!(RobotJob, RobotReply, Robot);
job!(RobotTableJob, RobotTableReply, RobotTable);
job!(ExplainJob, ExplainReply, Explain);
job!(ReadFileJob, ReadFileReply, ReadFile);

impl AnyJob {
    /// The job's name on the wire ("table", "robot"…).
    pub fn kind(&self) -> &'static str {
        match self {
            AnyJob::Table(_) => "table",
            AnyJob::Strain(_) => "strain",
            AnyJob::Par(_) => "par",
            AnyJob::Play(_) => "play",
            AnyJob::Position(_) => "position",
            AnyJob::Robot(_) => "robot",
            AnyJob::RobotTable(_) => "robot_table",
            AnyJob::Explain(_) => "explain",
            AnyJob::ReadFile(_) => "read_file",
        }
    }
}

impl AnyReply {
    /// The reply's name on the wire, the same as its job's.
    pub fn kind(&self) -> &'static str {
        match self {
            AnyReply::Table(_) => "table",
            AnyReply::Strain(_) => "strain",
            AnyReply::Par(_) => "par",
            AnyReply::Play(_) => "play",
            AnyReply::Position(_) => "position",
            AnyReply::Robot(_) => "robot",
            AnyReply::RobotTable(_) => "robot_table",
            AnyReply::Explain(_) => "explain",
            AnyReply::ReadFile(_) => "read_file",
        }
    }
}

/// Work done so far: table cells, review positions, or the sum over
/// several workers.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
}

/// Why a job has no reply. The worker sends the first four; the page's
/// client makes the others (a worker that could not run the job).
/// As it travels: `{"kind": "timed_out", "limit_ms": 120000}` (read through
/// [`wire::ErrorWire`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(try_from = "wire::ErrorWire", into = "wire::ErrorWire")]
pub enum JobError {
    /// The time limit ran out (the solver's guard against a freak deal).
    #[error("the solver gave up after {} s", limit_ms / 1000)]
    TimedOut { limit_ms: u32 },
    /// The job cannot be done: a card not held, a game that does not
    /// replay, a robot asked out of turn, settings this version does not know.
    #[error("{message}")]
    Refused { message: String },
    /// The request could not be read (not JSON, an unknown job).
    #[error("the request could not be read: {message}")]
    Unreadable { message: String },
    /// Page and worker are of different versions of the protocol.
    #[error("the worker speaks protocol version {worker} and the page {page}: reload the page")]
    Version { page: u32, worker: u32 },
    /// The worker stopped because of a bug (its panic hook's words).
    #[error("{message}")]
    Crashed { message: String },
    /// No worker could run the job: none could start, it failed to load,
    /// it died, or a message could not be posted.
    #[error("{message}")]
    Unavailable { message: String },
    /// The job was stopped by the page (Cancel terminates the worker).
    #[error("cancelled")]
    Cancelled,
    /// The worker answered with another job's reply or with words that do
    /// not parse (a bug in one of the two).
    #[error("the worker answered something else ({got})")]
    Mismatch { got: String },
}

/// A request, as posted to the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// The page's [`VERSION`]; a request without one is from version 1.
    #[serde(default = "version_one")]
    pub version: u32,
    /// Chosen by the page; replies carry it back. 0 is the worker speaking
    /// for itself (ready, or a crash).
    pub id: u64,
    /// The job stops with [`JobError::TimedOut`] after this many milliseconds.
    pub limit_ms: u32,
    pub job: AnyJob,
}

fn version_one() -> u32 {
    1
}

impl Request {
    /// A request of this version.
    pub fn new(id: u64, limit_ms: u32, job: AnyJob) -> Request {
        Request { version: VERSION, id, limit_ms, job }
    }
}

/// A message from the worker about request `id`. The worker writes every
/// reply as [`AnyReply`]; the page's client reads a message's reply first as
/// [`wire::ReplyHead`] (its kind only) and then, with [`read_done`], as the
/// asking job's own reply type, so a module links the readers of the
/// replies it asks for and no other.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "R: Serialize + Clone", deserialize = "R: Deserialize<'de>"))]
pub struct Reply<R = AnyReply> {
    pub id: u64,
    pub message: Message<R>,
}

/// As it travels: `{"kind": "done", "reply": …}` (read through [`wire::MessageWire`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "wire::MessageWire<R>", into = "wire::MessageWire<R>")]
#[serde(bound(serialize = "R: Serialize + Clone", deserialize = "R: Deserialize<'de>"))]
pub enum Message<R = AnyReply> {
    /// The worker has loaded and waits for requests (id 0).
    Ready {
        version: u32,
    },
    Progress(Progress),
    /// The job's reply: the last message about its request.
    Done {
        reply: R,
    },
    /// The job failed: the last message about its request.
    Error {
        error: JobError,
    },
}

impl<R> Message<R> {
    /// The last message about a request (its reply or its error).
    pub fn is_final(&self) -> bool {
        matches!(self, Message::Done { .. } | Message::Error { .. })
    }
}

/// Job `J`'s reply from the text of a final "done" message whose reply
/// [`wire::ReplyHead`] read as `kind`: read as `J`'s own reply type only.
pub fn read_done<J: Job>(kind: wire::ReplyKind, text: &str) -> Result<J::Reply, JobError> {
    if kind != J::KIND {
        return Err(JobError::Mismatch { got: kind.name().to_owned() });
    }
    // Only `message.reply` is read (the rest was read with the head): one
    // small reader per job type, not a copy of the whole envelope's.
    #[derive(Deserialize)]
    struct Text<R> {
        message: Done<R>,
    }
    #[derive(Deserialize)]
    struct Done<R> {
        reply: R,
    }
    serde_json::from_str::<Text<J::Reply>>(text)
        .map(|t| t.message.reply)
        .map_err(|e| JobError::Mismatch { got: format!("a {} reply that does not parse ({e})", kind.name()) })
}

/// The wire form of the worker's messages: plain structs with a `kind` and
/// optional fields, read and written in exactly the JSON of the tagged
/// enums above. Serde's internally tagged enums buffer every message and
/// read it twice (each reply type once more through its buffer), which
/// cost the page's first-visit module about 25 KB; these structs are read
/// in one pass, and a field missing for its kind is an error.
pub mod wire {
    use super::*;

    fn need<T>(field: Option<T>, kind: &str, name: &str) -> Result<T, String> {
        field.ok_or_else(|| format!("a \"{kind}\" message without \"{name}\""))
    }

    #[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum MessageKind {
        Ready,
        Progress,
        Done,
        Error,
    }

    #[derive(Clone, Debug, Serialize, Deserialize)]
    #[serde(bound(serialize = "R: Serialize", deserialize = "R: Deserialize<'de>"))]
    pub struct MessageWire<R = AnyReply> {
        pub kind: MessageKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub version: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub done: Option<usize>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub total: Option<usize>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub reply: Option<R>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub error: Option<JobError>,
    }

    impl<R> From<Message<R>> for MessageWire<R> {
        fn from(m: Message<R>) -> MessageWire<R> {
            let mut w = MessageWire {
                kind: MessageKind::Ready,
                version: None,
                done: None,
                total: None,
                reply: None,
                error: None,
            };
            match m {
                Message::Ready { version } => w.version = Some(version),
                Message::Progress(p) => {
                    w.kind = MessageKind::Progress;
                    (w.done, w.total) = (Some(p.done), Some(p.total));
                }
                Message::Done { reply } => (w.kind, w.reply) = (MessageKind::Done, Some(reply)),
                Message::Error { error } => (w.kind, w.error) = (MessageKind::Error, Some(error)),
            }
            w
        }
    }

    impl<R> TryFrom<MessageWire<R>> for Message<R> {
        type Error = String;
        fn try_from(w: MessageWire<R>) -> Result<Message<R>, String> {
            Ok(match w.kind {
                MessageKind::Ready => Message::Ready { version: need(w.version, "ready", "version")? },
                MessageKind::Progress => Message::Progress(Progress {
                    done: need(w.done, "progress", "done")?,
                    total: need(w.total, "progress", "total")?,
                }),
                MessageKind::Done => Message::Done { reply: need(w.reply, "done", "reply")? },
                MessageKind::Error => Message::Error { error: need(w.error, "error", "error")? },
            })
        }
    }

    #[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum ReplyKind {
        Table,
        Strain,
        Par,
        Play,
        Position,
        Robot,
        RobotTable,
        Explain,
        ReadFile,
    }

    impl ReplyKind {
        /// Its name on the wire ("table", "robot_table"…).
        pub fn name(self) -> &'static str {
            match self {
                ReplyKind::Table => "table",
                ReplyKind::Strain => "strain",
                ReplyKind::Par => "par",
                ReplyKind::Play => "play",
                ReplyKind::Position => "position",
                ReplyKind::Robot => "robot",
                ReplyKind::RobotTable => "robot_table",
                ReplyKind::Explain => "explain",
                ReplyKind::ReadFile => "read_file",
            }
        }
    }

    /// A reply read for its kind only (its other fields are skipped
    /// unread): how the page's client routes a message before it reads the
    /// reply as its job's type ([`super::read_done`]).
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct ReplyHead {
        pub kind: ReplyKind,
    }

    /// Every reply's fields, each present for its kinds.
    #[derive(Clone, Debug, Serialize, Deserialize)]
    pub struct ReplyWire {
        pub kind: ReplyKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub table: Option<DdTable>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub par_score: Option<i32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub par_contracts: Option<Vec<String>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub strain: Option<Strain>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub row: Option<BySeat<u8>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub solutions: Option<Vec<PositionSolution>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub solution: Option<PositionSolution>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub decision: Option<tenace_robots::Decision>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub record: Option<GameRecord>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub ms: Option<f64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub meanings: Option<Vec<tenace_robots::bidding::Meaning>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub advice: Option<Vec<tenace_robots::bidding::Advice>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub boards: Option<Vec<FileBoard>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub problems: Option<Vec<String>>,
    }

    impl From<AnyReply> for ReplyWire {
        fn from(r: AnyReply) -> ReplyWire {
            let mut w = ReplyWire {
                kind: ReplyKind::Table,
                table: None,
                par_score: None,
                par_contracts: None,
                strain: None,
                row: None,
                solutions: None,
                solution: None,
                decision: None,
                record: None,
                ms: None,
                meanings: None,
                advice: None,
                boards: None,
                problems: None,
            };
            match r {
                AnyReply::Table(t) => {
                    (w.table, w.par_score, w.par_contracts, w.ms) =
                        (Some(t.table), Some(t.par_score), Some(t.par_contracts), Some(t.ms));
                }
                AnyReply::Strain(s) => {
                    (w.kind, w.strain, w.row, w.ms) = (ReplyKind::Strain, Some(s.strain), Some(s.row), Some(s.ms));
                }
                AnyReply::Par(p) => {
                    (w.kind, w.par_score, w.par_contracts) = (ReplyKind::Par, Some(p.par_score), Some(p.par_contracts));
                }
                AnyReply::Play(p) => (w.kind, w.solutions) = (ReplyKind::Play, Some(p.solutions)),
                AnyReply::Position(p) => (w.kind, w.solution) = (ReplyKind::Position, Some(p.solution)),
                AnyReply::Robot(r) => (w.kind, w.decision, w.ms) = (ReplyKind::Robot, Some(r.decision), Some(r.ms)),
                AnyReply::RobotTable(r) => {
                    (w.kind, w.record, w.ms) = (ReplyKind::RobotTable, Some(r.record), Some(r.ms));
                }
                AnyReply::Explain(e) => {
                    (w.kind, w.meanings, w.advice) = (ReplyKind::Explain, Some(e.meanings), Some(e.advice));
                }
                AnyReply::ReadFile(f) => {
                    (w.kind, w.boards, w.problems) = (ReplyKind::ReadFile, Some(f.boards), Some(f.problems));
                }
            }
            w
        }
    }

    impl TryFrom<ReplyWire> for AnyReply {
        type Error = String;
        fn try_from(w: ReplyWire) -> Result<AnyReply, String> {
            Ok(match w.kind {
                ReplyKind::Table => AnyReply::Table(TableReply {
                    table: need(w.table, "table", "table")?,
                    par_score: need(w.par_score, "table", "par_score")?,
                    par_contracts: need(w.par_contracts, "table", "par_contracts")?,
                    ms: need(w.ms, "table", "ms")?,
                }),
                ReplyKind::Strain => AnyReply::Strain(StrainReply {
                    strain: need(w.strain, "strain", "strain")?,
                    row: need(w.row, "strain", "row")?,
                    ms: need(w.ms, "strain", "ms")?,
                }),
                ReplyKind::Par => AnyReply::Par(ParReply {
                    par_score: need(w.par_score, "par", "par_score")?,
                    par_contracts: need(w.par_contracts, "par", "par_contracts")?,
                }),
                ReplyKind::Play => AnyReply::Play(PlayReply { solutions: need(w.solutions, "play", "solutions")? }),
                ReplyKind::Position => {
                    AnyReply::Position(PositionReply { solution: need(w.solution, "position", "solution")? })
                }
                ReplyKind::Robot => AnyReply::Robot(RobotReply {
                    decision: need(w.decision, "robot", "decision")?,
                    ms: need(w.ms, "robot", "ms")?,
                }),
                ReplyKind::RobotTable => AnyReply::RobotTable(RobotTableReply {
                    record: need(w.record, "robot_table", "record")?,
                    ms: need(w.ms, "robot_table", "ms")?,
                }),
                ReplyKind::Explain => AnyReply::Explain(ExplainReply {
                    meanings: need(w.meanings, "explain", "meanings")?,
                    advice: need(w.advice, "explain", "advice")?,
                }),
                ReplyKind::ReadFile => AnyReply::ReadFile(ReadFileReply {
                    boards: need(w.boards, "read_file", "boards")?,
                    problems: need(w.problems, "read_file", "problems")?,
                }),
            })
        }
    }

    #[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum ErrorKind {
        TimedOut,
        Refused,
        Unreadable,
        Version,
        Crashed,
        Unavailable,
        Cancelled,
        Mismatch,
    }

    #[derive(Clone, Debug, Serialize, Deserialize)]
    pub struct ErrorWire {
        pub kind: ErrorKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub limit_ms: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub message: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub page: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub worker: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub got: Option<String>,
    }

    impl From<JobError> for ErrorWire {
        fn from(e: JobError) -> ErrorWire {
            let mut w = ErrorWire {
                kind: ErrorKind::Cancelled,
                limit_ms: None,
                message: None,
                page: None,
                worker: None,
                got: None,
            };
            match e {
                JobError::TimedOut { limit_ms } => (w.kind, w.limit_ms) = (ErrorKind::TimedOut, Some(limit_ms)),
                JobError::Refused { message } => (w.kind, w.message) = (ErrorKind::Refused, Some(message)),
                JobError::Unreadable { message } => (w.kind, w.message) = (ErrorKind::Unreadable, Some(message)),
                JobError::Version { page, worker } => {
                    (w.kind, w.page, w.worker) = (ErrorKind::Version, Some(page), Some(worker));
                }
                JobError::Crashed { message } => (w.kind, w.message) = (ErrorKind::Crashed, Some(message)),
                JobError::Unavailable { message } => (w.kind, w.message) = (ErrorKind::Unavailable, Some(message)),
                JobError::Cancelled => {}
                JobError::Mismatch { got } => (w.kind, w.got) = (ErrorKind::Mismatch, Some(got)),
            }
            w
        }
    }

    impl TryFrom<ErrorWire> for JobError {
        type Error = String;
        fn try_from(w: ErrorWire) -> Result<JobError, String> {
            let message = |kind: &str| need(w.message.clone(), kind, "message");
            Ok(match w.kind {
                ErrorKind::TimedOut => JobError::TimedOut { limit_ms: need(w.limit_ms, "timed_out", "limit_ms")? },
                ErrorKind::Refused => JobError::Refused { message: message("refused")? },
                ErrorKind::Unreadable => JobError::Unreadable { message: message("unreadable")? },
                ErrorKind::Version => JobError::Version {
                    page: need(w.page, "version", "page")?,
                    worker: need(w.worker, "version", "worker")?,
                },
                ErrorKind::Crashed => JobError::Crashed { message: message("crashed")? },
                ErrorKind::Unavailable => JobError::Unavailable { message: message("unavailable")? },
                ErrorKind::Cancelled => JobError::Cancelled,
                ErrorKind::Mismatch => JobError::Mismatch { got: need(w.got, "mismatch", "got")? },
            })
        }
    }
}

/// Reads a request posted as JSON. When it cannot be read, the error reply
/// keeps the request's id if the envelope has one (the page can still
/// match it), else 0.
pub fn read_request(text: &str) -> Result<Request, Box<Reply>> {
    serde_json::from_str::<Request>(text).map_err(|e| {
        let id = serde_json::from_str::<serde_json::Value>(text)
            .ok()
            .and_then(|v| v.get("id").and_then(serde_json::Value::as_u64))
            .unwrap_or(0);
        Box::new(Reply { id, message: Message::Error { error: JobError::Unreadable { message: e.to_string() } } })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::{BoardNumber, Game};

    const DEAL: &str = "N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";

    #[test]
    fn a_request_travels_as_documented() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let request =
            Request::new(7, 120_000, TableJob { deal, dealer: Seat::North, vulnerability: Vulnerability::None }.wrap());
        let text = serde_json::to_string(&request).unwrap();
        assert!(text.starts_with(r#"{"version":4,"id":7,"limit_ms":120000,"job":{"kind":"table","deal":"#), "{text}");
        assert_eq!(read_request(&text), Ok(request));
    }

    #[test]
    fn a_reply_of_another_job_is_a_mismatch_not_an_answer() {
        let position =
            PositionReply { solution: PositionSolution { to_move: Seat::West, tricks: 6, cards: Vec::new() } };
        let done = Reply { id: 9, message: Message::Done { reply: PositionJob::reply(position.clone()) } };
        let text = serde_json::to_string(&done).unwrap();
        // The client routes by the reply's kind, then reads the reply as its job's type.
        let head: Reply<wire::ReplyHead> = serde_json::from_str(&text).unwrap();
        let Message::Done { reply: wire::ReplyHead { kind } } = head.message else { panic!("{text}") };
        assert_eq!((head.id, kind), (9, wire::ReplyKind::Position));
        assert_eq!(read_done::<PositionJob>(kind, &text), Ok(position));
        assert_eq!(read_done::<TableJob>(kind, &text), Err(JobError::Mismatch { got: "position".to_owned() }));
        // A reply of the right kind without its fields does not parse: a mismatch, named.
        let broken = r#"{"id":9,"message":{"kind":"done","reply":{"kind":"position"}}}"#;
        let Err(JobError::Mismatch { got }) = read_done::<PositionJob>(wire::ReplyKind::Position, broken) else {
            panic!("read")
        };
        assert!(got.starts_with("a position reply that does not parse"), "{got}");
        let progress = r#"{"id":9,"message":{"kind":"progress","done":1,"total":20}}"#;
        assert!(read_done::<PositionJob>(wire::ReplyKind::Position, progress).is_err());
        let stopped = JobError::TimedOut { limit_ms: 20_000 };
        assert_eq!(stopped.to_string(), "the solver gave up after 20 s");
    }

    /// Every job's reply read through the client's path (head, then its own
    /// type) is the reply the worker wrote.
    #[test]
    fn every_reply_reads_back_as_its_own_jobs_type() {
        fn back<J: Job>(reply: J::Reply) -> J::Reply {
            let text =
                serde_json::to_string(&Reply { id: 1, message: Message::Done { reply: J::reply(reply) } }).unwrap();
            let head: Reply<wire::ReplyHead> = serde_json::from_str(&text).unwrap();
            let Message::Done { reply: wire::ReplyHead { kind } } = head.message else { panic!("{text}") };
            assert_eq!(kind, J::KIND);
            read_done::<J>(kind, &text).unwrap()
        }
        let table = TableReply {
            table: DdTable::from_rows([BySeat::splat(7); 5]),
            par_score: 620,
            par_contracts: vec!["4SN".to_owned()],
            ms: 1.5,
        };
        assert_eq!(back::<TableJob>(table.clone()), table);
        let row = StrainReply { strain: Strain::Hearts, row: BySeat::new([8, 5, 8, 5]), ms: 3.5 };
        assert_eq!(back::<StrainJob>(row.clone()), row);
        let play = PlayReply { solutions: Vec::new() };
        assert_eq!(back::<PlayJob>(play.clone()), play);
        let files = ReadFileReply { boards: Vec::new(), problems: vec!["board 3 (line 41): no deal".to_owned()] };
        assert_eq!(back::<ReadFileJob>(files.clone()), files);
        let explain = ExplainReply { meanings: Vec::new(), advice: Vec::new() };
        assert_eq!(back::<ExplainJob>(explain.clone()), explain);
    }

    #[test]
    fn unreadable_requests_keep_their_id_and_old_ones_read_as_version_one() {
        let Err(reply) = read_request(r#"{"id": 5, "job": 3}"#) else { panic!("read") };
        assert_eq!(reply.id, 5);
        assert!(matches!(reply.message, Message::Error { error: JobError::Unreadable { .. } }));
        let Err(reply) = read_request("not json") else { panic!("read") };
        assert_eq!(reply.id, 0);
        let game = Game::new(Setup::board(BoardNumber::FIRST, Deal::from_pbn(DEAL).unwrap()));
        let old = serde_json::json!({
            "id": 3, "limit_ms": 1000,
            "job": { "kind": "robot", "request": { "game": game.record(), "seat": "North" }, "may_claim": true }
        });
        let request = read_request(&old.to_string()).unwrap();
        assert_eq!(request.version, 1);
        assert!(matches!(request.job, AnyJob::Robot(RobotJob { may_claim: true, .. })));
    }

    #[test]
    fn every_job_wraps_and_unwraps_its_own_reply_only() {
        let replies = [
            AnyReply::Play(PlayReply { solutions: Vec::new() }),
            AnyReply::Position(PositionReply {
                solution: PositionSolution { to_move: Seat::North, tricks: 0, cards: Vec::new() },
            }),
        ];
        for reply in replies {
            let kind = reply.kind();
            assert_eq!(PlayJob::unwrap(reply.clone()).is_ok(), kind == "play");
            assert_eq!(PositionJob::unwrap(reply.clone()).is_ok(), kind == "position");
            assert!(TableJob::unwrap(reply.clone()).is_err() && RobotJob::unwrap(reply.clone()).is_err());
            assert!(StrainJob::unwrap(reply.clone()).is_err());
            assert!(RobotTableJob::unwrap(reply).is_err());
        }
        let text =
            serde_json::to_string(&Reply::<AnyReply> { id: 0, message: Message::Ready { version: VERSION } }).unwrap();
        assert_eq!(text, r#"{"id":0,"message":{"kind":"ready","version":4}}"#);
    }

    /// The wire structs read and write exactly the documented JSON of every
    /// message, reply and error, and a field missing for its kind is refused.
    #[test]
    fn messages_keep_their_documented_json() {
        let cases = [
            (Message::Ready { version: 3 }, r#"{"kind":"ready","version":3}"#),
            (Message::Progress(Progress { done: 4, total: 20 }), r#"{"kind":"progress","done":4,"total":20}"#),
            (
                Message::Done { reply: AnyReply::Play(PlayReply { solutions: Vec::new() }) },
                r#"{"kind":"done","reply":{"kind":"play","solutions":[]}}"#,
            ),
            (
                Message::Error { error: JobError::TimedOut { limit_ms: 120_000 } },
                r#"{"kind":"error","error":{"kind":"timed_out","limit_ms":120000}}"#,
            ),
            (Message::Error { error: JobError::Cancelled }, r#"{"kind":"error","error":{"kind":"cancelled"}}"#),
            (
                Message::Error { error: JobError::Version { page: 2, worker: 1 } },
                r#"{"kind":"error","error":{"kind":"version","page":2,"worker":1}}"#,
            ),
        ];
        for (message, json) in cases {
            assert_eq!(serde_json::to_string(&message).unwrap(), json);
            assert_eq!(serde_json::from_str::<Message>(json).unwrap(), message);
        }
        let table = TableReply {
            table: DdTable::from_rows([tenace_bridge::BySeat::splat(7); 5]),
            par_score: -100,
            par_contracts: vec!["4DNX-1".to_owned()],
            ms: 812.5,
        };
        let text = serde_json::to_string(&TableJob::reply(table.clone())).unwrap();
        assert!(
            text.starts_with(r#"{"kind":"table","table":"#)
                && text.ends_with(r#","par_score":-100,"par_contracts":["4DNX-1"],"ms":812.5}"#),
            "{text}"
        );
        assert_eq!(serde_json::from_str::<AnyReply>(&text).unwrap(), AnyReply::Table(table));
        let row = StrainReply { strain: Strain::Spades, row: BySeat::new([8, 5, 8, 5]), ms: 3.5 };
        let text = serde_json::to_string(&StrainJob::reply(row.clone())).unwrap();
        assert_eq!(text, r#"{"kind":"strain","strain":"Spades","row":[8,5,8,5],"ms":3.5}"#);
        assert_eq!(StrainJob::unwrap(serde_json::from_str::<AnyReply>(&text).unwrap()), Ok(row));
        assert!(serde_json::from_str::<AnyReply>(r#"{"kind":"strain","strain":"Spades","ms":3.5}"#).is_err());
        for bad in
            [r#"{"kind":"progress","done":4}"#, r#"{"kind":"done"}"#, r#"{"kind":"error","error":{"kind":"refused"}}"#]
        {
            assert!(serde_json::from_str::<Message>(bad).is_err(), "{bad}");
        }
        assert!(serde_json::from_str::<AnyReply>(r#"{"kind":"robot","ms":3.0}"#).is_err());
    }
}
