//! A match against a robot field: the boards, the user's results, the other
//! tables' results, and the scores.
//!
//! The user plays each board of the match at the table (the usual reducer in
//! `state.rs`); the same boards are played by four robots at the other
//! table (teams) or at K other tables (pairs), one board at a time in the
//! background Web Worker (`tenace_protocol::RobotTableJob`). Nothing here
//! scores: IMPs and matchpoints are `tenace_match`'s, the deal's score is
//! the engine's (`DealResult::duplicate_score_ns`).
//!
//! Plain Rust with no browser in it: unit-tested on the host.

pub mod link;
pub mod save;

use serde::{Deserialize, Serialize};
use tenace_bridge::{BoardNumber, Deal, Game, GameRecord, Phase, Setup, Side};
use tenace_match::{PairsBoard, PairsSession, RobotSettings, TeamsBoard, TeamsMatch};

/// Teams (IMPs against one other table) or pairs (matchpoints against a field).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchKind {
    Teams,
    Pairs,
}

impl MatchKind {
    pub fn name(self) -> &'static str {
        match self {
            MatchKind::Teams => "teams",
            MatchKind::Pairs => "pairs",
        }
    }
}

/// The numbers of boards a match may have (the issue's 8/12/16).
pub const BOARD_COUNTS: [usize; 3] = [8, 12, 16];
/// The sizes of a pairs field (other tables).
pub const FIELD_SIZES: std::ops::RangeInclusive<usize> = 3..=7;

/// Where the boards of a match come from.
///
/// Saved as an object tagged by `"kind"`; read through [`SavedMatchSource`]
/// (see [`crate::state::SavedSource`] for why).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", try_from = "SavedMatchSource")]
pub enum MatchSource {
    /// Boards 1…N of the deal set `seed` (shareable as a link).
    Seed { seed: u64 },
    /// The first boards of a loaded PBN or LIN file.
    File { name: String },
}

/// Every field a [`MatchSource`] is saved with, for reading.
#[derive(Deserialize)]
pub struct SavedMatchSource {
    kind: String,
    seed: Option<u64>,
    name: Option<String>,
}

impl TryFrom<SavedMatchSource> for MatchSource {
    type Error = String;
    fn try_from(s: SavedMatchSource) -> Result<MatchSource, String> {
        let need = |field: &str| format!("a “{}” match source needs its “{field}”", s.kind);
        match s.kind.as_str() {
            "seed" => Ok(MatchSource::Seed { seed: s.seed.ok_or_else(|| need("seed"))? }),
            "file" => Ok(MatchSource::File { name: s.name.ok_or_else(|| need("name"))? }),
            kind => Err(format!("unknown match source “{kind}” (seed, file)")),
        }
    }
}

/// What the user asks for when starting a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSpec {
    pub kind: MatchKind,
    /// 8, 12 or 16 (a file may have fewer boards: then all of them).
    pub boards: usize,
    /// Other tables in a pairs field (3…7); 1 at teams.
    pub tables: usize,
    pub source: MatchSource,
}

/// One other table's board: not played yet, played, or failed (a robot
/// bug, shown in words; the user may try it again).
///
/// Saved as an object tagged by `"state"`; read through [`SavedOtherTable`],
/// so that the game record is read by the same code as every other saved
/// game rather than a second time through serde's buffer for tagged enums.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case", try_from = "SavedOtherTable")]
pub enum OtherTable {
    Pending,
    Played { record: GameRecord },
    Failed { message: String },
}

/// Every field an [`OtherTable`] is saved with, for reading.
#[derive(Deserialize)]
pub struct SavedOtherTable {
    state: String,
    record: Option<GameRecord>,
    message: Option<String>,
}

impl TryFrom<SavedOtherTable> for OtherTable {
    type Error = String;
    fn try_from(t: SavedOtherTable) -> Result<OtherTable, String> {
        let need = |field: &str| format!("an other table “{}” needs its “{field}”", t.state);
        match t.state.as_str() {
            "pending" => Ok(OtherTable::Pending),
            "played" => Ok(OtherTable::Played { record: t.record.ok_or_else(|| need("record"))? }),
            "failed" => Ok(OtherTable::Failed { message: t.message.ok_or_else(|| need("message"))? }),
            state => Err(format!("unknown other table state “{state}” (pending, played, failed)")),
        }
    }
}

/// One board of the match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchBoard {
    pub setup: Setup,
    /// The user's table, once the board is finished there.
    #[serde(default)]
    pub ours: Option<GameRecord>,
    /// The other tables, in table order (teams: one).
    pub others: Vec<OtherTable>,
}

impl MatchBoard {
    /// The board's number for the score card (its position when the setup has none).
    pub fn number(&self, index: usize) -> u32 {
        self.setup.board.map(|b| b.get()).unwrap_or(index as u32 + 1)
    }
}

/// What the Match view needs of the table, handed to its module (`tenace-match`,
/// src/bin/tenace-match.rs) as JSON: the match, the session's scoring and
/// its finished deals (as records: the module replays them).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchContext {
    /// The deal set "Next deal" continues (the start form's seed).
    pub seed: u64,
    /// The loaded file's name, if any (a match may take its boards).
    pub file: Option<String>,
    pub mode: crate::state::ScoringMode,
    /// The rubber session's code by its key ("kontrakt"), and whether its
    /// below-the-line points count in the total.
    pub code: String,
    pub below_line_in_total: bool,
    /// The user's side.
    pub we: Side,
    pub match_play: Option<Match>,
    /// The match's current board is on the table now.
    pub on_table: bool,
    /// The session's finished deals, the one on the table included once over.
    pub deals: Vec<GameRecord>,
}

/// What the Match view asks of the table.
///
/// Sent as an object tagged by `"command"`; read through
/// [`SavedMatchCommand`] (see [`crate::state::SavedSource`] for why).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case", try_from = "SavedMatchCommand")]
pub enum MatchCommand {
    Start { spec: MatchSpec },
    RetryField,
    Resume,
    Leave,
}

/// Every field a [`MatchCommand`] is sent with, for reading.
#[derive(Deserialize)]
pub struct SavedMatchCommand {
    command: String,
    spec: Option<MatchSpec>,
}

impl TryFrom<SavedMatchCommand> for MatchCommand {
    type Error = String;
    fn try_from(c: SavedMatchCommand) -> Result<MatchCommand, String> {
        match c.command.as_str() {
            "start" => Ok(MatchCommand::Start { spec: c.spec.ok_or("a “start” command needs its “spec”")? }),
            "retry_field" => Ok(MatchCommand::RetryField),
            "resume" => Ok(MatchCommand::Resume),
            "leave" => Ok(MatchCommand::Leave),
            command => Err(format!("unknown match command “{command}” (start, retry_field, resume, leave)")),
        }
    }
}

impl MatchContext {
    /// The table's side of it.
    pub fn of(table: &crate::state::Table) -> MatchContext {
        MatchContext {
            seed: table.session.seed,
            file: table.session.file.as_ref().map(|f| f.name.clone()),
            mode: table.session.mode,
            code: table.session.code.name.key().to_owned(),
            below_line_in_total: table.session.code.below_line_in_total,
            we: table.we(),
            match_play: table.match_play.clone(),
            on_table: table.match_position().is_some(),
            deals: table.scored_deals().into_iter().map(|d| d.record).collect(),
        }
    }

    /// The rubber code, read back (modern rubber for a key this version does not know).
    pub fn rubber_code(&self) -> crate::score::RubberCode {
        match self.code.parse::<tenace_bridge::scoring::CodeName>() {
            Ok(name) if crate::score::is_rubber_code(name) => {
                crate::score::RubberCode::new(name).counting_below_line(self.below_line_in_total)
            }
            _ => crate::score::RubberCode::MODERN,
        }
    }

    /// The finished deals with their results, replayed from the records.
    pub fn scored(&self) -> Vec<crate::score::Scored> {
        self.deals
            .iter()
            .filter_map(|record| {
                let result = Game::from_record(record.clone()).ok()?.result()?;
                Some(crate::score::Scored { record: record.clone(), result })
            })
            .collect()
    }
}

impl MatchCommand {
    /// The table's message for it.
    pub fn msg(self) -> crate::state::Msg {
        match self {
            MatchCommand::Start { spec } => crate::state::Msg::StartMatch(spec),
            MatchCommand::RetryField => crate::state::Msg::RetryField,
            MatchCommand::Resume => crate::state::Msg::ResumeMatch,
            MatchCommand::Leave => crate::state::Msg::LeaveMatch,
        }
    }
}

/// A finished game's North-South score (the engine's duplicate score).
pub fn ns_score(record: &GameRecord) -> Option<i32> {
    let game = Game::from_record(record.clone()).ok()?;
    let result = game.result()?;
    Some(result.duplicate_score_ns(record.setup.vulnerability))
}

/// A background job: table `table` of board `board` is due.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldJob {
    /// The match it is for (a job for an older match is dropped).
    pub match_id: u64,
    pub board: usize,
    pub table: usize,
    /// What the worker is asked (the protocol's one robot-table job).
    pub job: tenace_protocol::RobotTableJob,
}

/// A whole match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    /// Distinguishes this match's background answers from an older match's.
    pub id: u64,
    pub kind: MatchKind,
    pub source: MatchSource,
    /// The side the user plays (the scores are from this side's view).
    pub we: Side,
    /// The robots' settings at each other table (teams: one).
    pub tables: Vec<RobotSettings>,
    pub boards: Vec<MatchBoard>,
    /// The board being played at the user's table (index into `boards`).
    pub current: usize,
}

impl Match {
    /// A new match from its boards; `Err` in words when there are none.
    pub fn new(id: u64, spec: &MatchSpec, setups: Vec<Setup>, we: Side, ours: &RobotSettings) -> Result<Match, String> {
        if setups.is_empty() {
            return Err("the match has no boards".to_owned());
        }
        let tables: Vec<RobotSettings> = match spec.kind {
            MatchKind::Teams => vec![ours.clone()],
            MatchKind::Pairs => (0..spec.tables.clamp(*FIELD_SIZES.start(), *FIELD_SIZES.end()))
                .map(|i| {
                    let mut s = RobotSettings::for_field_table(i);
                    // A user who chose fast robots wants quick results: the field plays fast too.
                    if ours.play == "fast" {
                        s.play = "fast".to_owned();
                    }
                    s
                })
                .collect(),
        };
        let boards = setups
            .into_iter()
            .take(spec.boards)
            .map(|setup| MatchBoard { setup, ours: None, others: vec![OtherTable::Pending; tables.len()] })
            .collect();
        Ok(Match { id, kind: spec.kind, source: spec.source.clone(), we, tables, boards, current: 0 })
    }

    /// The setups of boards 1…`count` of the deal set `seed`.
    pub fn seeded_setups(seed: u64, count: usize) -> Vec<Setup> {
        (1..=count as u32).filter_map(BoardNumber::new).map(|n| Setup::board(n, Deal::for_board(seed, n))).collect()
    }

    /// Where board `index` comes from, for the table's "next deal" and share link.
    pub fn board_source(&self, index: usize) -> crate::state::Source {
        match &self.source {
            MatchSource::Seed { seed } => crate::state::Source::Seed {
                seed: *seed,
                board: self.boards.get(index).map_or(index as u32 + 1, |b| b.number(index)),
            },
            MatchSource::File { name } => crate::state::Source::File { name: name.clone(), index },
        }
    }

    /// The board on the user's table now.
    pub fn current_board(&self) -> Option<&MatchBoard> {
        self.boards.get(self.current)
    }

    /// Every board has been played at the user's table.
    pub fn is_over(&self) -> bool {
        self.boards.iter().all(|b| b.ours.is_some())
    }

    /// Files the user's finished game as the current board's result; true
    /// if that changed the board. The same board finished again (after an
    /// undo at the end of the deal) replaces the result: the card shows what
    /// was played last, until the match moves on to the next board.
    pub fn file_ours(&mut self, game: &Game) -> bool {
        if game.phase() != Phase::Finished {
            return false;
        }
        let current = self.current;
        match self.boards.get_mut(current) {
            Some(board) if &board.setup == game.setup() => {
                let record = game.record();
                if board.ours.as_ref() == Some(&record) {
                    return false;
                }
                board.ours = Some(record);
                true
            }
            Some(_) | None => false,
        }
    }

    /// The next board to play at the user's table after the current one is
    /// filed (moves `current`); `None` when the match is over.
    pub fn advance(&mut self) -> Option<Setup> {
        let next = self.boards.iter().position(|b| b.ours.is_none())?;
        self.current = next;
        Some(self.boards[next].setup.clone())
    }

    /// The next other-table board to play in the background: the boards in
    /// order, table by table, so the current board's results come first.
    pub fn field_job(&self) -> Option<FieldJob> {
        let order = (self.current..self.boards.len()).chain(0..self.current);
        for board in order {
            let b = &self.boards[board];
            if let Some(table) = b.others.iter().position(|o| *o == OtherTable::Pending) {
                return Some(FieldJob {
                    match_id: self.id,
                    board,
                    table,
                    job: tenace_protocol::RobotTableJob {
                        setup: b.setup.clone(),
                        settings: self.tables.get(table).cloned().unwrap_or_default(),
                    },
                });
            }
        }
        None
    }

    /// Takes a background answer: the other table's finished record, or
    /// why it failed. A record that is not this board finished is refused.
    pub fn take_field(&mut self, board: usize, table: usize, outcome: Result<GameRecord, String>) {
        let Some(b) = self.boards.get_mut(board) else { return };
        let Some(slot) = b.others.get_mut(table) else { return };
        *slot = match outcome {
            Ok(record) if record.setup != b.setup => {
                OtherTable::Failed { message: "the robots played another board".to_owned() }
            }
            Ok(record) => match Game::from_record(record.clone()) {
                Ok(game) if game.phase() == Phase::Finished => OtherTable::Played { record },
                Ok(_) => OtherTable::Failed { message: "the robots did not finish the board".to_owned() },
                Err(e) => OtherTable::Failed { message: e.to_string() },
            },
            Err(message) => OtherTable::Failed { message },
        };
    }

    /// Failed other tables are played again.
    pub fn retry_failed(&mut self) {
        for b in &mut self.boards {
            for o in &mut b.others {
                if matches!(o, OtherTable::Failed { .. }) {
                    *o = OtherTable::Pending;
                }
            }
        }
    }

    /// A North-South score from the user's side.
    fn ours_view(&self, ns: i32) -> i32 {
        match self.we {
            Side::NorthSouth => ns,
            Side::EastWest => -ns,
        }
    }

    /// The teams score card: boards played at both tables.
    pub fn teams(&self) -> TeamsMatch {
        let mut m = TeamsMatch::default();
        for (i, b) in self.boards.iter().enumerate() {
            let (Some(ours), Some(OtherTable::Played { record })) = (&b.ours, b.others.first()) else { continue };
            if let (Some(ours), Some(theirs)) = (ns_score(ours), ns_score(record)) {
                m.add(TeamsBoard::new(b.number(i), self.ours_view(ours), self.ours_view(theirs)));
            }
        }
        m
    }

    /// The pairs score: boards played at the user's table and at every table of the field.
    pub fn pairs(&self) -> PairsSession {
        let mut s = PairsSession::default();
        for (i, b) in self.boards.iter().enumerate() {
            let Some(ours) = b.ours.as_ref().and_then(ns_score) else { continue };
            let field: Option<Vec<i32>> = b
                .others
                .iter()
                .map(|o| match o {
                    OtherTable::Played { record } => ns_score(record).map(|s| self.ours_view(s)),
                    OtherTable::Pending | OtherTable::Failed { .. } => None,
                })
                .collect();
            if let Some(field) = field {
                s.add(PairsBoard::new(b.number(i), self.ours_view(ours), field));
            }
        }
        s
    }

    /// Other tables still to be played in the background.
    pub fn pending(&self) -> usize {
        self.boards.iter().flat_map(|b| &b.others).filter(|o| **o == OtherTable::Pending).count()
    }

    /// Checks a restored match: every record replays to the finished board
    /// it claims to be, and the sizes agree.
    pub fn validate(&self) -> Result<(), String> {
        if self.boards.is_empty() || self.boards.len() > 64 {
            return Err(format!("it has {} boards", self.boards.len()));
        }
        if self.tables.is_empty() || self.tables.len() > *FIELD_SIZES.end() {
            return Err(format!("it has {} other tables", self.tables.len()));
        }
        if self.current >= self.boards.len() {
            return Err(format!("its current board {} is not one of its boards", self.current + 1));
        }
        for (i, b) in self.boards.iter().enumerate() {
            let n = i + 1;
            if b.others.len() != self.tables.len() {
                return Err(format!("board {n} has results for {} tables, not {}", b.others.len(), self.tables.len()));
            }
            let records = b.ours.iter().chain(b.others.iter().filter_map(|o| match o {
                OtherTable::Played { record } => Some(record),
                OtherTable::Pending | OtherTable::Failed { .. } => None,
            }));
            for record in records {
                if record.setup != b.setup {
                    return Err(format!("a result of board {n} is for another deal"));
                }
                let game = Game::from_record(record.clone()).map_err(|e| format!("board {n} does not replay: {e}"))?;
                if game.phase() != Phase::Finished {
                    return Err(format!("a result of board {n} is not finished"));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use tenace_bridge::{Action, Seat, Vulnerability};

    /// Board `setup` bid `calls` and claimed to `declarer_tricks` tricks:
    /// a finished record with a known score.
    pub fn finished(setup: &Setup, calls: &str, declarer_tricks: u8) -> GameRecord {
        let mut game = Game::new(setup.clone());
        for c in calls.split_whitespace() {
            let seat = game.to_act().unwrap();
            game.apply(Action::Call { seat, call: c.parse().unwrap() }).unwrap();
        }
        if let Some(contract) = game.contract() {
            game.apply(Action::claim(contract.declarer, declarer_tricks)).unwrap();
            while let Some(claim) = game.pending_claim().cloned() {
                game.apply(Action::AcceptClaim { seat: claim.awaiting[0] }).unwrap();
            }
        }
        assert_eq!(game.phase(), Phase::Finished);
        game.record()
    }

    /// Boards 1–4 of seed 42 with the vulnerability given, so the scores are easy to work by hand.
    pub fn setups(vul: Vulnerability) -> Vec<Setup> {
        Match::seeded_setups(42, 4).into_iter().map(|s| Setup { vulnerability: vul, ..s }).collect()
    }

    fn spec(kind: MatchKind, tables: usize) -> MatchSpec {
        MatchSpec { kind, boards: 8, tables, source: MatchSource::Seed { seed: 42 } }
    }

    /// The tagged enums of a match are read through flat records: the same
    /// format as written (every variant round-trips, and the JSON of a save
    /// or a command written before reads as before), unknown fields ignored,
    /// a missing field or an unknown tag refused with its name.
    #[test]
    fn tagged_match_enums_read_their_format() {
        let record = finished(&setups(Vulnerability::None)[0], "1NT P P P", 7);
        let tables = [
            OtherTable::Pending,
            OtherTable::Played { record },
            OtherTable::Failed { message: "a robot bug".to_owned() },
        ];
        for t in tables {
            let json = serde_json::to_string(&t).unwrap();
            assert_eq!(serde_json::from_str::<OtherTable>(&json).unwrap(), t, "{json}");
        }
        assert_eq!(
            serde_json::from_str::<OtherTable>(r#"{"state":"pending","extra":1}"#).unwrap(),
            OtherTable::Pending
        );
        let err = serde_json::from_str::<OtherTable>(r#"{"state":"played"}"#).unwrap_err().to_string();
        assert!(err.contains("“record”"), "{err}");
        let err = serde_json::from_str::<OtherTable>(r#"{"state":"lost"}"#).unwrap_err().to_string();
        assert!(err.contains("“lost”"), "{err}");

        for source in [MatchSource::Seed { seed: u64::MAX }, MatchSource::File { name: "club.pbn".to_owned() }] {
            let json = serde_json::to_string(&source).unwrap();
            assert_eq!(serde_json::from_str::<MatchSource>(&json).unwrap(), source, "{json}");
        }
        assert_eq!(
            serde_json::from_str::<MatchSource>(r#"{"kind":"seed","seed":42}"#).unwrap(),
            MatchSource::Seed { seed: 42 }
        );
        let err = serde_json::from_str::<MatchSource>(r#"{"kind":"file"}"#).unwrap_err().to_string();
        assert!(err.contains("“name”"), "{err}");

        let commands = [
            MatchCommand::Start { spec: spec(MatchKind::Pairs, 3) },
            MatchCommand::RetryField,
            MatchCommand::Resume,
            MatchCommand::Leave,
        ];
        for c in commands {
            let json = serde_json::to_string(&c).unwrap();
            assert_eq!(serde_json::from_str::<MatchCommand>(&json).unwrap(), c, "{json}");
        }
        let start =
            r#"{"command":"start","spec":{"kind":"teams","boards":8,"tables":1,"source":{"kind":"seed","seed":42}}}"#;
        assert_eq!(
            serde_json::from_str::<MatchCommand>(start).unwrap(),
            MatchCommand::Start { spec: spec(MatchKind::Teams, 1) }
        );
        let err = serde_json::from_str::<MatchCommand>(r#"{"command":"start"}"#).unwrap_err().to_string();
        assert!(err.contains("“spec”"), "{err}");
    }

    /// The dealer of each board of seed 42 (boards 1–4: N, E, S, W), so a
    /// call string starts with the dealer's call.
    fn dealer(setup: &Setup) -> Seat {
        setup.dealer
    }

    /// Teams, nobody vulnerable, the user North-South, worked by hand with the WBF scale:
    /// board 1: 4♠ by N making 10 = +420 against 3♠ by N making 10 = +170 at the other table:
    /// 250 → +6 IMPs. Board 2: 3NT by E making 9 = −400 against 2NT by E making 9 = −150:
    /// −250 → −6. Board 3: 6♥ by S making 12 = +980 against 4♥ by S making 12 = +480:
    /// 500 → +11. Board 4: 1NT by W down 2 = +100 against 1NT by W making = −90: 190 → +5.
    /// Total +16; won 22, lost 6.
    #[test]
    fn teams_imps_by_hand() {
        let boards = setups(Vulnerability::None);
        assert_eq!(boards.iter().map(dealer).collect::<Vec<_>>(), [Seat::North, Seat::East, Seat::South, Seat::West]);
        let mut m =
            Match::new(1, &spec(MatchKind::Teams, 1), boards.clone(), Side::NorthSouth, &RobotSettings::default())
                .unwrap();
        assert_eq!(m.boards.len(), 4, "a set shorter than asked: all its boards");
        let plays = [
            (("4S P P P", 10), ("3S P P P", 10)),
            (("3NT P P P", 9), ("2NT P P P", 9)),
            (("6H P P P", 12), ("4H P P P", 12)),
            (("1NT P P P", 5), ("1NT P P P", 7)),
        ];
        for (i, ((ours, ot), (theirs, tt))) in plays.into_iter().enumerate() {
            let job = m.field_job().unwrap();
            assert_eq!((job.board, job.table), (i, 0));
            m.take_field(i, 0, Ok(finished(&boards[i], theirs, tt)));
            let game = Game::from_record(finished(&boards[i], ours, ot)).unwrap();
            assert!(m.file_ours(&game));
            assert!(!m.file_ours(&game), "filed once");
            if i == 0 {
                // Finished again differently (an undo at the end): the new result replaces it.
                let other = Game::from_record(finished(&boards[0], "4S P P P", 9)).unwrap();
                assert!(m.file_ours(&other));
                assert_eq!(m.teams().boards[0].ours, -50);
                assert!(m.file_ours(&game));
            }
            let next = m.advance();
            assert_eq!(next.is_some(), i < 3);
        }
        assert!(m.is_over());
        assert_eq!(m.field_job(), None);
        let card = m.teams();
        let rows: Vec<(i32, i32, i32)> = card.boards.iter().map(|b| (b.ours, b.theirs, b.imps)).collect();
        assert_eq!(rows, [(420, 170, 6), (-400, -150, -6), (980, 480, 11), (100, -90, 5)]);
        assert_eq!(card.total(), 16);
        assert_eq!(card.won_lost(), (22, 6));
        // The same boards seen by an East-West user: every IMP the other way.
        m.we = Side::EastWest;
        assert_eq!(m.teams().total(), -16);
    }

    /// Pairs with a field of three, both vulnerable, the user North-South, by hand:
    /// board 1: ours 4♠ making 11 = +650; field 4♠= +620, 3♠+2 = +200, 4♠+1 = +650:
    /// beats two (4), ties one (1) → 5 of 6. Board 2: ours 3NT by E making 9 = −600;
    /// field 3NT by E +1 = −630, 2NT by E making 8 = −120, 3NT by E down 1 = +100:
    /// beats one → 2 of 6. Session 7 of 12 = 58.33 %.
    #[test]
    fn pairs_matchpoints_by_hand() {
        let boards = setups(Vulnerability::Both);
        let mut m =
            Match::new(2, &spec(MatchKind::Pairs, 3), boards.clone(), Side::NorthSouth, &RobotSettings::default())
                .unwrap();
        assert_eq!(m.tables.len(), 3);
        let field = [
            [("4S P P P", 10), ("3S P P P", 11), ("4S P P P", 11)],
            [("3NT P P P", 10), ("2NT P P P", 8), ("3NT P P P", 8)],
        ];
        for (b, tables) in field.iter().enumerate() {
            for (t, (calls, tricks)) in tables.iter().enumerate() {
                let job = m.field_job().unwrap();
                assert_eq!((job.board, job.table), (b, t), "one table at a time, board by board");
                assert_eq!(job.job.settings, m.tables[t]);
                m.take_field(b, t, Ok(finished(&boards[b], calls, *tricks)));
            }
        }
        for (b, (calls, tricks)) in [("4S P P P", 11), ("3NT P P P", 9)].into_iter().enumerate() {
            assert!(m.file_ours(&Game::from_record(finished(&boards[b], calls, tricks)).unwrap()));
            m.advance();
        }
        let s = m.pairs();
        let rows: Vec<(i32, Vec<i32>, u32, u32)> =
            s.boards.iter().map(|b| (b.ours, b.field.clone(), b.matchpoints.awarded, b.matchpoints.top)).collect();
        assert_eq!(rows, [(650, vec![620, 200, 650], 5, 6), (-600, vec![-630, -120, 100], 2, 6)]);
        assert!((s.percentage() - 700.0 / 12.0).abs() < 1e-9);
        // Board 3 is played by the user but not yet by the field: not scored yet.
        assert_eq!(m.current, 2);
        assert!(m.file_ours(&Game::from_record(finished(&boards[2], "P P P P", 0)).unwrap()));
        assert_eq!(m.pairs().boards.len(), 2);
        assert_eq!(m.pending(), 6);
    }

    #[test]
    fn wrong_answers_are_refused_and_failures_can_be_retried() {
        let boards = setups(Vulnerability::None);
        let mut m =
            Match::new(3, &spec(MatchKind::Teams, 1), boards.clone(), Side::NorthSouth, &RobotSettings::default())
                .unwrap();
        // The record of another board, and an unfinished one.
        m.take_field(0, 0, Ok(finished(&boards[1], "P P P P", 0)));
        assert!(matches!(&m.boards[0].others[0], OtherTable::Failed { message } if message.contains("another board")));
        m.take_field(1, 0, Ok(Game::new(boards[1].clone()).record()));
        assert!(matches!(&m.boards[1].others[0], OtherTable::Failed { message } if message.contains("did not finish")));
        m.take_field(2, 0, Err("a robot could not act".to_owned()));
        // Out of range: ignored.
        m.take_field(9, 0, Err("x".to_owned()));
        m.take_field(0, 5, Err("x".to_owned()));
        assert_eq!(m.field_job().map(|j| j.board), Some(3));
        m.retry_failed();
        assert_eq!(m.pending(), 4);
        assert_eq!(m.field_job().map(|j| j.board), Some(0));
        // A game that is not the current board is not filed.
        let other = Game::from_record(finished(&boards[1], "P P P P", 0)).unwrap();
        assert!(!m.file_ours(&other));
        assert!(!m.file_ours(&Game::new(boards[0].clone())), "unfinished");
        assert!(
            Match::new(4, &spec(MatchKind::Teams, 1), Vec::new(), Side::NorthSouth, &RobotSettings::default()).is_err()
        );
    }

    #[test]
    fn the_field_is_three_to_seven_tables_and_fast_when_the_user_chose_fast() {
        let fast = RobotSettings { play: "fast".to_owned(), ..RobotSettings::default() };
        let m =
            Match::new(5, &spec(MatchKind::Pairs, 12), setups(Vulnerability::None), Side::NorthSouth, &fast).unwrap();
        assert_eq!(m.tables.len(), 7);
        assert!(m.tables.iter().all(|t| t.play == "fast"));
        let m = Match::new(
            5,
            &spec(MatchKind::Pairs, 1),
            setups(Vulnerability::None),
            Side::NorthSouth,
            &RobotSettings::default(),
        )
        .unwrap();
        assert_eq!(m.tables.len(), 3);
        assert!(m.tables.iter().any(|t| t.play == "normal"));
    }
}
