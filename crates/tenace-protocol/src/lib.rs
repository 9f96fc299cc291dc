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
//! kind), and the page matches replies to requests by id.
//!
//! Wire format (JSON strings through `postMessage`, or lines over
//! stdin/stdout for the worker's host build):
//!
//! ```json
//! { "version": 2, "id": 7, "limit_ms": 120000, "job": { "kind": "table", "deal": "N:…", "dealer": "North", "vulnerability": "None" } }
//! { "id": 0, "message": { "kind": "ready", "version": 2 } }
//! { "id": 7, "message": { "kind": "progress", "done": 4, "total": 20 } }
//! { "id": 7, "message": { "kind": "done", "reply": { "kind": "table", "table": …, "par_score": -100, "par_contracts": ["4DNX-1"], "ms": 812.5 } } }
//! { "id": 7, "message": { "kind": "error", "error": { "kind": "timed_out", "limit_ms": 120000 } } }
//! ```

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tenace_bridge::{Deal, GameRecord, Seat, Setup, Strain, Vulnerability};
use tenace_cards::Card;
use tenace_dd::{DdTable, Position, PositionSolution};

/// The protocol's version. A request of another version is refused
/// ([`JobError::Version`]): a page and a worker from two builds (a stale
/// cache) never misread each other. Version 1 was the untyped protocol
/// before issue 21.
pub const VERSION: u32 = 2;

/// A job for a worker: a request type and the one reply type that answers it.
pub trait Job: Clone + Serialize + DeserializeOwned + 'static {
    type Reply: Clone + Serialize + DeserializeOwned + 'static;
    /// The job in the envelope's enum.
    fn wrap(self) -> AnyJob;
    /// A reply of this job in the envelope's enum.
    fn reply(reply: Self::Reply) -> AnyReply;
    /// This job's reply, or the reply of another kind handed back (a bug: the
    /// client reports [`JobError::Mismatch`]).
    fn unwrap(reply: AnyReply) -> Result<Self::Reply, AnyReply>;
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

/// Every job, as it travels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AnyJob {
    Table(TableJob),
    Play(PlayJob),
    Position(PositionJob),
    Robot(RobotJob),
    RobotTable(RobotTableJob),
}

/// Every reply, as it travels.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AnyReply {
    Table(TableReply),
    Play(PlayReply),
    Position(PositionReply),
    Robot(RobotReply),
    RobotTable(RobotTableReply),
}

macro_rules! job {
    ($job:ident, $reply:ident, $variant:ident) => {
        impl Job for $job {
            type Reply = $reply;
            fn wrap(self) -> AnyJob {
                AnyJob::$variant(self)
            }
            fn reply(reply: $reply) -> AnyReply {
                AnyReply::$variant(reply)
            }
            fn unwrap(reply: AnyReply) -> Result<$reply, AnyReply> {
                match reply {
                    AnyReply::$variant(r) => Ok(r),
                    other => Err(other),
                }
            }
        }
    };
}

job!(TableJob, TableReply, Table);
job!(PlayJob, PlayReply, Play);
job!(PositionJob, PositionReply, Position);
job!(RobotJob, RobotReply, Robot);
job!(RobotTableJob, RobotTableReply, RobotTable);

impl AnyJob {
    /// The job's name on the wire ("table", "robot"…).
    pub fn kind(&self) -> &'static str {
        match self {
            AnyJob::Table(_) => "table",
            AnyJob::Play(_) => "play",
            AnyJob::Position(_) => "position",
            AnyJob::Robot(_) => "robot",
            AnyJob::RobotTable(_) => "robot_table",
        }
    }
}

impl AnyReply {
    /// The reply's name on the wire, the same as its job's.
    pub fn kind(&self) -> &'static str {
        match self {
            AnyReply::Table(_) => "table",
            AnyReply::Play(_) => "play",
            AnyReply::Position(_) => "position",
            AnyReply::Robot(_) => "robot",
            AnyReply::RobotTable(_) => "robot_table",
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "kind", rename_all = "snake_case")]
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

/// A message from the worker about request `id`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    pub id: u64,
    pub message: Message,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Message {
    /// The worker has loaded and waits for requests (id 0).
    Ready {
        version: u32,
    },
    Progress(Progress),
    /// The job's reply: the last message about its request.
    Done {
        reply: AnyReply,
    },
    /// The job failed: the last message about its request.
    Error {
        error: JobError,
    },
}

impl Message {
    /// The last message about a request (its reply or its error).
    pub fn is_final(&self) -> bool {
        matches!(self, Message::Done { .. } | Message::Error { .. })
    }
}

/// The reply of job `J` from a final message: its own reply, or why not.
pub fn outcome<J: Job>(message: Message) -> Result<J::Reply, JobError> {
    match message {
        Message::Done { reply } => {
            J::unwrap(reply).map_err(|other| JobError::Mismatch { got: other.kind().to_owned() })
        }
        Message::Error { error } => Err(error),
        Message::Ready { .. } => Err(JobError::Mismatch { got: "ready".to_owned() }),
        Message::Progress(_) => Err(JobError::Mismatch { got: "progress".to_owned() }),
    }
}

/// Reads a request posted as JSON. When it cannot be read, the error reply
/// keeps the request's id if the envelope has one (the page can still
/// match it), else 0.
pub fn read_request(text: &str) -> Result<Request, Reply> {
    serde_json::from_str::<Request>(text).map_err(|e| {
        let id = serde_json::from_str::<serde_json::Value>(text)
            .ok()
            .and_then(|v| v.get("id").and_then(serde_json::Value::as_u64))
            .unwrap_or(0);
        Reply { id, message: Message::Error { error: JobError::Unreadable { message: e.to_string() } } }
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
        assert!(text.starts_with(r#"{"version":2,"id":7,"limit_ms":120000,"job":{"kind":"table","deal":"#), "{text}");
        assert_eq!(read_request(&text), Ok(request));
    }

    #[test]
    fn a_reply_of_another_job_is_a_mismatch_not_an_answer() {
        let position =
            PositionReply { solution: PositionSolution { to_move: Seat::West, tricks: 6, cards: Vec::new() } };
        let message = Message::Done { reply: PositionJob::reply(position.clone()) };
        assert_eq!(outcome::<PositionJob>(message.clone()), Ok(position));
        assert_eq!(outcome::<TableJob>(message), Err(JobError::Mismatch { got: "position".to_owned() }));
        let stopped = Message::Error { error: JobError::TimedOut { limit_ms: 20_000 } };
        assert_eq!(outcome::<TableJob>(stopped).unwrap_err().to_string(), "the solver gave up after 20 s");
        assert!(outcome::<TableJob>(Message::Progress(Progress { done: 1, total: 20 })).is_err());
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
            assert!(RobotTableJob::unwrap(reply).is_err());
        }
        let text = serde_json::to_string(&Reply { id: 0, message: Message::Ready { version: VERSION } }).unwrap();
        assert_eq!(text, r#"{"id":0,"message":{"kind":"ready","version":2}}"#);
    }
}
